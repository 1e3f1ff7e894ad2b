import Foundation
import Testing

@testable import WidgetSpecKit

/// The name collisions an attacker found (issue 11), one case each: a spec either passes `check` and generates
/// code that type-checks (Foundation part alone and glue with the stubs), or `check` rejects it with the named
/// diagnostic on the line marked `#<`.
@Suite struct NameRegressionTests {
    enum Outcome: Sendable {
        case compiles
        case rejected(DiagnosticID)

        /// Rejected by the checker's rule for colliding Swift names (WS0603).
        static let nameCollision = rejected(DiagnosticDescription.swiftNameCollision.id)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var yaml: String
        var outcome: Outcome
        var testDescription: String { label }

        init(_ label: String, _ outcome: Outcome, _ body: String, bundle: String = "NameWidgets") {
            self.label = label
            self.outcome = outcome
            yaml = "spec: 1\nbundle: \(bundle)\nplatforms: { iOS: \"17.0\" }\n" + body
        }

        /// The 1-based line holding the `#<` marker.
        var markedLine: Int? {
            yaml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasSuffix("#<") }
                .map { $0 + 1 }
        }
    }

    /// A static widget with an entry field.
    static func widget(
        _ name: String, marker: Bool = false, timeline: String = "{ entries: now, policy: never }"
    ) -> String {
        """
          \(name):\(marker ? " #<" : "")
            kind: com.example.\(name.lowercased())
            displayName: \(name)
            families: [systemSmall]
            entry:
              value: { type: "Int?", placeholder: nil }
            timeline: \(timeline)

        """
    }

    /// A timeline (after `timeline:`) with one plan named `plan`, the `#<` marker on its line when `marker`.
    static func planned(_ plan: String, marker: Bool = false) -> String {
        let plans = "\n      plans:\n        \(plan): { policy: never }" + (marker ? " #<" : "")
        return "\n      entries: now\n      policy: atEnd" + plans
    }

    static let compiling: [Case] = [
        Case(
            "entry fields named like the entry's members: read through its content", .compiles,
            """
            widgets:
              Foo:
                kind: com.example.foo
                displayName: Foo
                families: [systemSmall]
                intent: { parameters: { team: { type: String, default: "a" } } }
                entry:
                  date: { type: "Date?", placeholder: nil }
                  configuration: { type: "Int?", placeholder: nil }
                  content: { type: "String?", placeholder: nil }
                  state: { type: "Bool?", placeholder: nil }
                  relevance: { type: "Double?", placeholder: nil }
                timeline: { entries: now, policy: { after: 1h }, relevance: { score: 1 } }
                cache: { appGroup: group.com.example }
              Bar:
                kind: com.example.bar
                displayName: Bar
                families: [systemSmall]
                entry:
                  request: { type: "Int?", placeholder: nil }
                  load: { type: "Int?", placeholder: nil }
                  cacheKey: { type: "Int?", placeholder: nil }
                  fallback: { type: "Int?", placeholder: nil }
                  widgetBackground: { type: "Int?", placeholder: nil }
                background: view

            """),
        Case(
            "framework and schedule-library names as spec types", .compiles,
            """
            models:
              TimelineRule: { x: Int }
              Task: { rule: TimelineRule }
              Set: { x: Int }
              TimeZone: { x: Int }
              UUID: { x: Int }
              CaseIterable: { x: Int }
              MainActor: { x: Int }
            enums:
              AppEnum: { cases: [a, b] }
              WidgetFamily: { cases: [small] }
              ReloadPolicy: { cases: [never] }
            widgets:
              ActivityContent:
                kind: com.example.a
                displayName: A
                families: [systemSmall]
                intent:
                  name: ScheduleDuration
                  parameters:
                    family: { type: WidgetFamily, default: small }
                    policy: { type: AppEnum, default: a }
                entry:
                  rule: { type: "TimelineRule?", placeholder: nil }
                  task: { type: "Task?", placeholder: nil }
                  sets: { type: "[Set]", placeholder: [] }
                  zone: { type: "TimeZone?", placeholder: nil }
                  id: { type: "UUID?", placeholder: nil }
                  iterable: { type: "CaseIterable?", placeholder: nil }
                  actor: { type: "MainActor?", placeholder: nil }
                  reload: { type: ReloadPolicy, placeholder: never }
                timeline: { entries: { every: 1h, count: 3 }, policy: atEnd, jitter: 10m }
              DynamicIsland:
                kind: com.example.b
                displayName: B
                families: [systemSmall]
                timeline: { entries: now, policy: { after: 1h } }
              TimelinePlan:
                kind: com.example.c
                displayName: C
                families: [systemSmall]
                timeline: { entries: now, policy: never }
            activities:
              EntrySchedule:
                attributes: { zone: "TimeZone?" }
                state: { id: "UUID?" }
            events:
              refresh: { reloads: [ActivityContent], matching: [family, policy] }

            """, bundle: "Jitter"),
        Case(
            "the generic load's library names as spec names", .compiles,
            """
            models:
              TimelinePlanChoice: { x: Int }
            widgets:
              TimelineLoad:
                kind: com.example.load
                displayName: Load
                families: [systemSmall]
                entry:
                  choice: { type: "TimelinePlanChoice?", placeholder: nil }
                timeline: { entries: now, policy: never, plans: { later: { policy: { after: 1h } } } }
              SinglePlan:
                kind: com.example.single
                displayName: Single
                families: [systemSmall]
                entry:
                  choice: { type: "TimelinePlanChoice?", placeholder: nil }
                timeline: { entries: now, policy: never }

            """),
        Case(
            "members the generated code also uses, and names nested types use", .compiles,
            """
            enums:
              RawValue: { cases: [a] }
              AllCases: { cases: [b] }
            widgets:
              AppIntent:
                kind: com.example.intent
                displayName: D
                families: [systemSmall]
                intent:
                  parameters:
                    widget: { type: String, default: "w" }
                    widgets: { type: RawValue, default: a }
                    kinds: { type: AllCases, default: b }
                    result: { type: Int, default: 1 }
                    intent: { type: Bool, default: true }
                url: "app://x/{widget}"
                entry:
                  content: { type: String, placeholder: "c" }
                  date2: { type: "Date?", placeholder: nil }
                  placeholder: { type: "[AllCases]", placeholder: [] }
                timeline: { entries: now, policy: never }
            activities:
              Content:
                attributes: { a: Int }
                state: { b: "RawValue?" }
            events:
              refresh: { reloads: [AppIntent], matching: [widget, widgets, kinds, result, intent] }

            """, bundle: "Task"),
        Case(
            "entities, actions and controls named like framework types and their members", .compiles,
            """
            entities:
              Result:
                fields:
                  name: String
                  title: String?
                  typeDisplayRepresentation: String
                  defaultQuery: Int
                  entities: Int
                display: { title: name, subtitle: title }
                search: true
              Entity:
                fields: { value: String }
                display: { title: value }
              Default:
                fields: { x: String }
                display: { title: id }
              ID:
                fields: { y: String }
                display: { title: y }
            widgets:
              Text:
                kind: com.example.text
                displayName: T
                families: [systemSmall]
                intent:
                  parameters:
                    result: Result
                    entity: Entity?
                    default: Default
                    id: ID
                entry:
                  value: { type: "Result?", placeholder: nil }
                actions: [Value, Perform]
                timeline: { entries: now, policy: never }
            controls:
              View:
                kind: com.example.view
                displayName: V
                toggle: Value
                intent:
                  parameters:
                    in: { type: String, default: "x" }
                    entity: Entity?
                available: { iOS: "18.0" }
              Label:
                kind: com.example.label
                displayName: L
                button: Perform
                available: { iOS: "18.0" }
            actions:
              Value:
                toggle: true
                parameters:
                  in: { type: String, default: "x" }
                  entity: Entity?
                  handler: { type: Int, default: 1 }
                reloads: [Text, View, Label]
              Perform:
                parameters:
                  result: { type: "Result?" }
                  default: { type: "[Default]?" }
                reloads: all
                liveActivity: true
            events:
              changed: { reloads: [Text, View], matching: [result, entity, default, id] }

            """, bundle: "Task"),
    ]

    /// Plans named like the members of the generated plan enum, load and request, and like keywords: each is a
    /// case of `FooPlan`, which may share a name with an instance member (`rawValue`, `hashValue`).
    static let planNames: Case = Case(
        "plan names like the members of the plan enum, the load and the request", .compiles,
        """
        widgets:
          Foo:
            kind: com.example.foo
            displayName: Foo
            families: [systemSmall]
            intent: { parameters: { family: { type: String, default: "a" } } }
            entry:
              plan: { type: "Int?", placeholder: nil }
              family: { type: "String?", placeholder: nil }
            timeline:
              entries: { every: 1h, count: 2 }
              policy: atEnd
              plans:
                rawValue: { policy: never }
                hashValue: { entries: now }
                content: { entries: { dynamic: { count: 2, every: 1h } } }
                perEntry: { policy: never }
                dated: { policy: never }
                plan: { policy: never }
                class: { policy: never }
                isPreview: { policy: never }
          FooPlanned:
            kind: com.example.planned
            displayName: Planned
            families: [systemSmall]
            timeline: { entries: now, policy: never, plans: { family: { policy: { after: 1h } } } }

        """)

    static let rejected: [Case] =
        [
            Case(
                "widget Foo and widget FooInfo", .nameCollision,
                "widgets:\n" + widget("Foo") + widget("FooInfo", marker: true)),
            Case(
                "widget Foo and widget FooProvider", .nameCollision,
                "widgets:\n" + widget("Foo") + widget("FooProvider", marker: true)),
        ]
        + ["Entry", "Content", "Loading", "Loader", "Request", "Load"].map { suffix in
            Case(
                "model Foo\(suffix) beside widget Foo", .nameCollision,
                "models:\n  Foo\(suffix): { x: Int }\nwidgets:\n" + widget("Foo", marker: true))
        } + [
            Case(
                "model FooConfiguration beside configurable widget Foo", .nameCollision,
                """
                models:
                  FooConfiguration: { x: Int }
                widgets:
                  Foo: #<
                    kind: com.example.foo
                    displayName: Foo
                    families: [systemSmall]
                    intent: { parameters: { team: { type: String, default: "a" } } }
                    timeline: { entries: now, policy: never }

                """),
            Case(
                "model FooBackgroundProviding beside widget Foo with background: view", .nameCollision,
                "models:\n  FooBackgroundProviding: { x: Int }\nwidgets:\n"
                    + widget("Foo", marker: true).replacingOccurrences(
                        of: "    timeline:", with: "    background: view\n    timeline:")),
            Case(
                "model <Bundle>SharedAppIntents with an enum", .nameCollision,
                "models:\n  NameWidgetsSharedAppIntents: { x: Int } #<\nenums:\n  Hero: { cases: [a] }\nwidgets:\n"
                    + widget("Foo")),
            Case(
                "model <Bundle>Installation with jitter", .nameCollision,
                "models:\n  NameWidgetsInstallation: { x: Int } #<\nwidgets:\n"
                    + widget("Foo", timeline: "{ entries: now, policy: { after: 1h }, jitter: 10m }")),
            Case(
                "model <Activity>LiveActivity", .nameCollision,
                "models:\n  OrderLiveActivity: { x: Int }\nwidgets:\n" + widget("Foo")
                    + "activities:\n  Order: #<\n    attributes: { a: Int }\n    state: { b: Int }\n"),
            Case(
                "model <Activity>DynamicIslandContent", .nameCollision,
                "models:\n  OrderDynamicIslandContent: { x: Int }\nwidgets:\n" + widget("Foo")
                    + "activities:\n  Order: #<\n    attributes: { a: Int }\n    state: { b: Int }\n"),
            Case(
                "model FooPlan beside widget Foo with plans", .nameCollision,
                "models:\n  FooPlan: { x: Int }\nwidgets:\n" + widget("Foo", marker: true, timeline: planned("full"))),
            Case(
                "plan allCases, the plan enum's static member", .nameCollision,
                "widgets:\n" + widget("Foo", timeline: planned("allCases", marker: true))),
            Case(
                "plan init", .rejected(.reservedName),
                "widgets:\n" + widget("Foo", timeline: planned("init", marker: true))),
            Case(
                "widgets FOO and Foo", .nameCollision,
                "widgets:\n" + widget("FOO") + widget("Foo", marker: true)),
            Case(
                "widgets URLWidget and UrlWidget", .nameCollision,
                "widgets:\n" + widget("URLWidget") + widget("UrlWidget", marker: true)),
            Case(
                "widgets Ab and AB", .nameCollision,
                "widgets:\n" + widget("Ab") + widget("AB", marker: true)),
            Case(
                "intent parameter widgetURL with url", .nameCollision,
                """
                widgets:
                  Foo:
                    kind: com.example.foo
                    displayName: Foo
                    families: [systemSmall]
                    intent:
                      parameters:
                        widgetURL: { type: String, default: "a" } #<
                    url: "app://foo/{widgetURL}"
                    timeline: { entries: now, policy: never }

                """),
        ]
        + ["typeTitle", "caseDisplayRepresentations", "typeDisplayRepresentation"].map { name in
            Case(
                "enum case \(name)", .nameCollision,
                "enums:\n  Hero:\n    cases:\n      - \(name) #<\nwidgets:\n" + widget("Foo"))
        }
        + ["EventName", "ContentState", "CodingKeys", "Entry", "Intent", "Context", "Parameter", "WidgetBackground"].map
    {
        name in
        Case(
            "enum \(name)", .rejected(.reservedName),
            "enums:\n  \(name): { cases: [a] } #<\nwidgets:\n" + widget("Foo"))
    }
        + ["Intent", "Handling", "Info"].map { suffix in
            Case(
                "model Foo\(suffix) beside action Foo", .nameCollision,
                "models:\n  Foo\(suffix): { x: Int }\nwidgets:\n" + widget("Bar")
                    + "actions:\n  Foo: #<\n    parameters: { x: Int }\n")
        }
        + ["Query", "Finding"].map { suffix in
            Case(
                "model Foo\(suffix) beside entity Foo", .nameCollision,
                "models:\n  Foo\(suffix): { x: Int }\nentities:\n  Foo: #<\n    fields: { name: String }\n"
                    + "    display: { title: name }\nwidgets:\n" + widget("Bar"))
        }
        + ["ValueProvider", "ValueLoading"].map { suffix in
            Case(
                "model Foo\(suffix) beside toggle control Foo", .nameCollision,
                "models:\n  Foo\(suffix): { x: Int }\nwidgets:\n" + widget("Bar") + Self.toggleControl("Foo"))
        } + [
            Case(
                "model <Bundle>ExtensionAppIntents with an action", .nameCollision,
                "models:\n  NameWidgetsExtensionAppIntents: { x: Int } #<\nwidgets:\n" + widget("Bar")
                    + "actions:\n  Go: {}\n"),
            Case(
                "controls FOO and Foo", .nameCollision,
                "widgets:\n" + widget("Bar")
                    + """
                    controls:
                      FOO:
                        kind: com.example.foo-upper
                        displayName: FOO
                        button: Go
                        available: { iOS: "18.0" }
                      Foo: #<
                        kind: com.example.foo
                        displayName: Foo
                        button: Go
                        available: { iOS: "18.0" }
                    actions:
                      Go: {}

                    """),
            Case(
                "entity field displayRepresentation", .nameCollision,
                """
                entities:
                  Card:
                    fields:
                      name: String
                      displayRepresentation: String #<
                    display: { title: name }
                widgets:

                """ + widget("Bar")),
            Case(
                "action parameter perform", .nameCollision,
                "widgets:\n" + widget("Bar") + "actions:\n  Go:\n    parameters:\n      perform: Int #<\n"),
            Case(
                "action parameter _x beside x", .nameCollision,
                "widgets:\n" + widget("Bar") + "actions:\n  Go:\n    parameters:\n      x: Int\n      _x: Int #<\n"),
            Case(
                "toggle action parameter _value beside its value", .nameCollision,
                "widgets:\n" + widget("Bar")
                    + "actions:\n  Go:\n    toggle: true\n    parameters:\n      _value: Int #<\n"),
            Case(
                "model ControlKinds", .rejected(.reservedName),
                "models:\n  ControlKinds: { x: Int } #<\nwidgets:\n" + widget("Foo")),
            Case(
                "an array type nested 28 deep", .rejected(.invalidTypeExpression),
                "models:\n  Deep:\n    x: \"\(String(repeating: "[", count: 28))Int\(String(repeating: "]", count: 28))\" #<\n"
                    + "widgets:\n" + widget("Foo")),
        ]

    /// A toggle control `name` (iOS 18) with its toggle action.
    static func toggleControl(_ name: String, marker: Bool = true) -> String {
        """
        controls:
          \(name):\(marker ? " #<" : "")
            kind: com.example.\(name.lowercased())-control
            displayName: \(name)
            toggle: Flip
            available: { iOS: "18.0" }
        actions:
          Flip: { toggle: true }

        """
    }

    @Test(arguments: compiling + [planNames])
    func compiles(_ test: Case) throws {
        let spec = try Self.checkedSpec(test)
        let failure = try NamePropertyTests.typeCheck(spec, modules: BuiltModules.get(), run: 0)
        #expect(failure == nil, "\(test.yaml)\n\(failure ?? "")")
    }

    @Test(arguments: rejected)
    func isRejected(_ test: Case) throws {
        guard case .rejected(let id) = test.outcome, let line = test.markedLine else {
            Issue.record("a rejected case needs an ID and a #< marker")
            return
        }
        let loaded = SpecLoader.load(SourceFile(path: "names.widgets.yaml", text: test.yaml))
        let diagnostics = loaded.diagnostics + (loaded.spec.map { Checker.check([$0]) } ?? [])
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(
            errors.contains { $0.id == id && $0.range?.start.line == line },
            "expected \(id) on line \(line), got:\n\(errors.map { "\($0.range?.start.description ?? "-") \($0.id) \($0.message)" }.joined(separator: "\n"))"
        )
    }

    static func checkedSpec(_ test: Case) throws -> Spec {
        let loaded = SpecLoader.load(SourceFile(path: "names.widgets.yaml", text: test.yaml))
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let errors = (loaded.diagnostics + Checker.check([spec])).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        return spec
    }
}
