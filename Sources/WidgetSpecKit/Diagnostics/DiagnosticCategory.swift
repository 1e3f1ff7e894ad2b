/// The families of diagnostic IDs, by number range.
package enum DiagnosticCategory: String, CaseIterable, Hashable, Sendable {
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
    /// The rules of `widgetspec diff`, which compare two versions of the specs.
    case compatibility = "WS10"
    case localization = "WS11"

    package init(of id: DiagnosticID) {
        self = DiagnosticCategory.allCases.first { id.rawValue.hasPrefix($0.rawValue) } ?? .files
    }

    package var title: String {
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
        case .compatibility: "Compatibility between versions (widgetspec diff)"
        case .localization: "Localization"
        }
    }

    /// Whether the IDs are rules, with a source, that can be switched off (the checker's and `diff`'s), rather
    /// than problems reading a spec.
    package var isCheckerRule: Bool {
        switch self {
        case .files, .yaml, .decoding, .references: false
        default: true
        }
    }
}
