/// A local time of day such as `09:30`, independent of any date or time zone.
public struct WallTime: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var hour: Int
    public var minute: Int
    public var second: Int

    /// Creates a wall time; returns nil when a component is out of range.
    public init?(hour: Int, minute: Int, second: Int = 0) {
        guard (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second) else { return nil }
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Parses `HH:MM` or `HH:MM:SS` (24-hour clock, one or two hour digits).
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            parts[0].count <= 2, parts.dropFirst().allSatisfy({ $0.count == 2 }),
            let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        let second = parts.count == 3 ? Int(parts[2]) ?? -1 : 0
        self.init(hour: hour, minute: minute, second: second)
    }

    public var secondsSinceMidnight: Int { hour * 3600 + minute * 60 + second }

    public static func < (lhs: WallTime, rhs: WallTime) -> Bool { lhs.secondsSinceMidnight < rhs.secondsSinceMidnight }

    public var description: String {
        let hh = hour < 10 ? "0\(hour)" : "\(hour)"
        let mm = minute < 10 ? "0\(minute)" : "\(minute)"
        guard second != 0 else { return "\(hh):\(mm)" }
        let ss = second < 10 ? "0\(second)" : "\(second)"
        return "\(hh):\(mm):\(ss)"
    }
}
