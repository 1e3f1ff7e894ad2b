/// The one list of every diagnostic the tool can emit, sorted by ID: the front end's descriptions and the
/// checker's rules.
package enum DiagnosticCatalog {
    package static let all: [DiagnosticDescription] =
        (FrontEndDiagnostics.all + configurationDescriptions + CheckerRules.all + CompatibilityRules.all)
        .sorted { $0.id < $1.id }

    private static let byID: [DiagnosticID: DiagnosticDescription] = Dictionary(
        all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The description of `id`, or nil for an ID the tool does not know.
    package static func description(of id: DiagnosticID) -> DiagnosticDescription? { byID[id] }

    /// The description for an ID (any case) or a short name such as `reload-loop`.
    package static func lookup(_ text: String) -> DiagnosticDescription? {
        byID[DiagnosticID(rawValue: text.uppercased())] ?? all.first { $0.name == text.lowercased() }
    }

    /// Whether `id` is a known diagnostic ID.
    package static func contains(_ id: DiagnosticID) -> Bool { byID[id] != nil }

    /// Whether a rule reports unless switched off: every rule but the opt-in ones.
    static func isOnByDefault(_ id: DiagnosticID) -> Bool { !(description(of: id)?.isOptIn ?? false) }

    /// The IDs of opt-in rules.
    package static var optInIDs: [DiagnosticID] { all.filter(\.isOptIn).map(\.id) }

    /// The known ID closest to `text`, for "did you mean".
    package static func suggestion(for text: String) -> DiagnosticID? {
        Suggestions.closest(to: text.uppercased(), in: all.map(\.id.rawValue)).map(DiagnosticID.init(rawValue:))
    }
}
