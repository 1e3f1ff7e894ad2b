/// A whole number of seconds, written in specs as `30s`, `15m`, `2h`, `1d`, `1h30m` or `0`.
public struct ScheduleDuration: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var seconds: Int

    public init(seconds: Int) { self.seconds = seconds }

    public static func seconds(_ value: Int) -> ScheduleDuration { ScheduleDuration(seconds: value) }
    public static func minutes(_ value: Int) -> ScheduleDuration { ScheduleDuration(seconds: value * 60) }
    public static func hours(_ value: Int) -> ScheduleDuration { ScheduleDuration(seconds: value * 3600) }
    public static func days(_ value: Int) -> ScheduleDuration { ScheduleDuration(seconds: value * 86_400) }
    public static let zero = ScheduleDuration(seconds: 0)

    /// Parses the spec notation: one or more `<digits><unit>` groups with units `d`, `h`, `m`, `s` in that
    /// order, each at most once (`1h30m`), with at most 9 digits per group, or the single digit `0`. Returns nil
    /// for anything else.
    public init?(parsing text: String) {
        if text == "0" {
            self.seconds = 0
            return
        }
        let units: [(Character, Int)] = [("d", 86_400), ("h", 3600), ("m", 60), ("s", 1)]
        var remaining = Substring(text)
        var total = 0
        var nextUnit = 0
        guard !remaining.isEmpty else { return nil }
        while !remaining.isEmpty {
            let digits = remaining.prefix(while: { $0.isASCII && $0.isNumber })
            guard !digits.isEmpty, digits.count <= 9, let value = Int(digits) else { return nil }
            remaining = remaining.dropFirst(digits.count)
            guard let unit = remaining.first,
                let index = units[nextUnit...].firstIndex(where: { $0.0 == unit })
            else { return nil }
            let (product, overflow) = value.multipliedReportingOverflow(by: units[index].1)
            let (sum, sumOverflow) = total.addingReportingOverflow(product)
            guard !overflow, !sumOverflow else { return nil }
            total = sum
            nextUnit = index + 1
            remaining = remaining.dropFirst()
        }
        self.seconds = total
    }

    public static func < (lhs: ScheduleDuration, rhs: ScheduleDuration) -> Bool { lhs.seconds < rhs.seconds }

    /// The canonical spelling: `0`, `45s`, `15m`, `1h30m`, `1d2h`.
    public var description: String {
        guard seconds != 0 else { return "0" }
        // `magnitude`, not `abs`: `abs(Int.min)` traps.
        var rest = seconds.magnitude
        var text = seconds < 0 ? "-" : ""
        for (unit, size) in [("d", 86_400), ("h", 3600), ("m", 60), ("s", 1)] as [(String, UInt)] where rest >= size {
            text += "\(rest / size)\(unit)"
            rest %= size
        }
        return text
    }
}
