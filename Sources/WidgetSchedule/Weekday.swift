/// A day of the week, spelled as in specs (`mon` ... `sun`).
public enum Weekday: String, CaseIterable, Hashable, Codable, Sendable, Comparable {
    case mon, tue, wed, thu, fri, sat, sun

    /// The `Calendar` weekday number (Sunday = 1 ... Saturday = 7).
    public var calendarWeekday: Int {
        switch self {
        case .sun: 1
        case .mon: 2
        case .tue: 3
        case .wed: 4
        case .thu: 5
        case .fri: 6
        case .sat: 7
        }
    }

    public init?(calendarWeekday: Int) {
        guard let day = Weekday.allCases.first(where: { $0.calendarWeekday == calendarWeekday }) else { return nil }
        self = day
    }

    private var order: Int { Weekday.allCases.firstIndex(of: self)! }
    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.order < rhs.order }
}
