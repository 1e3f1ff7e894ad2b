// WS01xx: YAML, as libyaml and the loader read it (`YAML/`).
// Each diagnostic is declared here once: a case whose raw value is its ID, the `DiagnosticID` its call sites
// report, and its catalog entry (`widgetspec explain`, docs/diagnostics.md, SARIF) with examples.

extension DiagnosticID {
    /// libyaml rejected the text.
    package static let yamlSyntax = YAMLDiagnostic.yamlSyntax.id
    /// A key appears twice in one mapping.
    package static let duplicateKey = YAMLDiagnostic.duplicateKey.id
    /// Aliases expand to too many nodes (a "billion laughs" file).
    package static let aliasExpansionLimit = YAMLDiagnostic.aliasExpansionLimit.id
    /// Collections nest too deeply.
    package static let nestingDepthLimit = YAMLDiagnostic.nestingDepthLimit.id
    /// The file holds more than one YAML document.
    package static let multipleDocuments = YAMLDiagnostic.multipleDocuments.id
    /// An alias names an anchor that was never defined.
    package static let undefinedAlias = YAMLDiagnostic.undefinedAlias.id
    /// A merge key (`<<`) whose value is not a mapping or a list of mappings.
    package static let invalidMerge = YAMLDiagnostic.invalidMerge.id
}

enum YAMLDiagnostic: String, FrontEndDiagnosticGroup {
    case yamlSyntax = "WS0101"
    case duplicateKey = "WS0102"
    case aliasExpansionLimit = "WS0103"
    case nestingDepthLimit = "WS0104"
    case multipleDocuments = "WS0105"
    case undefinedAlias = "WS0106"
    case invalidMerge = "WS0107"

    var entry: DiagnosticDescription {
        switch self {
        case .yamlSyntax:
            DiagnosticDescription(
                id, name: "yaml-syntax", severity: .error,
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
                ])
        case .duplicateKey:
            DiagnosticDescription(
                id, name: "duplicate-key", severity: .error,
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
                ])
        case .aliasExpansionLimit:
            DiagnosticDescription(
                id, name: "alias-expansion-limit", severity: .error,
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
                ])
        case .nestingDepthLimit:
            DiagnosticDescription(
                id, name: "nesting-depth-limit", severity: .error,
                summary: "Collections nest deeper than the limit.",
                source: .specLanguage,
                rationale: """
                    Deeply nested collections (`[[[[...`) would otherwise exhaust the stack of a recursive reader. \
                    Real specs nest a handful of levels; the limit is far above that.
                    """,
                exampleNote: "Needs thousands of nested brackets; see the YAML layer's tests.")
        case .multipleDocuments:
            DiagnosticDescription(
                id, name: "multiple-documents", severity: .error,
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
                ])
        case .undefinedAlias:
            DiagnosticDescription(
                id, name: "undefined-alias", severity: .error,
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
                ])
        case .invalidMerge:
            DiagnosticDescription(
                id, name: "invalid-merge", severity: .error,
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
                ])
        }
    }
}
