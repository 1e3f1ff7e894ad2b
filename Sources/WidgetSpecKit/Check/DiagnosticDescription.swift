/// Everything the tool knows about one diagnostic ID, written once. It drives `widgetspec rules`,
/// `widgetspec explain`, the generated `docs/diagnostics.md`, SARIF rule metadata and the example tests.
public struct DiagnosticDescription: Hashable, Sendable {
    public var id: DiagnosticID
    /// A short kebab-case name such as `family-unavailable`.
    public var name: String
    public var severity: Severity
    /// One line.
    public var summary: String
    /// Why WidgetKit (or the tool) behaves so, citing the reference's sources as `[S3]`.
    public var rationale: String
    /// Opt-in rules are off unless enabled with `--enable` or `checks: { enable: [...] }`.
    public var isOptIn: Bool
    /// Whole spec files that produce this diagnostic.
    public var triggering: [String]
    /// Whole spec files, close to the triggering ones, that do not.
    public var nonTriggering: [String]
    /// Why there are no spec examples, for IDs that no spec text can show (an unreadable file).
    public var exampleNote: String?

    public init(
        _ id: DiagnosticID, name: String, severity: Severity, summary: String, rationale: String,
        isOptIn: Bool = false, triggering: [String] = [], nonTriggering: [String] = [], exampleNote: String? = nil
    ) {
        self.id = id
        self.name = name
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.isOptIn = isOptIn
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.exampleNote = exampleNote
    }

    /// The stage that reports the ID, from its number range.
    public var category: DiagnosticCategory { DiagnosticCategory(of: id) }

    /// Checker rules can be switched off; front-end diagnostics mean the spec could not be read, so they cannot.
    public var canBeDisabled: Bool { category.isCheckerRule }
}

/// The families of diagnostic IDs, by number range.
public enum DiagnosticCategory: String, CaseIterable, Hashable, Sendable {
    case files = "WS00"
    case yaml = "WS01"
    case decoding = "WS02"
    case references = "WS03"
    case families = "WS04"
    case configuration = "WS05"
    case identity = "WS06"
    case timeline = "WS07"
    case liveActivities = "WS08"
    case eventsAndBundle = "WS09"

    public init(of id: DiagnosticID) {
        self = DiagnosticCategory.allCases.first { id.rawValue.hasPrefix($0.rawValue) } ?? .files
    }

    public var title: String {
        switch self {
        case .files: "Files"
        case .yaml: "YAML"
        case .decoding: "Decoding"
        case .references: "References"
        case .families: "Families and platforms"
        case .configuration: "Configuration and intents"
        case .identity: "Identity"
        case .timeline: "Entries, timeline and reload policy"
        case .liveActivities: "Live Activities"
        case .eventsAndBundle: "Events and bundle"
        }
    }

    public var isCheckerRule: Bool {
        switch self {
        case .files, .yaml, .decoding, .references: false
        default: true
        }
    }
}
