// Descriptions of the front end's file (WS00xx) and YAML (WS01xx) diagnostics.

extension DiagnosticCatalog {
    static let fileAndYAMLDescriptions: [DiagnosticDescription] = [
        DiagnosticDescription(
            .unreadableFile, name: "unreadable-file", severity: .error,
            summary: "A spec file could not be read.",
            source: .specLanguage,
            rationale: """
                The path does not exist, is not a regular file, or cannot be opened (permissions). The message says \
                which, with the operating system's reason. `check` exits with status 2 for I/O problems.
                """,
            exampleNote: "Concerns the file system, not the text of a spec."),
        DiagnosticDescription(
            .fileTooLarge, name: "file-too-large", severity: .error,
            summary: "A spec file is larger than the size limit.",
            source: .specLanguage,
            rationale: """
                A spec describes one widget extension; real ones are a few kilobytes. The limit keeps a mistaken \
                path (a log file, a binary) from using unbounded memory and time.
                """,
            exampleNote: "Needs a file larger than the limit."),
        DiagnosticDescription(
            .invalidUTF8, name: "invalid-utf8", severity: .error,
            summary: "A spec file is not valid UTF-8.",
            source: .specLanguage,
            rationale: """
                Spec files are YAML 1.2 in UTF-8. The diagnostic points at the first byte that is not part of a \
                valid UTF-8 sequence, so an editor can find it.
                """,
            exampleNote: "Needs bytes that are not UTF-8, which a text example cannot hold."),
        DiagnosticDescription(
            .noSpecFiles, name: "no-spec-files", severity: .error,
            summary: "A path given on the command line holds no `*.widgets.yaml` or `*.widgets.yml` file.",
            source: .specLanguage,
            rationale: """
                Directories are searched recursively for spec files. Finding none is almost always a wrong path, \
                so it is reported rather than silently checking nothing.
                """,
            exampleNote: "Concerns the command line, not the text of a spec."),
        DiagnosticDescription(
            .sharedPartNotPublic, name: "shared-part-not-public", severity: .error,
            summary:
                "`generate --import` puts the shared part in another module, but the spec's declarations are internal.",
            source: .specLanguage,
            rationale: """
                With `--part extension --import MODULE`, the extension part imports the module that compiles the \
                shared part (a package's library target). Internal declarations are invisible from another module, \
                so the extension part could not use the spec's kinds, entries or intents. Set `access: public` (or \
                `package`) in the spec, or pass `--access public`. Only `generate` reports it, with exit status 2, \
                and writes nothing.
                """,
            exampleNote: "Concerns the command line (`generate --import`), not the text of a spec alone."),
        DiagnosticDescription(
            .importPlaceholder, name: "import-placeholder", severity: .error,
            summary: "A widget's `kind` is still the placeholder `widgetspec import` wrote.",
            source: .specLanguage,
            rationale: """
                `widgetspec import` makes a spec from an intent definition, whose widgets migrate from SiriKit \
                intents. WidgetKit finds the widgets people placed by their kind, and an intent definition does \
                not hold it: it is the `kind:` the app passes to `IntentConfiguration`. So import writes \
                `kind: "TODO: …"`, and a kind starting with `TODO:` is an error until the real one replaces it; \
                any other kind would make placed widgets disappear.
                """,
            triggering: [
                .widget(
                    #"kind: ↓"TODO: the kind of the IntentConfiguration of SelectRoute""#)
            ],
            nonTriggering: [
                .widget(
                    "kind: com.example.select-route")
            ]),
        DiagnosticDescription(
            .oldVersionUnreadable, name: "old-version-unreadable", severity: .warning,
            summary: "`diff REV`: a spec's old version is a symbolic link that git cannot follow.",
            source: .specLanguage,
            rationale: """
                `widgetspec diff REV` reads a spec's old version from the revision's tree, following symbolic links \
                in it as the file system follows them in the work tree. A link that leaves the repository (an \
                absolute target elsewhere, `..` above its root) or loops names nothing git holds, so the spec is \
                compared as new: its widgets read as added. The warning says so rather than letting a change to \
                it pass unseen.
                """,
            exampleNote: "Concerns a git revision's symbolic links, not the text of a spec."),
        DiagnosticDescription(
            .yamlSyntax, name: "yaml-syntax", severity: .error,
            summary: "The file is not well-formed YAML.",
            source: .specLanguage,
            rationale: """
                The YAML parser (libyaml) stopped at this position; the message says what it expected, in plain \
                words. Nothing after the error can be read reliably, so the file's other problems are not reported. \
                Where libyaml's words would mislead, the message names the real mistake: a line whose indentation \
                is wrong ("wrong indentation: line 8 ...", at that line, with the columns that would fit), a tab \
                used for indentation, or a key longer than the 1024 characters YAML allows for a key written \
                without `? ` (at the key).
                """,
            triggering: [
                .spec(
                    """
                    widgets: [unclosed
                    ↓
                    """)
            ],
            nonTriggering: [
                .spec(
                    "widgets: {}")
            ]),
        DiagnosticDescription(
            .duplicateKey, name: "duplicate-key", severity: .error,
            summary: "A key appears twice in one mapping.",
            source: .specLanguage,
            rationale: """
                YAML requires keys to be unique, but many parsers silently keep the last value, which hides \
                mistakes such as a widget pasted twice. The error points at the second key, a note at the first.
                """,
            triggering: [
                .spec(
                    """
                    bundle: GameWidgets
                    ↓bundle: OtherWidgets
                    """)
            ],
            nonTriggering: [
                .spec()
            ]),
        DiagnosticDescription(
            .aliasExpansionLimit, name: "alias-expansion-limit", severity: .error,
            summary: "Aliases expand to more nodes than the limit.",
            source: .specLanguage,
            rationale: """
                Aliases can refer to aliases, so a few lines can expand to billions of nodes (the "billion laughs" \
                attack). Expansion is counted and stopped at a limit far above what any real spec uses.
                """,
            triggering: [
                .spec(
                    """
                    x-a: &a [x, x, x, x, x, x, x, x, x, x]
                    x-b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
                    x-c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
                    x-d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
                    x-e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
                    x-f: &f [*e, *e, *e, *e, *e, *e, *e, ↓*e, *e, *e]
                    x-g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]
                    x-h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g, *g]
                    x-i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h, *h]
                    """)
            ],
            nonTriggering: [
                .spec(
                    """
                    x-a: &a [x, x, x]
                    x-b: [*a, *a]
                    """)
            ]),
        DiagnosticDescription(
            .nestingDepthLimit, name: "nesting-depth-limit", severity: .error,
            summary: "Collections nest deeper than the limit.",
            source: .specLanguage,
            rationale: """
                Deeply nested collections (`[[[[...`) would otherwise exhaust the stack of a recursive reader. \
                Real specs nest a handful of levels; the limit is far above that.
                """,
            exampleNote: "Needs thousands of nested brackets; see the YAML layer's tests."),
        DiagnosticDescription(
            .multipleDocuments, name: "multiple-documents", severity: .error,
            summary: "The file holds more than one YAML document.",
            source: .specLanguage,
            rationale: """
                One spec file describes one widget extension. A second document (after `---`) is almost always \
                two files pasted together; it is rejected rather than ignored.
                """,
            triggering: [
                .file(
                    """
                    spec: 1
                    bundle: GameWidgets
                    ↓---
                    spec: 1
                    bundle: OtherWidgets
                    """)
            ],
            nonTriggering: [
                .file(
                    """
                    ---
                    spec: 1
                    bundle: GameWidgets
                    """)
            ]),
        DiagnosticDescription(
            .undefinedAlias, name: "undefined-alias", severity: .error,
            summary: "An alias names an anchor that is not defined before it.",
            source: .specLanguage,
            rationale: """
                An alias (`*name`) refers to an anchor (`&name`) defined earlier in the same file. Anchors are \
                usually kept under `x-` keys for reuse.
                """,
            triggering: [
                .spec(
                    "x-base: ↓*missing")
            ],
            nonTriggering: [
                .spec(
                    """
                    x-base: &base [systemSmall]
                    x-copy: *base
                    """)
            ]),
        DiagnosticDescription(
            .invalidMerge, name: "invalid-merge", severity: .error,
            summary: "A merge key (`<<`) whose value is not a mapping or a list of mappings.",
            source: .specLanguage,
            rationale: """
                `<<: *template` copies the keys of a mapping into the current one; only mappings (or lists of \
                them) can be merged.
                """,
            triggering: [
                .spec(
                    """
                    x-list: &list [a, b]
                    x-widget:
                      ↓<<: *list
                    """)
            ],
            nonTriggering: [
                .spec(
                    """
                    x-map: &map { a: 1 }
                    x-widget:
                      <<: *map
                    """)
            ]),
    ]
}
