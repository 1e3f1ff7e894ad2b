// WS00xx: the files a command reads, and what the command line names.
// Each diagnostic is declared here once: a case whose raw value is its ID, the `DiagnosticID` its call sites
// report, and its catalog entry (`widgetspec explain`, docs/diagnostics.md, SARIF) with examples.

extension DiagnosticID {
    /// The file could not be read.
    package static let unreadableFile = FileDiagnostic.unreadableFile.id
    /// The file exceeds the size limit.
    package static let fileTooLarge = FileDiagnostic.fileTooLarge.id
    /// The file is not valid UTF-8.
    package static let invalidUTF8 = FileDiagnostic.invalidUTF8.id
    /// A path given on the command line matched no spec file.
    package static let noSpecFiles = FileDiagnostic.noSpecFiles.id
    /// `generate --import` compiles the shared part in another module, but a spec's declarations are internal.
    package static let sharedPartNotPublic = FileDiagnostic.sharedPartNotPublic.id
    /// A value `widgetspec import` left for the user to fill in (a widget's `kind`).
    package static let importPlaceholder = FileDiagnostic.importPlaceholder.id
    /// `diff REV`: a spec's old version is a symbolic link git cannot follow (out of the repository, a loop).
    package static let oldVersionUnreadable = FileDiagnostic.oldVersionUnreadable.id
}

enum FileDiagnostic: String, FrontEndDiagnosticGroup {
    case unreadableFile = "WS0001"
    case fileTooLarge = "WS0002"
    case invalidUTF8 = "WS0003"
    case noSpecFiles = "WS0004"
    case sharedPartNotPublic = "WS0005"
    case importPlaceholder = "WS0010"
    case oldVersionUnreadable = "WS0015"

    var entry: DiagnosticDescription {
        switch self {
        case .unreadableFile:
            DiagnosticDescription(
                id, name: "unreadable-file", severity: .error,
                summary: "A spec file could not be read.",
                source: .specLanguage,
                rationale: """
                    The path does not exist, is not a regular file, or cannot be opened (permissions). The message says \
                    which, with the operating system's reason. `check` exits with status 2 for I/O problems.
                    """,
                exampleNote: "Concerns the file system, not the text of a spec.")
        case .fileTooLarge:
            DiagnosticDescription(
                id, name: "file-too-large", severity: .error,
                summary: "A spec file is larger than the size limit.",
                source: .specLanguage,
                rationale: """
                    A spec describes one widget extension; real ones are a few kilobytes. The limit keeps a mistaken \
                    path (a log file, a binary) from using unbounded memory and time.
                    """,
                exampleNote: "Needs a file larger than the limit.")
        case .invalidUTF8:
            DiagnosticDescription(
                id, name: "invalid-utf8", severity: .error,
                summary: "A spec file is not valid UTF-8.",
                source: .specLanguage,
                rationale: """
                    Spec files are YAML 1.2 in UTF-8. The diagnostic points at the first byte that is not part of a \
                    valid UTF-8 sequence, so an editor can find it.
                    """,
                exampleNote: "Needs bytes that are not UTF-8, which a text example cannot hold.")
        case .noSpecFiles:
            DiagnosticDescription(
                id, name: "no-spec-files", severity: .error,
                summary: "A path given on the command line holds no `*.widgets.yaml` or `*.widgets.yml` file.",
                source: .specLanguage,
                rationale: """
                    Directories are searched recursively for spec files. Finding none is almost always a wrong path, \
                    so it is reported rather than silently checking nothing.
                    """,
                exampleNote: "Concerns the command line, not the text of a spec.")
        case .sharedPartNotPublic:
            DiagnosticDescription(
                id, name: "shared-part-not-public", severity: .error,
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
                exampleNote: "Concerns the command line (`generate --import`), not the text of a spec alone.")
        case .importPlaceholder:
            DiagnosticDescription(
                id, name: "import-placeholder", severity: .error,
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
                ])
        case .oldVersionUnreadable:
            DiagnosticDescription(
                id, name: "old-version-unreadable", severity: .warning,
                summary: "`diff REV`: a spec's old version is a symbolic link that git cannot follow.",
                source: .specLanguage,
                rationale: """
                    `widgetspec diff REV` reads a spec's old version from the revision's tree, following symbolic links \
                    in it as the file system follows them in the work tree. A link that leaves the repository (an \
                    absolute target elsewhere, `..` above its root) or loops names nothing git holds, so the spec is \
                    compared as new: its widgets read as added. The warning says so rather than letting a change to \
                    it pass unseen.
                    """,
                exampleNote: "Concerns a git revision's symbolic links, not the text of a spec.")
        }
    }
}
