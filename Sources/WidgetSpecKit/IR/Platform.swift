import WidgetSchedule

/// An Apple platform a spec can target, in the order used for output.
package enum Platform: String, CaseIterable, Hashable, Codable, Sendable, Comparable {
    case iOS
    case macOS
    case watchOS
    case visionOS

    private var order: Int { Platform.allCases.firstIndex(of: self)! }
    package static func < (lhs: Platform, rhs: Platform) -> Bool { lhs.order < rhs.order }
}

/// An OS version such as `17.0` or `16.1`.
package struct OSVersion: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    package var major: Int
    package var minor: Int
    package var patch: Int

    package init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `17`, `17.0` or `16.1.2`.
    package init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        let numbers = parts.map { Int($0)! }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    package static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// `17.0`, or `16.1.2` when there is a patch component.
    package var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }
}

/// A platform with a version: a deployment minimum (`platforms`) or an availability (`available`).
package struct PlatformVersion: Hashable, Codable, Sendable {
    package var platform: Platform
    package var version: OSVersion
    /// Where the version was written (or the owning key's range for defaults).
    package var range: SourceRange

    package init(platform: Platform, version: OSVersion, range: SourceRange) {
        self.platform = platform
        self.version = version
        self.range = range
    }
}

/// A WidgetKit family: the schedule library's Foundation-only mirror of WidgetKit's `WidgetFamily`, which
/// generated code hands to loaders, so the spec language and the runtime name the families alike.
package typealias WidgetFamily = WidgetSchedule.Family
