/// A widget's `disfavoredLocations`: WidgetKit's `disfavoredLocations(_ locations: [WidgetLocation], for families:
/// [WidgetFamily])`, which lists the widget under "Other" in the gallery of those places; repeated calls add up
/// [S74]. The modifier and its places exist on iOS from 17 (`carPlay` from 26) and on watchOS from 26, never on
/// macOS or visionOS [S1]. So each group of places that exist from the same OS gets a helper of its own, compiled
/// only on its platform (`#if os(iOS)`), only by the SDK that declares its places (`#if compiler(>=6.2)` for the
/// 26 SDKs' places), and applied behind `if #available` when the widget is offered before that OS, as Home
/// Assistant's sensors widget guards `.carPlay`. One `if #available` per helper: the helper returns either the
/// configuration or the modified one (SE-0360).
extension GenerationContext {
    /// The places of one platform that exist from one OS, with what the spec disfavors there.
    struct DisfavoredLocationGroup {
        var platform: Platform
        var minimum: OSVersion
        var needsNewestSDK: Bool
        var entries: [DisfavoredLocation]

        /// `withDisfavoredLocationsIOS17`: a private static member of the widget, so no spec name collides.
        var functionName: String {
            "withDisfavoredLocations" + platform.rawValue.prefix(1).uppercased() + platform.rawValue.dropFirst()
                + String(minimum.major)
        }
    }

    /// The widget's places grouped by platform and OS, each on a platform the spec targets and the widget is
    /// offered on (the checker reports the others, `WS0408`).
    func disfavoredLocationGroups(_ widget: WidgetDecl) -> [DisfavoredLocationGroup] {
        var groups: [DisfavoredLocationGroup] = []
        for entry in widget.disfavoredLocations {
            let location = entry.location.value
            guard spec.platforms.contains(where: { $0.platform == location.platform }),
                !widget.families.families(on: location.platform).isEmpty, !entry.families.isEmpty
            else { continue }
            if let index = groups.firstIndex(where: {
                $0.platform == location.platform && $0.minimum == location.minimum
            }) {
                groups[index].entries.append(entry)
            } else {
                groups.append(
                    DisfavoredLocationGroup(
                        platform: location.platform, minimum: location.minimum,
                        needsNewestSDK: location.needsNewestSDK, entries: [entry]))
            }
        }
        return groups.sorted { ($0.platform, $0.minimum) < ($1.platform, $1.minimum) }
    }

    /// `configuration` passed through each group's helper: `Self.withDisfavoredLocationsIOS17(configuration)`;
    /// `configuration` itself for a widget without places.
    func disfavoring(_ widget: WidgetDecl, _ configuration: SwiftExpression) -> SwiftExpression {
        disfavoredLocationGroups(widget).reduce(configuration) { inner, group in
            .apply(.identifier("Self").dot(group.functionName), [SwiftArgument(inner)], onePerLine: true)
        }
    }

    /// The helpers `disfavoring` calls, one per group.
    func disfavoredLocationFunctions(_ widget: WidgetDecl) -> [SwiftDecl] {
        disfavoredLocationGroups(widget).map { disfavoredLocationFunction(widget, $0) }
    }

    private static let widgetLocation = SwiftType.qualified(module: "WidgetKit", name: "WidgetLocation")
    private static let widgetFamily = SwiftType.qualified(module: "WidgetKit", name: "WidgetFamily")

    private func disfavoredLocationFunction(_ widget: WidgetDecl, _ group: DisfavoredLocationGroup) -> SwiftDecl {
        let configuration = SwiftExpression.identifier("configuration")
        let modifiers = group.entries.map { entry in
            let locations = SwiftExpression.array([.type(Self.widgetLocation).dot(entry.location.value.rawValue)])
            let families = SwiftExpression.array(entry.families.map { .type(Self.widgetFamily).dot($0.value.rawValue) })
            return SwiftCall(
                "disfavoredLocations", .arguments([SwiftArgument(locations), SwiftArgument("for", families)]))
        }
        let disfavored = SwiftStatement.return(.modified(configuration, modifiers))
        let unchanged = SwiftStatement.return(configuration)
        var condition = group.platform.osCondition
        if group.needsNewestSDK { condition = condition.and(Self.supportedModesCompiler) }
        let body: [SwiftStatement]
        if let minimum = spec.minimum(of: widget, on: group.platform), minimum < group.minimum {
            let available = SwiftAvailability(group.platform.rawValue, "\(group.minimum)").condition
            body = [.conditional(SwiftConditional(condition, [.if([available], [disfavored])])), unchanged]
        } else {
            body = [.conditional(SwiftConditional([.init(condition, [disfavored])], otherwise: [unchanged]))]
        }
        let places = group.entries.map(\.location.value.rawValue).joined(separator: ", ")
        let type = SwiftType.opaque(QualifiedName.widgetConfiguration)
        return .function(
            SwiftFunction(
                group.functionName, parameters: .parameters([.unlabeled("configuration", type)]),
                result: type.description,
                access: "private", modifiers: ["static"],
                doc: doc(
                    "Lists the widget under \"Other\" in the gallery of \(places) (\(group.platform.rawValue) "
                        + "\(group.minimum))", group.entries[0].location.range),
                body: body))
    }
}
