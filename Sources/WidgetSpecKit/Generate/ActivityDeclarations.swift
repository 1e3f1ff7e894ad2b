/// Live Activities: the Foundation-only attributes and state, and the ActivityKit glue.
extension GenerationContext {
    /// The condition of the ActivityKit glue: ActivityKit present, on a platform that has `ActivityConfiguration`
    /// (iOS; written as exclusions so that stub-based type checks on other hosts still see the code).
    static let activityCondition =
        "canImport(ActivityKit) && !os(macOS) && !os(watchOS) && !os(visionOS) && !targetEnvironment(macCatalyst)"

    /// Live Activities exist on iOS only; a spec without iOS gets none.
    var generatesActivities: Bool { SwiftGenerator.generatesActivities(spec) }

    func activityModel(_ activity: ActivityDecl) -> SwiftDecl {
        let name = activity.name
        var members = storedProperties(activity.attributes)
        members.append(memberwiseInitializer(activity.attributes, type: name.value, at: name.range))
        members.append(
            .type(
                SwiftTypeDecl(
                    .struct, "ContentState", access: access, inherits: QualifiedName.valueConformances,
                    doc: doc("The dynamic data of `\(name.value)`", name.range),
                    members: storedProperties(activity.state) + [
                        memberwiseInitializer(activity.state, type: "ContentState", at: name.range)
                    ])))
        let staleDate =
            activity.staleAfter.map { "start.addingTimeInterval(\($0.value.seconds))" } ?? "nil"
        members.append(
            .function(
                SwiftFunction(
                    "staleDate(startedAt start: \(QualifiedName.date)) -> \(QualifiedName.date)?", access: access, modifiers: ["static"],
                    doc: doc(
                        "`ActivityContent.staleDate` for an activity started at `start`",
                        activity.staleAfter?.range ?? name.range),
                    body: [.line(staleDate)])))
        members.append(
            .property(
                SwiftProperty(
                    "relevanceScore", type: QualifiedName.double, isLet: true, access: access, modifiers: ["static"],
                    doc: doc("`ActivityContent.relevanceScore`", activity.relevance?.range ?? name.range),
                    value: .initial(ValueExpression.doubleLiteral(activity.relevance?.value ?? 0)))))
        if let duration = activity.duration {
            members.append(
                .property(
                    SwiftProperty(
                        "expectedDuration", type: QualifiedName.timeInterval, isLet: true, access: access, modifiers: ["static"],
                        doc: doc("The expected active time", duration.range),
                        value: .initial("\(duration.value.seconds)"))))
        }
        return .type(
            SwiftTypeDecl(
                .struct, name.value, access: access, inherits: QualifiedName.valueConformances,
                doc: doc("The static data of the `\(name.value)` Live Activity", name.range), members: members))
    }

    func activityGlue(_ activity: ActivityDecl) -> [SwiftDecl] {
        let name = activity.name.value
        let dismissal: String =
            switch activity.dismissal.value {
            case .default: "\(QualifiedName.activityUIDismissalPolicy).default"
            case .immediate: "\(QualifiedName.activityUIDismissalPolicy).immediate"
            case .after(let delay):
                "\(QualifiedName.activityUIDismissalPolicy).after(end.addingTimeInterval(\(delay.seconds)))"
            }
        let endParameter = if case .after = activity.dismissal.value { "endedAt end: \(QualifiedName.date) = \(QualifiedName.date)()" } else { "" }
        let island = activity.dynamicIsland.value
        let islandProtocol = name + "DynamicIslandContent"
        return [
            .type(
                SwiftTypeDecl(
                    .extension, name, inherits: [QualifiedName.activityAttributes],
                    doc: doc("`\(name)` as ActivityKit attributes", activity.name.range),
                    members: [
                        .function(
                            SwiftFunction(
                                "content(_ state: ContentState, startedAt start: \(QualifiedName.date) = \(QualifiedName.date)()) -> \(QualifiedName.activityContent)<ContentState>",
                                access: access, modifiers: ["static"], attributes: ["@available(iOS 16.2, *)"],
                                doc: doc(
                                    "`ActivityContent` with the spec's stale date and relevance", activity.name.range),
                                body: [
                                    .line(
                                        "\(QualifiedName.activityContent)(state: state, staleDate: staleDate(startedAt: start), relevanceScore: relevanceScore)"
                                    )
                                ])),
                        .function(
                            SwiftFunction(
                                "dismissalPolicy(\(endParameter)) -> \(QualifiedName.activityUIDismissalPolicy)", access: access,
                                modifiers: ["static"],
                                doc: doc("The spec's dismissal policy", activity.dismissal.range),
                                body: [.line(dismissal)])),
                    ])),
            .type(
                SwiftTypeDecl(
                    .protocol, islandProtocol, access: access, attributes: ["@\(QualifiedName.mainActor)"],
                    doc:
                        "What the app implements for the Dynamic Island of `\(name)` (\(line(activity.dynamicIsland.range))):\n"
                        + "`struct \(island): \(islandProtocol)` building all four presentations.",
                    members: [
                        .initializer(
                            SwiftInitializer(
                                "context: \(QualifiedName.activityViewContext)<\(name)>", doc: "Creates the content for one activity.",
                                body: nil)),
                        .property(
                            SwiftProperty(
                                "dynamicIsland", type: QualifiedName.dynamicIsland,
                                doc: "The expanded, compact and minimal presentations.", value: .requirement)),
                    ])),
            .type(
                SwiftTypeDecl(
                    .struct, name + "LiveActivity", access: access, inherits: [QualifiedName.widget],
                    doc: doc("The `\(name)` Live Activity; the views are the app's", activity.name.range),
                    members: [
                        .initializer(
                            SwiftInitializer(
                                "", access: access, doc: doc("Creates the widget", activity.name.range), body: [])),
                        .property(
                            SwiftProperty(
                                "body", type: "some \(QualifiedName.widgetConfiguration)", access: access,
                                doc: doc(
                                    "Lock Screen: `\(activity.lockScreenView.value)`; Dynamic Island: `\(island)`",
                                    activity.lockScreenView.range),
                                value: .getter([
                                    .line(
                                        "\(QualifiedName.activityConfiguration)(for: \(name).self) { context in\n"
                                            + "    \(activity.lockScreenView.value)(context: context)\n"
                                            + "} dynamicIsland: { context in\n"
                                            + "    Self.dynamicIsland(\(island).self, context: context)\n}")
                                ]))),
                        .function(
                            SwiftFunction(
                                "dynamicIsland(_ type: (some \(islandProtocol)).Type, context: \(QualifiedName.activityViewContext)<\(name)>) -> \(QualifiedName.dynamicIsland)",
                                access: "private", modifiers: ["static"],
                                doc: doc(
                                    "Builds the Dynamic Island through the protocol, so a missing conformance is named",
                                    activity.dynamicIsland.range),
                                body: [.line("type.init(context: context).dynamicIsland")])),
                    ])),
        ]
    }
}
