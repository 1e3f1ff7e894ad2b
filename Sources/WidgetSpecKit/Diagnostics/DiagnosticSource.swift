/// What a diagnostic rests on, so that users can tell Apple's rules from the tool's assumptions.
package enum DiagnosticSource: Hashable, Sendable {
    /// Documented by Apple: ids of the sources of the WidgetKit reference the rules are built from (`S3`, `S14`).
    case apple([String])
    /// Not documented by Apple, with the reason the rule exists anyway: a forum report, third-party material,
    /// an unverified row of the reference, or the tool's own design.
    case assumption(String)
    /// A rule of the spec language itself (files, YAML, keys, references): every front-end diagnostic.
    case specLanguage

    /// One word for listings: `Apple`, `assumption` or `spec`.
    package var tag: String {
        switch self {
        case .apple: "Apple"
        case .assumption: "assumption"
        case .specLanguage: "spec"
        }
    }

    /// The text whose `[S3]` citations this source rests on: Apple's ids, or the ids an assumption's reason cites.
    package var citations: String {
        switch self {
        case .apple(let ids): ids.map { "[\($0)]" }.joined()
        case .assumption(let reason): reason
        case .specLanguage: ""
        }
    }

    /// What follows "Source: ": `documented by Apple [S3][S4].`, `an assumption. <reason>`, or what the spec
    /// language is.
    package var text: String {
        switch self {
        case .apple(let ids): "documented by Apple " + ids.map { "[\($0)]" }.joined() + "."
        case .assumption(let reason): "an assumption. \(reason)"
        case .specLanguage: "the spec language: how widgetspec reads a spec, not a WidgetKit rule."
        }
    }
}
