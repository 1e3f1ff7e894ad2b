// WS0408-WS0409: the places a widget's `disfavoredLocations` names.

extension DiagnosticDescription {
    package static let disfavoredLocationNotOffered = DisfavoredLocationRule.disfavoredLocationNotOffered.entry
    package static let disfavoredLocationFromNewerOS = DisfavoredLocationRule.disfavoredLocationFromNewerOS.entry
}

/// A widget's `disfavoredLocations`: each place exists on one platform, from one OS [S1], and names families the
/// widget offers there.
enum DisfavoredLocationRules: CheckerRuleGroup {
    typealias Rule = DisfavoredLocationRule

    static func check(_ context: inout CheckContext) {
        for widget in context.spec.widgets {
            for entry in widget.disfavoredLocations { check(entry, of: widget, &context) }
        }
    }

    private static func check(_ entry: DisfavoredLocation, of widget: WidgetDecl, _ context: inout CheckContext) {
        let location = entry.location.value
        let platform = location.platform
        let name = widget.name.value
        let offered = widget.families.families(on: platform)
        guard let minimum = context.minimum(of: widget, on: platform), !offered.isEmpty else {
            let why =
                context.spec.platforms.contains { $0.platform == platform }
                ? "widget '\(name)' offers no family on \(platform)" : "the spec does not target \(platform)"
            context.report(
                .disfavoredLocationNotOffered,
                "'\(location.rawValue)' is a place on \(platform), but \(why): nothing to hide there",
                at: entry.location.range, widget: widget)
            return
        }
        if entry.families.isEmpty {
            context.report(
                .disfavoredLocationNotOffered,
                "'\(location.rawValue)' of widget '\(name)' lists no families: say which the gallery lists under "
                    + "\"Other\" there",
                at: entry.location.range, widget: widget)
        }
        for family in entry.families where !offered.contains(where: { $0.value == family.value }) {
            context.report(
                .disfavoredLocationNotOffered,
                "widget '\(name)' does not offer \(family.value) on \(platform), so '\(location.rawValue)' cannot "
                    + "list it",
                at: family.range,
                notes: [
                    DiagnosticNote(
                        "its families on \(platform) are \(offered.map(\.value.rawValue).joined(separator: ", "))",
                        at: offered.first?.range)
                ],
                widget: widget)
        }
        if minimum < location.minimum {
            let sdk = location.needsNewestSDK ? ", and only when built with the 26 SDKs (Xcode 26)" : ""
            context.report(
                .disfavoredLocationFromNewerOS,
                "'\(location.rawValue)' exists from \(platform) \(location.minimum); widget '\(name)' is offered from "
                    + "\(platform) \(minimum), so the generated code hides it there only from \(platform) "
                    + "\(location.minimum)\(sdk)",
                at: entry.location.range, widget: widget)
        }
    }
}

/// The rules of `DisfavoredLocationRules`, one case each: the raw value is the ID, `entry` the catalog entry.
enum DisfavoredLocationRule: String, DiagnosticRule {
    case disfavoredLocationNotOffered = "WS0408"
    case disfavoredLocationFromNewerOS = "WS0409"

    var entry: DiagnosticDescription {
        switch self {
        case .disfavoredLocationNotOffered:
            DiagnosticDescription(
                id, name: "disfavored-location-not-offered", severity: .error,
                summary: "A `disfavoredLocations` place or family the widget is not offered in.",
                source: .apple(["S1", "S74"]),
                rationale: """
                    `disfavoredLocations(_:for:)` lists the widget under "Other" in the gallery of the given places, \
                    for the given families [S74]. Each place belongs to one platform: the Home Screen, the Lock \
                    Screen, StandBy, iPhone widgets on a Mac and CarPlay to iOS, the watch face and the Smart Stack to \
                    watchOS; none exists on macOS or visionOS [S1]. A place on a platform the widget is not offered \
                    on, a place without families, or a family the widget does not offer on that platform hides \
                    nothing: it is most likely a family or place mistyped or left over.
                    """,
                triggering: [
                    .widget(
                        """
                        families: [systemSmall, systemMedium]
                        disfavoredLocations:
                          lockScreen: [systemSmall, ↓systemLarge]
                        """),
                    .widget("disfavoredLocations: { ↓watchFace: [accessoryCircular] }"),
                ],
                nonTriggering: [
                    .widget(
                        """
                        families: [systemSmall, systemMedium]
                        disfavoredLocations:
                          lockScreen: [systemSmall]
                          standBy: [systemSmall, systemMedium]
                        """)
                ])
        case .disfavoredLocationFromNewerOS:
            DiagnosticDescription(
                id, name: "disfavored-location-from-newer-os", severity: .note,
                summary: "A `disfavoredLocations` place newer than the widget: hidden there only from that OS.",
                source: .apple(["S1", "S74"]),
                rationale: """
                    `disfavoredLocations` and the Home Screen, Lock Screen, StandBy and iPhone-widgets-on-Mac places \
                    exist from iOS 17; CarPlay from iOS 26, the watch face and the Smart Stack from watchOS 26, and \
                    only the 26 SDKs declare those three [S1]. For a widget offered earlier, the generated code \
                    applies the place behind `if #available` (and `#if compiler(>=6.2)` for the 26 SDKs' places), as \
                    Home Assistant guards `.carPlay`: before that OS, or when built with Xcode 16, the gallery shows \
                    the widget there like any other. A note, so the spec says what the older systems get.
                    """,
                triggering: [
                    .widget("disfavoredLocations: { ↓carPlay: [systemSmall] }")
                ],
                nonTriggering: [
                    .widget(
                        "disfavoredLocations: { carPlay: [systemSmall] }\navailable: { iOS: \"26.0\" }",
                        topLevel: "platforms: { iOS: \"17.0\" }")
                ])
        }
    }
}
