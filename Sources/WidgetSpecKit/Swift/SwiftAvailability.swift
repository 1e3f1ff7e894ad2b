/// The platforms and versions of an `@available` attribute or an `#available` condition: `iOS 17.0, *`.
struct SwiftAvailability: Hashable, Sendable, CustomStringConvertible {
    /// `(platform, version)` pairs, in order: `("iOS", "17.0")`.
    var versions: [Version]

    struct Version: Hashable, Sendable {
        var platform: String
        var version: String

        init(_ platform: String, _ version: String) {
            self.platform = platform
            self.version = version
        }
    }

    /// Nil when there is no version to name.
    init?(_ versions: [Version]) {
        guard !versions.isEmpty else { return nil }
        self.versions = versions
    }

    /// One platform's version.
    init(_ platform: String, _ version: String) {
        versions = [Version(platform, version)]
    }

    /// `iOS 17.0, macOS 14.0, *`
    var description: String { (versions.map { $0.platform + " " + $0.version } + ["*"]).joined(separator: ", ") }

    /// `@available(iOS 17.0, *)`
    var attribute: String { "@available(" + description + ")" }

    /// `#available(iOS 17.0, *)`
    var condition: String { "#available(" + description + ")" }

    /// `@available(*, deprecated)`: deprecated on every platform, without a version.
    static let deprecatedAttribute = "@available(*, deprecated)"
}

extension SwiftType {
    /// The type as an attribute: `@SwiftUI.ViewBuilder`.
    var attribute: String { "@" + description }
}

extension SwiftCase {
    /// `case pattern: return value`, or `default: return value` without a pattern.
    static func returning(_ pattern: SwiftExpression?, _ value: SwiftExpression) -> SwiftCase {
        SwiftCase(pattern?.code, "return " + value.code)
    }
}
