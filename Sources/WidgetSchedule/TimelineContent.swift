import Foundation

/// What a widget's loader returns for the entries of one timeline: one content for every entry, a content for
/// each entry date, or contents that take effect at dates of their own. Generated `<Widget>Load` values carry
/// one; the generated timeline asks it for the content of each entry date the rule evaluates.
public enum TimelineContent<Content: Sendable>: Sendable {
    /// One content, shown by every entry: the simple case.
    case content(Content)
    /// A content computed for each entry date: a health level that rises hour by hour, the next event after
    /// the date.
    case perEntry(@Sendable (Date) -> Content)
    /// Contents that take effect at their dates: an entry shows the content of the latest date at or before
    /// its own (an entry before them all shows the first). These dates are also the dates of the `dynamic`
    /// entry forms, so a `dynamic` schedule gets its dates and their content together.
    case dated([DatedContent<Content>])

    /// `dated` from pairs of a date and the content that takes effect at it, as a loader writes them:
    /// `.dated([(date, content)])`.
    ///
    /// - Parameter contents: Each content with the date it takes effect, in any order.
    public init(dated contents: [(Date, Content)]) {
        self = .dated(contents.map { DatedContent(date: $0.0, content: $0.1) })
    }

    /// The dates a `dynamic` entry form uses: those of `dated`, nil otherwise (the form then takes the spec's
    /// `count` and `every`, as the report does).
    public var dynamicDates: [Date]? {
        guard case .dated(let contents) = self else { return nil }
        return contents.map(\.date)
    }

    /// The entries' contents at `dates`, one for each date; none at all for an empty `dated` list.
    public func contents(at dates: [Date]) -> [DatedContent<Content>] {
        switch self {
        case .content(let content): dates.map { DatedContent(date: $0, content: content) }
        case .perEntry(let content): dates.map { DatedContent(date: $0, content: content($0)) }
        case .dated(let contents): DatedContent.contents(at: dates, from: contents)
        }
    }
}

/// A content and the date it belongs to: an entry's, or the date it takes effect.
public struct DatedContent<Content> {
    public var date: Date
    public var content: Content

    public init(date: Date, content: Content) {
        self.date = date
        self.content = content
    }

    /// The content in effect at each of `dates`, when `changes` take effect at their dates: the latest change at
    /// or before the date, or the first change for a date before them all. None when there is no change. The one
    /// rule for `TimelineContent.dated` and for the last good content a cache keeps.
    public static func contents(at dates: [Date], from changes: [DatedContent]) -> [DatedContent] {
        let sorted = changes.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
            .map(\.element)
        guard let first = sorted.first else { return [] }
        return dates.map { date in
            DatedContent(date: date, content: (latest(atOrBefore: date, in: sorted) ?? first).content)
        }
    }

    /// The last of `sorted` dated at or before `date` (binary search), nil when every one is later.
    private static func latest(atOrBefore date: Date, in sorted: [DatedContent]) -> DatedContent? {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].date <= date { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? sorted[low - 1] : nil
    }
}

extension DatedContent: Sendable where Content: Sendable {}
extension DatedContent: Equatable where Content: Equatable {}
extension DatedContent: Hashable where Content: Hashable {}
extension DatedContent: Encodable where Content: Encodable {}
extension DatedContent: Decodable where Content: Decodable {}
