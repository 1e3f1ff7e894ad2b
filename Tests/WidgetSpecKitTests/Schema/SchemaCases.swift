/// Small specs for the schema tests: valid ones that exercise the language's looser forms, and invalid ones
/// with one structural error each, of the kinds a JSON Schema can express.
enum SchemaCases {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var text: String
        var description: String { name }
    }

    static let header = """
        spec: 1
        bundle: Demo

        """

    /// One widget; `extra` is appended to the widget's keys (indent 4).
    static func widget(_ extra: String = "", families: String = "[systemSmall]") -> String {
        header + """
            widgets:
              Clock:
                kind: com.example.clock
                displayName: Clock
                families: \(families)

            """ + extra
    }

    /// Valid specs the tool accepts; the schema must accept them too.
    static let valid: [Case] = [
        Case(
            name: "anchors-and-merge-keys",
            text: header + """
                x-launcher: &launcher
                  families: [systemSmall]
                  description: Opens the app.
                widgets:
                  x-note: extension keys are ignored in free maps too
                  Search:
                    <<: *launcher
                    kind: com.example.search
                    displayName: Search
                  Compose:
                    <<: [*launcher]
                    kind: com.example.compose
                    displayName: Compose
                    x-comment: ignored
                """),
        Case(
            name: "scalars-read-as-the-place-expects",
            text: """
                spec: 1
                bundle: Demo
                platforms: { iOS: 17.0, macOS: 14, watchOS: "10.0" }
                enums:
                  Answer:
                    cases: [yes, no, on, off]
                widgets:
                  Clock:
                    kind: 12345
                    displayName: yes
                    description: 3.5
                    families: [systemSmall]
                    entry:
                      answer: { type: Answer, placeholder: on }
                      label: { type: String, placeholder: no }
                      when: { type: Date, placeholder: +1h }
                      window: { type: "ClosedRange<Date>", placeholder: [now, +30m] }
                      tags: [String]
                      names: { type: "[String]" }
                      maybe: Int?
                    timeline:
                      entries: [0, 30m, { every: 1h, count: 2, start: 2h }]
                      policy: { after: 0 }
                """),
        Case(
            name: "one-or-many-forms",
            text: widget(
                """
                    timeline:
                      entries:
                        - { at: "09:30", on: mon }
                        - { at: ["12:00", "18:00:30"], on: [sat, sun], count: 3, timezone: Europe/Berlin }
                        - { dynamic: { count: 3, every: 2h } }
                        - { every: 1m, for: 1h }
                      policy: { after: { at: "00:00" } }
                      jitter: 1h
                      relevance: { score: 0.5, duration: 1h }
                      onError: { policy: { after: 2h } }
                    checks: { disable: [WS0701], enable: WS0702 }
                events:
                  logout: { reloads: all, foreground: true }
                  refresh: { reloads: [Clock], matching: [] }
                  other: { reloads: [Clock], matching: city }
                report:
                  start: 2026-01-05T09:00:00+01:00
                  events: { logout: 3h, refresh: [1h, 2h] }
                """)),
        Case(
            name: "families-per-platform",
            text: """
                spec: 1
                bundle: Demo
                platforms: { iOS: "17.0", watchOS: "10.0" }
                widgets:
                  Clock:
                    kind: com.example.clock
                    displayName: Clock
                    families: { iOS: [systemSmall], watchOS: [accessoryCorner] }
                activities:
                  Delivery:
                    state: { eta: "ClosedRange<Date>" }
                    dismissal: { after: 1h }
                """),
    ]

    /// Invalid specs with a structural error the schema expresses; the tool rejects them too.
    static let invalid: [Case] = [
        Case(name: "unknown-top-level-key", text: widget() + "widget: {}\n"),
        Case(name: "unknown-widget-key", text: widget("    familes: [systemSmall]\n")),
        Case(name: "unknown-timeline-key", text: widget("    timeline: { policy: never, polcy: atEnd }\n")),
        Case(
            name: "unknown-entries-key",
            text: widget("    timeline: { entries: { every: 1h, cnt: 2 }, policy: never }\n")),
        Case(name: "missing-required-key", text: header + "widgets:\n  Clock: { kind: k, families: [systemSmall] }\n"),
        Case(name: "missing-policy", text: widget("    timeline: { entries: now }\n")),
        Case(name: "missing-spec-version", text: "bundle: Demo\nwidgets: {}\n"),
        Case(name: "families-not-a-list", text: widget(families: "systemSmall")),
        Case(name: "boolean-written-yes", text: widget("    contentMarginsDisabled: yes\n")),
        Case(name: "quoted-integer", text: widget().replacingOccurrences(of: "spec: 1", with: "spec: \"1\"")),
        Case(name: "mapping-for-a-string", text: widget("    description: { text: Hi }\n")),
        Case(name: "list-for-a-string", text: widget("    description: [a, b]\n")),
        Case(name: "unknown-family", text: widget(families: "[systemHuge]")),
        Case(
            name: "unknown-weekday",
            text: widget("    timeline: { entries: { at: \"09:30\", on: monday }, policy: never }\n")),
        Case(name: "unknown-access-level", text: widget() + "access: open\n"),
        Case(name: "unknown-policy", text: widget("    timeline: { policy: atend }\n")),
        Case(name: "unknown-platform", text: widget() + "platforms: { iPadOS: \"17.0\" }\n"),
        Case(
            name: "unknown-dismissal", text: widget() + "activities:\n  Live: { state: { a: Int }, dismissal: later }\n"
        ),
        Case(name: "reloads-everything", text: widget() + "events:\n  logout: { reloads: everything }\n"),
        Case(name: "bad-duration", text: widget("    timeline: { policy: { after: 15 minutes } }\n")),
        Case(name: "bare-number-duration", text: widget("    timeline: { policy: { after: 15 } }\n")),
        Case(name: "bad-wall-time", text: widget("    timeline: { entries: { at: \"25:00\" }, policy: never }\n")),
        Case(name: "bad-version", text: widget() + "platforms: { iOS: seventeen }\n"),
        Case(name: "bad-diagnostic-id", text: widget("    checks: { disable: [W0701] }\n")),
        Case(name: "bad-date-time", text: widget() + "report: { start: 2026-01-05T9 }\n"),
        Case(name: "lowercase-widget-name", text: widget().replacingOccurrences(of: "Clock:", with: "clock:")),
        Case(
            name: "reserved-bundle-name",
            text: widget().replacingOccurrences(of: "bundle: Demo", with: "bundle: String")),
        Case(name: "uppercase-field-name", text: widget("    entry: { Title: String }\n")),
        Case(
            name: "count-below-one", text: widget("    timeline: { entries: { every: 1h, count: 0 }, policy: never }\n")
        ),
        Case(name: "nested-entries-list", text: widget("    timeline: { entries: [now, [1h, 2h]], policy: never }\n")),
        Case(name: "top-level-list", text: "- spec: 1\n- bundle: Demo\n"),
        Case(name: "widget-not-a-mapping", text: header + "widgets:\n  Clock: com.example.clock\n"),
        Case(name: "two-element-type-list", text: widget("    entry: { names: [String, Int] }\n")),
    ]
}
