import Testing

@testable import WidgetSpecKit

/// Snippet tests: a few lines of spec in, the one declaration the generator makes of them out, rendered on its
/// own from the tree. Each shows a construct small enough to read at a glance; the full reference files
/// (`GoldenFileTests`) show them in place.
@Suite("Generator snippets")
struct SnippetTests {
    /// A widget `Status` of bundle `TestWidgets` on iOS 17, with `widget` below its kind and display name.
    static func widget(_ widget: String, extra: String = "") -> String {
        widgetSpec(widget: widget, extra: extra)
    }

    static let plainTimeline = "timeline: { entries: now, policy: atEnd }"

    @Test func anEntryStruct() throws {
        let yaml = Self.widget(
            """
            families: [systemSmall]
            \(Self.plainTimeline)
            """)
        try Self.expect(Self.snippet("StatusEntry", in: yaml), Expected.entry)
    }

    @Test func aReloadPolicyWithPlans() throws {
        let yaml = Self.widget(
            """
            families: [systemSmall]
            entry: { level: { type: Int, placeholder: 3 } }
            timeline:
              entries: { every: 30m, count: 2 }
              policy: { after: { at: "06:00", on: [mon, fri], timezone: Europe/Paris } }
              plans:
                quiet: { entries: now, policy: never }
            """)
        try Self.expect(Self.snippet("StatusInfo.timelineRule", in: yaml, part: .extension), Expected.reloadPolicy)
    }

    @Test func anIntentParameter() throws {
        let yaml = Self.widget(
            """
            families: [systemSmall]
            \(Self.plainTimeline)
            intent:
              title: Pick
              parameters:
                count: { type: Int, title: Count, default: 3 }
            """)
        try Self.expect(Self.snippet("StatusIntent.count", in: yaml), Expected.intentParameter)
    }

    static let heroes = """
        enums:
          Hero:
            title: Hero
            cases:
              panda: Power Panda
              default: Default Hero
        """

    @Test func anEnumAndItsAppEnumConformance() throws {
        let yaml = Self.widget("families: [systemSmall]\n\(Self.plainTimeline)", extra: Self.heroes)
        try Self.expect(Self.snippet("Hero", in: yaml), Expected.enumeration)
        try Self.expect(Self.snippet("Hero", kind: .extension, in: yaml), Expected.appEnum)
    }

    @Test func aModel() throws {
        let yaml = Self.widget(
            "families: [systemSmall]\n\(Self.plainTimeline)",
            extra: "models:\n  Score:\n    player: String\n    points: Int?")
        try Self.expect(Self.snippet("Score", in: yaml), Expected.model)
    }

    @Test func liveActivityAttributes() throws {
        let yaml = Self.widget(
            "families: [systemSmall]\n\(Self.plainTimeline)",
            extra: """
                activities:
                  Delivery:
                    attributes:
                      orderNumber: String
                    state:
                      minutesLeft: Int
                """)
        try Self.expect(Self.snippet("Delivery", in: yaml), Expected.activityAttributes)
    }

    @Test func aControlButton() throws {
        let yaml = Self.widget(
            "families: [systemSmall]\n\(Self.plainTimeline)",
            extra: """
                controls:
                  AllOff:
                    kind: com.example.all-off
                    displayName: All Off
                    button: TurnAllOff
                    symbol: power
                    available: { iOS: "18.0" }
                actions:
                  TurnAllOff:
                    title: Turn All Off
                """)
        try Self.expect(Self.snippet("AllOff", in: yaml, part: .extension), Expected.control)
    }

    @Test func perPlatformFamiliesAreACompileCondition() throws {
        let yaml = widgetSpec(
            platforms: "  iOS: \"17.0\"\n  watchOS: \"10.0\"",
            widget: """
                families:
                  iOS: [systemSmall]
                  watchOS: [accessoryCircular]
                \(Self.plainTimeline)
                """)
        try Self.expect(Self.snippet("Status.supportedFamilies", in: yaml, part: .extension), Expected.families)
    }

    @Test func theKindConstants() throws {
        let yaml = Self.widget("families: [systemSmall]\n\(Self.plainTimeline)")
        try Self.expect(Self.snippet("WidgetKinds", in: yaml), Expected.kinds)
    }

    @Test func aLoadingProtocol() throws {
        let yaml = Self.widget(
            "families: [systemSmall]\nentry: { level: { type: Int, placeholder: 3 } }\n\(Self.plainTimeline)")
        try Self.expect(Self.snippet("StatusLoading", in: yaml, part: .extension), Expected.loading)
    }

    /// Records the snippet when they differ, so a changed generator shows what it writes now.
    static func expect(
        _ actual: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(actual == expected, "generated:\n\(actual)", sourceLocation: sourceLocation)
    }

    /// The first declaration named `name` (not an extension unless `kind` says so; `Type.member` for a member)
    /// in `part` of `yaml`'s generated file, rendered alone from the tree.
    static func snippet(
        _ name: String, kind: SwiftTypeDecl.Kind? = nil, in yaml: String, part: GeneratedPart = .shared,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> String {
        let spec = try decodeSpec(yaml, sourceLocation: sourceLocation)
        let problems = Checker.check([spec]).filter { $0.severity == .error }
        #expect(problems.isEmpty, "\(problems.map(\.message))", sourceLocation: sourceLocation)
        let file = GenerationContext(spec: spec, access: spec.access).file(part, sourcePath: "test.widgets.yaml")
        let path = name.split(separator: ".").map(String.init)
        var found = try #require(
            find(path[0], kind: kind, in: file.members), "no declaration \(path[0])", sourceLocation: sourceLocation)
        if path.count > 1, case .type(let type) = found {
            found = try #require(
                member(path[1], in: type.members), "no member \(name)", sourceLocation: sourceLocation)
        }
        return SwiftRenderer.render(SwiftFile(header: [], members: [found]))
    }

    private static func find(_ name: String, kind: SwiftTypeDecl.Kind?, in decls: [SwiftDecl]) -> SwiftDecl? {
        for decl in decls {
            switch decl {
            case .type(let type)
            where type.name == name && type.kind == (kind ?? type.kind) && (kind != nil || type.kind != .extension):
                return unnoted(decl)
            case .typeAlias(let alias, _, _, _) where alias == name && kind == nil:
                return decl
            case .noted(let inner, _):
                if let found = find(name, kind: kind, in: [inner]) { return found }
            case .conditional(let conditional):
                for body in conditional.branches.map(\.body) + [conditional.otherwise ?? []] {
                    if let found = find(name, kind: kind, in: body) { return found }
                }
            default:
                continue
            }
        }
        return nil
    }

    /// A property, function or nested type of a type, found in its members and their `#if` blocks.
    private static func member(_ name: String, in decls: [SwiftDecl]) -> SwiftDecl? {
        for decl in decls {
            switch decl {
            case .property(let property) where property.name == name: return decl
            case .function(let function) where function.name == name: return decl
            case .type(let type) where type.name == name: return decl
            case .noted(let inner, _): if let found = member(name, in: [inner]) { return found }
            case .conditional(let conditional):
                for body in conditional.branches.map(\.body) + [conditional.otherwise ?? []] {
                    if let found = member(name, in: body) { return found }
                }
            default: continue
            }
        }
        return nil
    }

    private static func unnoted(_ decl: SwiftDecl) -> SwiftDecl {
        if case .noted(let inner, _) = decl { unnoted(inner) } else { decl }
    }
}

/// What each snippet generates, as written by the renderer.
private enum Expected {
    static let entry = #"""
        /// One timeline entry of `Status` (test.widgets.yaml:6).
        struct StatusEntry: Swift.Hashable, Swift.Sendable {
            /// When WidgetKit shows the entry (test.widgets.yaml:10).
            var date: Foundation.Date
            /// `placeholder` for the placeholder entry, else `loaded` (test.widgets.yaml:6).
            var state: WidgetSchedule.EntryState

            /// Creates a `StatusEntry` from all its parts (test.widgets.yaml:6).
            init(date: Foundation.Date, state: WidgetSchedule.EntryState) {
                self.date = date
                self.state = state
            }

            /// The placeholder entry (test.widgets.yaml:6).
            static func placeholder(at date: Foundation.Date) -> Self {
                Self(date: date, state: .placeholder)
            }

            /// The widget gallery's entry: the spec's placeholders shown as content (test.widgets.yaml:6).
            static func sample(at date: Foundation.Date) -> Self {
                Self(date: date, state: .sample)
            }
        }

        """#
    static let reloadPolicy = #"""
        /// The spec's `timeline`, evaluated by WidgetSchedule exactly as the report simulates it (test.widgets.yaml:12).
        static let timelineRule: WidgetSchedule.TimelineRule = WidgetSchedule.TimelineRule(
            plan: WidgetSchedule.TimelinePlan(entries: WidgetSchedule.EntrySchedule.every(WidgetSchedule.ScheduleDuration(seconds: 1800), count: 2, start: WidgetSchedule.ScheduleDuration(seconds: 0)), policy: WidgetSchedule.ReloadPolicy.afterWallClock(WidgetSchedule.WallClockRule(times: [WidgetSchedule.WallTime(hour: 6, minute: 0, second: 0)!], weekdays: [WidgetSchedule.Weekday.mon, WidgetSchedule.Weekday.fri], timeZone: WidgetSchedule.ScheduleTimeZone.named("Europe/Paris")))),
            plans: [
                "quiet": WidgetSchedule.TimelinePlan(entries: WidgetSchedule.EntrySchedule.now, policy: WidgetSchedule.ReloadPolicy.never)
            ]
        )

        """#
    static let intentParameter = #"""
        /// `count` (test.widgets.yaml:14).
        @Parameter(title: "Count", default: 3)
        var count: Swift.Int

        """#
    static let enumeration = #"""
        /// The `Hero` enum (test.widgets.yaml:12).
        enum Hero: Swift.String, Swift.CaseIterable, Swift.Codable, Swift.Hashable, Swift.Sendable {
            /// Power Panda (test.widgets.yaml:15).
            case panda
            /// Default Hero (test.widgets.yaml:16).
            case `default`

            /// The type's display title (test.widgets.yaml:12).
            static let typeTitle: Swift.String = "Hero"

            /// The case's display title (test.widgets.yaml:12).
            var title: Swift.String {
                switch self {
                case .panda: "Power Panda"
                case .`default`: "Default Hero"
                }
            }
        }

        """#
    static let appEnum = #"""
        /// `Hero` as an App Intents parameter type (test.widgets.yaml:12).
        extension Hero: AppIntents.AppEnum {
            /// The type's display title (test.widgets.yaml:12).
            static var typeDisplayRepresentation: AppIntents.TypeDisplayRepresentation {
                AppIntents.TypeDisplayRepresentation(name: "Hero")
            }

            /// The cases' display titles (test.widgets.yaml:12).
            static var caseDisplayRepresentations: [Self: AppIntents.DisplayRepresentation] {
                [
                    .panda: AppIntents.DisplayRepresentation(title: "Power Panda"),
                    .`default`: AppIntents.DisplayRepresentation(title: "Default Hero"),
                ]
            }
        }

        """#
    static let model = #"""
        /// The `Score` model (test.widgets.yaml:12).
        struct Score: Swift.Codable, Swift.Hashable, Swift.Sendable {
            /// `player` (test.widgets.yaml:13).
            var player: Swift.String
            /// `points` (test.widgets.yaml:14).
            var points: Swift.Int?

            /// Creates a `Score` from all its fields (test.widgets.yaml:12).
            init(player: Swift.String, points: Swift.Int?) {
                self.player = player
                self.points = points
            }
        }

        """#
    static let activityAttributes = #"""
        /// The static data of the `Delivery` Live Activity (test.widgets.yaml:12).
        struct Delivery: Swift.Codable, Swift.Hashable, Swift.Sendable {
            /// `orderNumber` (test.widgets.yaml:14).
            var orderNumber: Swift.String

            /// Creates a `Delivery` from all its fields (test.widgets.yaml:12).
            init(orderNumber: Swift.String) {
                self.orderNumber = orderNumber
            }

            /// The dynamic data of `Delivery` (test.widgets.yaml:12).
            struct ContentState: Swift.Codable, Swift.Hashable, Swift.Sendable {
                /// `minutesLeft` (test.widgets.yaml:16).
                var minutesLeft: Swift.Int

                /// Creates a `ContentState` from all its fields (test.widgets.yaml:12).
                init(minutesLeft: Swift.Int) {
                    self.minutesLeft = minutesLeft
                }
            }

            /// `ActivityContent.staleDate` for an activity started at `start` (test.widgets.yaml:12).
            static func staleDate(startedAt start: Foundation.Date) -> Foundation.Date? {
                nil
            }

            /// `ActivityContent.relevanceScore` (test.widgets.yaml:12).
            static let relevanceScore: Swift.Double = 0.0
        }

        """#
    static let control = #"""
        /// All Off (test.widgets.yaml:12).
        @available(iOS 18.0, *)
        struct AllOff: SwiftUI.ControlWidget {
            /// Creates the control (test.widgets.yaml:12).
            init() {}

            /// The configuration and the template (test.widgets.yaml:12).
            var body: some SwiftUI.ControlWidgetConfiguration {
                WidgetKit.StaticControlConfiguration(kind: ControlKinds.allOff) {
                    WidgetKit.ControlWidgetButton(action: TurnAllOffIntent()) {
                        SwiftUI.Label("All Off", systemImage: "power")
                    }
                }
                .displayName("All Off")
            }
        }

        """#
    static let families = #"""
        /// The families on the platform being compiled (test.widgets.yaml:11).
        private static var supportedFamilies: [WidgetKit.WidgetFamily] {
            #if os(iOS)
            return [WidgetKit.WidgetFamily.systemSmall]
            #elseif os(watchOS)
            return [WidgetKit.WidgetFamily.accessoryCircular]
            #else
            return []
            #endif
        }

        """#
    static let kinds = #"""
        /// The kinds of the widgets of `TestWidgets` (test.widgets.yaml:2).
        enum WidgetKinds {
            /// The kind of `Status` (test.widgets.yaml:7).
            static let status: Swift.String = "com.example.status"
        }

        """#
    static let loading = #"""
        /// What the app implements for `Status` (test.widgets.yaml:6): its data loading.
        ///
        /// Write `struct StatusLoader: StatusLoading` in the widget extension; the generated provider
        /// creates it with `init()` and calls `load(_:)` once per timeline.
        protocol StatusLoading: Swift.Sendable {
            /// Creates the loader; the generated provider calls this (test.widgets.yaml:6).
            init()

            /// Loads the content of one timeline. Throwing makes the timeline follow the spec's `onError`
            /// plan, showing the last good content (`stale`) when the widget has a `cache`, else the
            /// spec's placeholders marked `failed` with the error's description.
            func load(_ request: StatusRequest) async throws -> StatusLoad
        }

        """#
}
