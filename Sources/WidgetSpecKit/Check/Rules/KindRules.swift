// WS0601, WS0602, WS0604-WS0606: widget kinds.

extension DiagnosticDescription {
    public static let duplicateKind = DiagnosticDescription(
        "WS0601", name: "duplicate-kind", severity: .error,
        summary: "Two widgets of one bundle with the same `kind`.",
        source: .apple(["S1", "S9"]),
        rationale: """
            `kind` identifies a widget to WidgetKit: it must be unique among an extension's widgets [S1], and \
            `reloadTimelines(ofKind:)` reloads every widget of that kind [S9]. Two widgets sharing one would \
            replace each other in the gallery.
            """,
        triggering: [
            .widgets(
                [
                    "Status": "",
                    "Leaderboard": """
                    kind: ↓com.example.status
                    families: [systemMedium]
                    """,
                ])
        ],
        nonTriggering: [
            .widgets(
                [
                    "Status": "",
                    "Leaderboard": "families: [systemMedium]",
                ])
        ])

    public static let duplicateKindAcrossFiles = DiagnosticDescription(
        "WS0602", name: "duplicate-kind-across-files", severity: .error,
        summary: "The same `kind` in two spec files checked together.",
        source: .assumption(
            """
            The tool's own design: files checked together are taken to belong to one app. That \
            `reloadTimelines(ofKind:)` and `reloadAllTimelines()` act on every widget of a kind and on every kind of \
            the containing app is documented [S9].
            """),
        rationale: """
            Files checked together usually belong to one app, and `reloadTimelines(ofKind:)` and \
            `reloadAllTimelines()` act on every kind of the containing app [S9], so a kind shared between \
            two extensions reloads both. Check unrelated apps in separate runs, or disable the rule.
            """,
        exampleNote: "Needs two files checked together; see the checker's tests.")

    public static let emptyKind = DiagnosticDescription(
        "WS0604", name: "empty-kind", severity: .error,
        summary: "A widget whose `kind` is empty.",
        source: .assumption(
            """
            Apple documents that `kind` identifies a widget and must be unique among an extension's widgets [S1], \
            not that it must be non-empty; the tool takes an empty kind for a value left out.
            """),
        rationale: """
            WidgetKit identifies widgets by `kind` and reloads them by it (`reloadTimelines(ofKind:)` [S1][S9]). \
            Nothing documents an empty kind as invalid, but it is almost always a value left out.
            """,
        triggering: [
            .widget(
                #"kind: ↓"""#)
        ],
        nonTriggering: [
            .widget(
                "kind: Status")
        ])

    public static let kindWhitespace = DiagnosticDescription(
        "WS0605", name: "kind-whitespace", severity: .warning,
        summary: "A `kind` with whitespace or control characters.",
        source: .assumption("A convention, not an Apple rule: any string works as a kind [S1]."),
        rationale: """
            Any string works as a kind [S1] and real apps do use spaces, but leading or trailing spaces and \
            control characters are invisible in code review and easy to get wrong when the app calls \
            `reloadTimelines(ofKind:)`. Reverse-DNS (`com.example.app.status`) is the convention. Renaming the \
            kind of a shipped widget removes it from people's Home Screens, so prefer disabling the rule \
            for existing kinds.
            """,
        triggering: [
            .widget(
                "kind: ↓Game Status")
        ],
        nonTriggering: [
            .widget(
                "kind: com.example.game-status")
        ])

    public static let kindNotReverseDNS = DiagnosticDescription(
        "WS0606", name: "kind-not-reverse-dns", severity: .note,
        summary: "A `kind` not written in reverse-DNS form (opt-in).",
        source: .assumption(
            """
            A convention, not an Apple rule: any string works as a kind [S1]; reverse-DNS names are the tool's \
            recommendation.
            """),
        rationale: """
            `kind` is any string [S1]; reverse-DNS kinds (`com.example.app.status`) do not clash with other \
            extensions' kinds and read well in logs. Opt-in because many shipped widgets use plain names and \
            renaming a kind removes the widget from people's Home Screens.
            """,
        isOptIn: true,
        triggering: [
            .widget(
                "kind: ↓GameStatus",
                topLevel: """
                    checks:
                      enable: [WS0606]
                    """)
        ],
        nonTriggering: [
            .widget(
                "kind: com.example.game-status",
                topLevel: """
                    checks:
                      enable: [WS0606]
                    """),
            .widget(
                "kind: GameStatus"),
        ])
}

enum KindRules: CheckerRuleGroup {
    static let rules: [DiagnosticDescription] = [
        .duplicateKind, .duplicateKindAcrossFiles, .emptyKind, .kindWhitespace, .kindNotReverseDNS,
    ]

    static func check(_ context: inout CheckContext) {
        var firstWidget: [String: WidgetDecl] = [:]
        for widget in context.spec.widgets {
            let kind = widget.kind.value
            if kind.isEmpty {
                context.report(
                    .emptyKind, "widget '\(widget.name.value)' has an empty kind", at: widget.kind.range,
                    widget: widget)
                continue
            }
            if let first = firstWidget[kind] {
                context.report(
                    .duplicateKind,
                    "kind '\(kind)' of widget '\(widget.name.value)' is already the kind of widget "
                        + "'\(first.name.value)'; kinds must be unique in a bundle",
                    at: widget.kind.range,
                    notes: [DiagnosticNote("first used here", at: first.kind.range)],
                    widget: widget)
            } else {
                firstWidget[kind] = widget
            }
            checkCharacters(widget, &context)
        }
    }

    /// WS0602 for specs checked together, sorted by file: the findings of each file, by file.
    static func checkAcrossFiles(_ specs: [Spec]) -> [String: [Finding]] {
        var findings: [String: [Finding]] = [:]
        var firstKind: [String: (spec: Spec, widget: WidgetDecl)] = [:]
        for spec in specs {
            for widget in spec.widgets where !widget.kind.value.isEmpty {
                guard let first = firstKind[widget.kind.value] else {
                    firstKind[widget.kind.value] = (spec, widget)
                    continue
                }
                guard first.spec.file != spec.file else { continue }  // same file: `duplicateKind`
                let diagnostic = DiagnosticDescription.duplicateKindAcrossFiles.diagnostic(
                    "kind '\(widget.kind.value)' of widget '\(widget.name.value)' is also the kind of widget "
                        + "'\(first.widget.name.value)' in \(first.spec.file)",
                    at: widget.kind.range,
                    notes: [DiagnosticNote("first used here", at: first.widget.kind.range)])
                findings[spec.file, default: []].append(Finding(diagnostic, widget: widget.name.value))
            }
        }
        return findings
    }

    private static func checkCharacters(_ widget: WidgetDecl, _ context: inout CheckContext) {
        let kind = widget.kind.value
        let control = kind.unicodeScalars.contains { $0.properties.generalCategory == .control }
        let whitespace = kind.unicodeScalars.contains { $0.properties.isWhitespace }
        if control || whitespace {
            let what = control ? "control characters" : "whitespace"
            context.report(
                .kindWhitespace, "kind '\(escaped(kind))' of widget '\(widget.name.value)' contains \(what)",
                at: widget.kind.range,
                notes: [
                    DiagnosticNote(
                        "reverse-DNS kinds such as 'com.example.app.\(widget.name.value.lowercased())' are "
                            + "recommended; renaming a shipped kind removes the widget from Home Screens")
                ],
                widget: widget)
        } else if !isReverseDNS(kind) {
            context.report(
                .kindNotReverseDNS, "kind '\(kind)' of widget '\(widget.name.value)' is not in reverse-DNS form",
                at: widget.kind.range,
                notes: [DiagnosticNote("for example 'com.example.app.\(widget.name.value.lowercased())'")],
                widget: widget)
        }
    }

    /// At least two dot-separated components of letters, digits, `-` and `_`.
    static func isReverseDNS(_ kind: String) -> Bool {
        let parts = kind.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2
            && parts.allSatisfy { part in
                !part.isEmpty
                    && part.unicodeScalars.allSatisfy {
                        $0.isASCII
                            && ($0.properties.isAlphabetic
                                || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
                    }
            }
    }

    /// Control characters made visible for a message.
    private static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            switch scalar {
            case "\n": "\\n"
            case "\t": "\\t"
            case "\r": "\\r"
            default:
                scalar.properties.generalCategory == .control
                    ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
            }
        }.joined()
    }
}
