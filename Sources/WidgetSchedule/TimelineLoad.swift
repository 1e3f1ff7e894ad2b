import Foundation

/// What a widget's loader returns for one timeline: the plan the data chose and the content of the entries.
///
/// Every generated `<Widget>Load` is a type alias of this type, so one declaration serves every widget:
/// `TimelineLoad<<Widget>Content, <Widget>Plan>` for a widget with `timeline.plans`, whose factories take
/// `plan:` (default `.default`), and `TimelineLoad<<Widget>Content, SinglePlan>` for a widget without, whose
/// factories don't. A loader writes `return .content(<Widget>Content(...))`, `.perEntry { date in ... }` or
/// `.dated([(date, content)])`.
public struct TimelineLoad<Content: Sendable, Plan: RawRepresentable & Sendable>: Sendable
where Plan.RawValue == String {
    /// The plan that applies; `.default` is the spec's `timeline`.
    public var plan: Plan
    /// What the entries show.
    public var content: TimelineContent<Content>
}

/// The plans a widget's loader chooses from: the generated `<Widget>Plan`, whose raw values are the names the
/// rule evaluates (see ``TimelineRule/plan(named:)``).
public protocol TimelinePlanChoice: RawRepresentable<String>, Sendable {
    /// The spec's `timeline`, the plan that applies unless the loader chooses another.
    static var `default`: Self { get }
}

/// The one plan of a widget without `timeline.plans`: its loader has no plan to choose.
public enum SinglePlan: String, Sendable {
    /// The spec's `timeline`.
    case `default`
}

extension TimelineLoad where Plan: TimelinePlanChoice {
    /// A load from the plan that applies and the entries' content.
    public init(plan: Plan, content: TimelineContent<Content>) {
        self.plan = plan
        self.content = content
    }

    /// One content for every entry: `return .content(<Widget>Content(...), plan: .someplan)`.
    public static func content(_ content: Content, plan: Plan = .default) -> Self {
        Self(plan: plan, content: .content(content))
    }

    /// A content for each entry date: `return .perEntry { date in <Widget>Content(...) }`.
    public static func perEntry(plan: Plan = .default, _ content: @escaping @Sendable (Date) -> Content) -> Self {
        Self(plan: plan, content: .perEntry(content))
    }

    /// Contents from their dates on, which also date the `dynamic` entries:
    /// `return .dated([(date, <Widget>Content(...))])`.
    public static func dated(_ contents: [(Date, Content)], plan: Plan = .default) -> Self {
        Self(plan: plan, content: TimelineContent(dated: contents))
    }
}

extension TimelineLoad where Plan == SinglePlan {
    /// A load of the entries' content, for the widget's one plan.
    public init(content: TimelineContent<Content>) {
        self.plan = .default
        self.content = content
    }

    /// One content for every entry: `return .content(<Widget>Content(...))`.
    public static func content(_ content: Content) -> Self {
        Self(content: .content(content))
    }

    /// A content for each entry date: `return .perEntry { date in <Widget>Content(...) }`.
    public static func perEntry(_ content: @escaping @Sendable (Date) -> Content) -> Self {
        Self(content: .perEntry(content))
    }

    /// Contents from their dates on, which also date the `dynamic` entries:
    /// `return .dated([(date, <Widget>Content(...))])`.
    public static func dated(_ contents: [(Date, Content)]) -> Self {
        Self(content: TimelineContent(dated: contents))
    }
}
