// WS0601, WS0602, WS0604-WS0607: widget and control kinds.

extension DiagnosticDescription {
    package static let duplicateKind = KindRule.duplicateKind.entry
    package static let duplicateKindAcrossFiles = KindRule.duplicateKindAcrossFiles.entry
    package static let emptyKind = KindRule.emptyKind.entry
    package static let kindWhitespace = KindRule.kindWhitespace.entry
    package static let kindSharedByWidgetAndControl = KindRule.kindSharedByWidgetAndControl.entry
    package static let kindNotReverseDNS = KindRule.kindNotReverseDNS.entry
}

enum KindRules: CheckerRuleGroup {
    typealias Rule = KindRule

    /// A widget or a control: what has a kind.
    private struct Owner {
        var name: String
        var kind: Located<String>
        /// "widget" or "control".
        var noun: String
        var widget: WidgetDecl?
        var control: ControlDecl?
    }

    static func check(_ context: inout CheckContext) {
        let widgets = context.spec.widgets.map {
            Owner(name: $0.name.value, kind: $0.kind, noun: "widget", widget: $0)
        }
        let controls = context.spec.controls.map {
            Owner(name: $0.name.value, kind: $0.kind, noun: "control", control: $0)
        }
        let widgetKinds = checkUnique(widgets, scope: "in a bundle", &context)
        let controlKinds = checkUnique(controls, scope: "among a bundle's controls", &context)
        for (kind, control) in controlKinds.sorted(by: { $0.key < $1.key }) {
            guard let widget = widgetKinds[kind] else { continue }
            report(
                .kindSharedByWidgetAndControl,
                "kind '\(kind)' of control '\(control.name)' is also the kind of widget '\(widget.name)'; the app "
                    + "would reload both with one string",
                owner: control, notes: [DiagnosticNote("the widget's kind", at: widget.kind.range)], &context)
        }
    }

    /// WS0604, WS0601 and the character rules over one kind of owner; returns the first owner of each kind.
    private static func checkUnique(_ owners: [Owner], scope: String, _ context: inout CheckContext) -> [String: Owner]
    {
        var first: [String: Owner] = [:]
        for owner in owners {
            let kind = owner.kind.value
            if kind.isEmpty {
                report(.emptyKind, "\(owner.noun) '\(owner.name)' has an empty kind", owner: owner, &context)
                continue
            }
            if let earlier = first[kind] {
                report(
                    .duplicateKind,
                    "kind '\(kind)' of \(owner.noun) '\(owner.name)' is already the kind of \(owner.noun) "
                        + "'\(earlier.name)'; kinds must be unique \(scope)",
                    owner: owner, notes: [DiagnosticNote("first used here", at: earlier.kind.range)], &context)
            } else {
                first[kind] = owner
            }
            checkCharacters(owner, &context)
        }
        return first
    }

    private static func report(
        _ rule: DiagnosticDescription, _ message: String, owner: Owner, notes: [DiagnosticNote] = [],
        _ context: inout CheckContext
    ) {
        context.report(
            rule, message, at: owner.kind.range, notes: notes, widget: owner.widget, control: owner.control)
    }

    /// A widget's or a control's kind, and where it is: all the across-file rule keeps of a declaration (copies
    /// of 5,000 widgets' IR doubled `check`'s peak).
    struct OwnedKind: Sendable {
        var file: String
        /// The widget's or the control's name.
        var owner: String
        var isControl: Bool
        var kind: Located<String>

        var noun: String { isControl ? "control" : "widget" }
    }

    /// WS0602 for the widgets and the controls of specs checked together, sorted by file: the findings of each
    /// file, by file. Widgets and controls are separate namespaces, as within a file.
    /// (`AcrossFileFacts.rules` lists it, for the severity switches.)
    static func checkAcrossFiles(_ kinds: [OwnedKind]) -> [String: [Finding]] {
        var findings: [String: [Finding]] = [:]
        var firstKind: [String: OwnedKind] = [:]
        for owned in kinds where !owned.kind.value.isEmpty {
            let key = "\(owned.noun) \(owned.kind.value)"
            guard let first = firstKind[key] else {
                firstKind[key] = owned
                continue
            }
            guard first.file != owned.file else { continue }  // same file: `duplicateKind`
            let rule = DiagnosticDescription.duplicateKindAcrossFiles
            let diagnostic = rule.diagnostic(
                "kind '\(owned.kind.value)' of \(owned.noun) '\(owned.owner)' is also the kind of \(owned.noun) "
                    + "'\(first.owner)' in \(first.file)",
                at: owned.kind.range,
                notes: [DiagnosticNote("first used here", at: first.kind.range)])
            findings[owned.file, default: []].append(Finding(diagnostic, widget: owned.owner, rule: rule))
        }
        return findings
    }

    private static func checkCharacters(_ owner: Owner, _ context: inout CheckContext) {
        let kind = owner.kind.value
        // Import's placeholder is an error of its own (WS0010); its spaces are no second finding.
        guard !kind.hasPrefix(SpecPlaceholder.kindPrefix) else { return }
        let control = kind.unicodeScalars.contains { $0.properties.generalCategory == .control }
        let whitespace = kind.unicodeScalars.contains { $0.properties.isWhitespace }
        if control || whitespace {
            let what = control ? "control characters" : "whitespace"
            report(
                .kindWhitespace, "kind '\(escaped(kind))' of \(owner.noun) '\(owner.name)' contains \(what)",
                owner: owner,
                notes: [
                    DiagnosticNote(
                        "reverse-DNS kinds such as 'com.example.app.\(owner.name.lowercased())' are "
                            + "recommended; renaming a shipped kind removes the \(owner.noun) from "
                            + (owner.widget != nil ? "Home Screens" : "Control Center"))
                ], &context)
        } else if !isReverseDNS(kind) {
            report(
                .kindNotReverseDNS, "kind '\(kind)' of \(owner.noun) '\(owner.name)' is not in reverse-DNS form",
                owner: owner,
                notes: [DiagnosticNote("for example 'com.example.app.\(owner.name.lowercased())'")], &context)
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

/// The rules of `KindRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum KindRule: String, DiagnosticRule {
    case duplicateKind = "WS0601"
    case duplicateKindAcrossFiles = "WS0602"
    case emptyKind = "WS0604"
    case kindWhitespace = "WS0605"
    case kindNotReverseDNS = "WS0606"
    case kindSharedByWidgetAndControl = "WS0607"

    var entry: DiagnosticDescription {
        switch self {
        case .duplicateKind:
            DiagnosticDescription(
                id, name: "duplicate-kind", severity: .error,
                summary: "Two widgets, or two controls, of one bundle with the same `kind`.",
                source: .apple(["S1", "S9"]),
                rationale: """
                    `kind` identifies a widget to WidgetKit: it must be unique among an extension's widgets [S1], and \
                    `reloadTimelines(ofKind:)` reloads every widget of that kind [S9]. Two widgets sharing one would \
                    replace each other in the gallery. Controls are identified, and reloaded \
                    (`ControlCenter.reloadControls(ofKind:)`), the same way, among the controls [S1].
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
        case .duplicateKindAcrossFiles:
            DiagnosticDescription(
                id, name: "duplicate-kind-across-files", severity: .error,
                summary: "The same `kind` for two widgets, or two controls, in two spec files checked together.",
                source: .assumption(
                    """
                    The tool's own design: files checked together are taken to belong to one app. That \
                    `reloadTimelines(ofKind:)` and `reloadAllTimelines()` act on every widget of a kind and on every kind of \
                    the containing app is documented [S9].
                    """),
                rationale: """
                    Files checked together usually belong to one app, and `reloadTimelines(ofKind:)` and \
                    `reloadAllTimelines()` act on every kind of the containing app [S9], so a kind shared between \
                    two extensions reloads both. Controls are reloaded by kind the same way \
                    (`ControlCenter.reloadControls(ofKind:)` [S1]). Widgets and controls are apart: a widget and a \
                    control may share a kind, as in one file (WS0601). Check unrelated apps in separate runs, or \
                    disable the rule.
                    """,
                exampleNote: "Needs two files checked together; see the checker's tests.")
        case .emptyKind:
            DiagnosticDescription(
                id, name: "empty-kind", severity: .error,
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
        case .kindWhitespace:
            DiagnosticDescription(
                id, name: "kind-whitespace", severity: .warning,
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
        case .kindNotReverseDNS:
            DiagnosticDescription(
                id, name: "kind-not-reverse-dns", severity: .note,
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
        case .kindSharedByWidgetAndControl:
            DiagnosticDescription(
                id, name: "kind-shared-by-widget-and-control", severity: .warning,
                summary: "A control whose `kind` is also a widget's.",
                source: .assumption(
                    """
                    Apple asks for kinds unique among widgets and among controls [S1], not across the two; the tool asks \
                    for more because one string would name two things the app reloads separately.
                    """),
                rationale: """
                    `WidgetCenter` reloads widgets by kind and `ControlCenter` controls by kind [S1][S9], each in its own \
                    namespace, so a widget and a control may share a kind. But the app then reloads two different \
                    things with one string, and `WidgetKinds` and `ControlKinds` hold equal constants that are easily \
                    mixed up. Give the control a kind of its own (`com.example.app.lights-control`).
                    """,
                triggering: [
                    .spec(
                        """
                        widgets:
                          Lights:
                            kind: com.example.lights
                            displayName: Lights
                            families: [systemSmall]
                        controls:
                          LightsToggle:
                            kind: ↓com.example.lights
                            displayName: Lights
                            button: TurnOff
                            available: { iOS: "18.0" }
                        actions:
                          TurnOff: {}
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        widgets:
                          Lights:
                            kind: com.example.lights
                            displayName: Lights
                            families: [systemSmall]
                        controls:
                          LightsToggle:
                            kind: com.example.lights-control
                            displayName: Lights
                            button: TurnOff
                            available: { iOS: "18.0" }
                        actions:
                          TurnOff: {}
                        """)
                ])
        }
    }
}
