/// Live Activities: the Foundation-only attributes and state and the ActivityKit glue the app needs (shared
/// part: the conformance and the helpers that start, update and end an activity), and the widget that draws
/// them (extension part).
extension GenerationContext {
    /// The condition of the ActivityKit glue: ActivityKit present, on a platform that has `ActivityConfiguration`
    /// (iOS; written as exclusions so that stub-based type checks on other hosts still see the code).
    static let activityCondition = SwiftCondition.all(
        [.canImport("ActivityKit")] + ["macOS", "watchOS", "visionOS"].map { .not(.os($0)) }
            + [.not(.targetEnvironment("macCatalyst"))])

    /// Live Activities exist on iOS only; a spec without iOS gets none.
    var generatesActivities: Bool { SwiftGenerator.generatesActivities(spec) }

    func activityModel(_ activity: ActivityDecl) -> SwiftDecl {
        let name = activity.name
        var members = storedProperties(activity.attributes) + unixDateCoding(activity.attributes, of: activity)
        members.append(memberwiseInitializer(activity.attributes, type: name.value, at: name.range))
        members.append(
            .type(
                SwiftTypeDecl(
                    .struct, "ContentState", access: access,
                    inherits: QualifiedName.valueConformances.map(\.description),
                    doc: doc("The dynamic data of `\(name.value)`", name.range),
                    members: storedProperties(activity.state) + unixDateCoding(activity.state, of: activity) + [
                        memberwiseInitializer(activity.state, type: "ContentState", at: name.range)
                    ])))
        members += activityContentSettings(activity)
        return declaring(
            .spec(.activity, name),
            .type(
                SwiftTypeDecl(
                    .struct, name.value, access: access, inherits: QualifiedName.valueConformances.map(\.description),
                    doc: doc("The static data of the `\(name.value)` Live Activity", name.range), members: members)))
    }

    /// The stale date, relevance and expected duration the spec sets for an activity's content.
    private func activityContentSettings(_ activity: ActivityDecl) -> [SwiftDecl] {
        let staleDate =
            activity.staleAfter.map { Self.adding($0.value, to: .identifier("start")) } ?? .literal(.nil)
        var members: [SwiftDecl] = [
            .function(
                SwiftFunction(
                    "staleDate",
                    parameters: .parameters([SwiftParameter("start", QualifiedName.date, label: "startedAt")]),
                    result: SwiftType.optional(QualifiedName.date).description, access: access, modifiers: ["static"],
                    doc: doc(
                        "`ActivityContent.staleDate` for an activity started at `start`",
                        activity.staleAfter?.range ?? activity.name.range),
                    body: [.expression(staleDate)])),
            staticConstant(
                "relevanceScore", QualifiedName.double, .literal(.double(activity.relevance?.value ?? 0)),
                doc: doc("`ActivityContent.relevanceScore`", activity.relevance?.range ?? activity.name.range)),
        ]
        if let duration = activity.duration {
            members.append(
                staticConstant(
                    "expectedDuration", QualifiedName.timeInterval, .literal(.int(duration.value.seconds)),
                    doc: doc("The expected active time", duration.range)))
        }
        return members
    }

    /// `date.addingTimeInterval(seconds)`
    private static func adding(_ duration: ScheduleDuration, to date: SwiftExpression) -> SwiftExpression {
        date.dot("addingTimeInterval").call(SwiftArgument(.literal(.int(duration.seconds))))
    }

    /// `label name: Foundation.Date = Foundation.Date()`: a date parameter that defaults to now.
    private static func dateParameter(_ name: String, label: String?) -> SwiftParameter {
        SwiftParameter(name, QualifiedName.date, label: label, default: ValueExpression.now)
    }

    /// `_ state: type`
    private static func stateParameter(_ type: SwiftType) -> SwiftParameter { .unlabeled("state", type) }

    /// `(String) async -> Void`: the callback that receives each push token.
    private static let tokenCallback = SwiftParameter.unlabeled(
        "body",
        .function(
            SwiftTupleElement.List([SwiftTupleElement(QualifiedName.string)]), effects: "async", result: .named("Void"))
    )

    /// `Self.content(state, startedAt: date)`, or `Name.content(...)` outside the attributes.
    private static func content(of owner: String) -> SwiftExpression {
        .identifier(owner).dot("content").call(
            SwiftArgument(.identifier("state")), SwiftArgument("startedAt", .identifier("date")))
    }

    /// The shared part's ActivityKit glue: what the app calls to start, update and end the activity.
    func activityAppGlue(_ activity: ActivityDecl) -> [SwiftDecl] {
        [activityAttributesConformance(activity), activityHelpers(activity)]
    }

    /// The extension part's ActivityKit glue: the Live Activity widget and the protocol of its Dynamic Island.
    func activityExtensionGlue(_ activity: ActivityDecl) -> [SwiftDecl] {
        [dynamicIslandProtocol(activity), liveActivityWidget(activity)]
    }

    /// `ActivityContent`, `Activity.request` and the rest need iOS 16.2 (the spec's minimum may be 16.1).
    private static let contentAvailability = SwiftAvailability("iOS", "16.2").attribute

    /// `startActivity(_:at:)` on the attributes: `Activity.request` with the spec's stale date and relevance, and
    /// the push type its `push` says (a channel's ID is the caller's: `startActivity(_:channel:at:)`, iOS 18).
    private func startFunction(_ activity: ActivityDecl) -> SwiftDecl {
        var parameters = [Self.stateParameter(.named("ContentState")), Self.dateParameter("date", label: "at")]
        var availability = Self.contentAvailability
        let pushType: SwiftExpression
        switch activity.push?.type.value {
        case nil: pushType = .literal(.nil)
        case .token: pushType = .type(QualifiedName.pushType).dot("token")
        case .channel:
            parameters.insert(SwiftParameter("channelID", QualifiedName.string, label: "channel"), at: 1)
            pushType = .type(QualifiedName.pushType).dot("channel").call(SwiftArgument(.identifier("channelID")))
            availability = SwiftAvailability("iOS", "18.0").attribute
        }
        let request = SwiftExpression.type(QualifiedName.activity).dot("request").call(
            SwiftArgument("attributes", .identifier("self")), SwiftArgument("content", Self.content(of: "Self")),
            SwiftArgument("pushType", pushType))
        return .function(
            SwiftFunction(
                "startActivity", parameters: .parameters(parameters),
                effects: "throws", result: SwiftType.generic(QualifiedName.activity, [.named("Self")]).description,
                access: access,
                attributes: [availability, "@discardableResult"],
                doc: doc(
                    "Starts the activity showing `state` (`Activity.request`, while the app is in the foreground), "
                        + "stale and relevant as the spec says" + Self.pushSummary(activity.push),
                    activity.push?.type.range ?? activity.name.range),
                body: [.expression(.try(request))]))
    }

    private static func pushSummary(_ push: ActivityPush?) -> String {
        switch push?.type.value {
        case nil: ""
        case .token: ", receiving pushes at its token (`forEachPushToken(_:)`)"
        case .channel: ", receiving the pushes of the broadcast channel `channelID`"
        }
    }

    /// `forEachPushToStartToken(_:)` on the attributes, for `push.start` (iOS 17.2): each push-to-start token as
    /// the hexadecimal text APNs takes, for the server.
    private func pushToStartTokensFunction(_ activity: ActivityDecl) -> SwiftDecl? {
        guard let push = activity.push, push.start.value else { return nil }
        return .function(
            SwiftFunction(
                "forEachPushToStartToken", parameters: .parameters([Self.tokenCallback]),
                effects: "async", access: access, modifiers: ["static"],
                attributes: [SwiftAvailability("iOS", "17.2").attribute],
                doc: doc(
                    "Calls `body` with each push-to-start token (hexadecimal) the server starts activities with",
                    push.start.range),
                body: [
                    Self.forEachToken(
                        in: .type(.generic(QualifiedName.activity, [.named("Self")])).dot("pushToStartTokenUpdates"))
                ]))
    }

    /// `forEachPushToken(_:)` on the activity, for `push.type: token`.
    private func pushTokensFunction(_ activity: ActivityDecl) -> SwiftDecl? {
        guard let push = activity.push, push.type.value == .token else { return nil }
        return .function(
            SwiftFunction(
                "forEachPushToken", parameters: .parameters([Self.tokenCallback]),
                effects: "async", access: access,
                doc: doc(
                    "Calls `body` with each push token (hexadecimal) the server sends this activity's updates to",
                    push.type.range),
                body: [Self.forEachToken(in: .identifier("pushTokenUpdates"))]))
    }

    /// `for await token in updates { await body(hexadecimal token) }`.
    private static func forEachToken(in updates: SwiftExpression) -> SwiftStatement {
        .forIn(
            "token", in: updates,
            [.expression(.await(.identifier("body").call(SwiftArgument(hexadecimal(.identifier("token"))))))],
            awaits: true)
    }

    /// A token's bytes as APNs writes them: two lowercase hexadecimal digits each.
    private static func hexadecimal(_ token: SwiftExpression) -> SwiftExpression {
        let digits = SwiftExpression.type(QualifiedName.string).call(
            SwiftArgument("format", .literal(.string("%02x"))), SwiftArgument(.identifier("$0")))
        return token.dot("map").trailing(digits).dot("joined").call()
    }

    /// `update(_:alert:at:)` and `end(_:at:)` on the activity, and with `push` their iOS 17.2 variants with a
    /// `timestamp` (`update(_:alert:timestamp:)`, `end(_:timestamp:)`).
    private func activityHelpers(_ activity: ActivityDecl) -> SwiftDecl {
        let name = activity.name.value
        let timestamped = activity.push == nil ? [] : updateAndEnd(activity, timestamped: true)
        return .type(
            SwiftTypeDecl(
                .extension, QualifiedName.activity.description, attributes: [Self.contentAvailability],
                whereClause: SwiftExpression.infix(.identifier("Attributes"), "==", .identifier(name)).code,
                doc: doc("Updating and ending a `\(name)` Live Activity", activity.name.range),
                members: updateAndEnd(activity, timestamped: false) + timestamped
                    + [pushTokensFunction(activity)].compactMap { $0 }))
    }

    /// `update` and `end`: the spec's stale date counted from `date`, and its dismissal policy. The `timestamped`
    /// ones (iOS 17.2) pass `date` as the time the state's data was generated, so that the system ignores them
    /// after an update or push with a later one: an app's late update never overwrites a server's newer push.
    private func updateAndEnd(_ activity: ActivityDecl, timestamped: Bool) -> [SwiftDecl] {
        let name = activity.name.value
        let state = Self.stateParameter(.member(.named(name), "ContentState"))
        let date =
            timestamped
            ? SwiftParameter("date", QualifiedName.date, label: "timestamp") : Self.dateParameter("date", label: "at")
        let timestamp = timestamped ? [SwiftArgument("timestamp", .identifier("date"))] : []
        let attributes = timestamped ? [SwiftAvailability("iOS", "17.2").attribute] : []
        let from = timestamped ? "timestamp" : "date"
        let ignored =
            timestamped ? "; ignored when an update or push with a later timestamp came first (iOS 17.2)" : ""
        let endsLater = if case .after = activity.dismissal.value { true } else { false }
        let dismissal = SwiftExpression.identifier(name).dot("dismissalPolicy").call(
            endsLater ? [SwiftArgument("endedAt", .identifier("date"))] : [])
        let content = SwiftArgument(Self.content(of: name))
        return [
            .function(
                SwiftFunction(
                    "update",
                    parameters: .parameters([
                        state,
                        SwiftParameter("alert", .optional(QualifiedName.alertConfiguration), default: .literal(.nil)),
                        date,
                    ]),
                    effects: "async", access: access, attributes: attributes,
                    doc: doc(
                        "Shows `state`, stale after the spec's `staleAfter` from `\(from)`; with an `alert`, the person "
                            + "is alerted (`AlertConfiguration(title:body:sound:)`)" + ignored,
                        activity.staleAfter?.range ?? activity.name.range),
                    body: [
                        .expression(
                            .await(
                                .identifier("update").call(
                                    [content, SwiftArgument("alertConfiguration", .identifier("alert"))] + timestamp)))
                    ])),
            .function(
                SwiftFunction(
                    "end", parameters: .parameters([state, date]), effects: "async", access: access,
                    attributes: attributes,
                    doc: doc(
                        "Ends the activity showing `state`, dismissed as the spec's `dismissal` says" + ignored,
                        activity.dismissal.range),
                    body: [
                        .expression(
                            .await(
                                .identifier("end").call(
                                    [content, SwiftArgument("dismissalPolicy", dismissal)] + timestamp)))
                    ])),
        ]
    }

    /// The protocol the app's Dynamic Island type conforms to.
    private func islandProtocol(_ activity: ActivityDecl) -> String {
        ActivityNames(activity: activity).dynamicIslandContent
    }

    private func activityAttributesConformance(_ activity: ActivityDecl) -> SwiftDecl {
        let name = activity.name.value
        let content = SwiftExpression.type(QualifiedName.activityContent).call(
            SwiftArgument("state", .identifier("state")),
            SwiftArgument(
                "staleDate",
                .identifier("staleDate").call(SwiftArgument("startedAt", .identifier("start")))),
            SwiftArgument("relevanceScore", .identifier("relevanceScore")))
        return .type(
            SwiftTypeDecl(
                .extension, name, inherits: [QualifiedName.activityAttributes.description],
                doc: doc("`\(name)` as ActivityKit attributes", activity.name.range),
                members: [
                    .function(
                        SwiftFunction(
                            "content",
                            parameters: .parameters([
                                Self.stateParameter(.named("ContentState")),
                                Self.dateParameter("start", label: "startedAt"),
                            ]),
                            result: SwiftType.generic(QualifiedName.activityContent, [.named("ContentState")])
                                .description,
                            access: access,
                            modifiers: ["static"], attributes: [Self.contentAvailability],
                            doc: doc("`ActivityContent` with the spec's stale date and relevance", activity.name.range),
                            body: [.expression(content)])),
                    dismissalPolicyFunction(activity),
                    startFunction(activity),
                ] + [pushToStartTokensFunction(activity)].compactMap { $0 }))
    }

    private func dismissalPolicyFunction(_ activity: ActivityDecl) -> SwiftDecl {
        let policy = SwiftExpression.type(QualifiedName.activityUIDismissalPolicy)
        let (parameters, value): ([SwiftParameter], SwiftExpression) =
            switch activity.dismissal.value {
            case .default: ([], policy.dot("default"))
            case .immediate: ([], policy.dot("immediate"))
            case .after(let delay):
                (
                    [Self.dateParameter("end", label: "endedAt")],
                    policy.dot("after").call(SwiftArgument(Self.adding(delay, to: .identifier("end"))))
                )
            }
        return .function(
            SwiftFunction(
                "dismissalPolicy", parameters: .parameters(parameters),
                result: QualifiedName.activityUIDismissalPolicy.description, access: access,
                modifiers: ["static"], doc: doc("The spec's dismissal policy", activity.dismissal.range),
                body: [.expression(value)]))
    }

    private func dynamicIslandProtocol(_ activity: ActivityDecl) -> SwiftDecl {
        let name = activity.name.value
        return declaring(
            derived(islandProtocol(activity), "Dynamic Island protocol", of: activity),
            .type(
                SwiftTypeDecl(
                    .protocol, islandProtocol(activity), access: access,
                    attributes: [QualifiedName.mainActor.attribute],
                    doc:
                        "What the app implements for the Dynamic Island of `\(name)` (\(line(activity.dynamicIsland.range))):\n"
                        + "`struct \(activity.dynamicIsland.value): \(islandProtocol(activity))` building all four presentations.",
                    members: [
                        .initializer(
                            SwiftInitializer(
                                parameters: [Self.activityContextParameter(name)],
                                doc: "Creates the content for one activity.", body: nil)),
                        .property(
                            SwiftProperty(
                                "dynamicIsland", type: QualifiedName.dynamicIsland.description,
                                doc: "The expanded, compact and minimal presentations.", value: .requirement)),
                    ])))
    }

    /// `context: ActivityKit.ActivityViewContext<Name>`
    private static func activityContextParameter(_ name: String) -> SwiftParameter {
        SwiftParameter("context", .generic(QualifiedName.activityViewContext, [.named(name)]))
    }

    private func liveActivityWidget(_ activity: ActivityDecl) -> SwiftDecl {
        let name = activity.name.value
        let island = activity.dynamicIsland.value
        let lockScreen = GeneratedTypeName.app(
            activity.lockScreenView.value, "the Lock Screen view the app writes for Live Activity '\(name)'",
            at: activity.lockScreenView.range, view: true)
        let islandType = GeneratedTypeName.app(
            island, "the Dynamic Island content the app writes for Live Activity '\(name)'",
            at: activity.dynamicIsland.range)
        let context = SwiftArgument("context", .identifier("context"))
        let configuration = SwiftCall(
            QualifiedName.activityConfiguration.description,
            .arguments([SwiftArgument("for", .identifier(name).dot("self"))]),
            trailingClosures: [
                SwiftClosure(
                    parameters: "context",
                    [.expression(.identifier(lockScreen.name).call(context))]),
                SwiftClosure(
                    label: "dynamicIsland", parameters: "context",
                    [
                        .expression(
                            .identifier("Self").dot("dynamicIsland").call(
                                SwiftArgument(.identifier(island).dot("self")), context))
                    ]),
            ])
        return declaring(
            derived(ActivityNames(activity: activity).widget, "widget", of: activity),
            using(
                lockScreen, islandType,
                in: .type(
                    SwiftTypeDecl(
                        .struct, ActivityNames(activity: activity).widget, access: access,
                        inherits: [QualifiedName.widget.description],
                        doc: doc("The `\(name)` Live Activity; the views are the app's", activity.name.range),
                        members: [
                            emptyInitializer("Creates the widget", activity.name.range),
                            bodyProperty(
                                QualifiedName.widgetConfiguration,
                                doc: doc(
                                    "Lock Screen: `\(activity.lockScreenView.value)`; Dynamic Island: `\(island)`",
                                    activity.lockScreenView.range),
                                [.expression(withSupplementalFamilies(activity, .call(configuration)))]),
                            .function(
                                SwiftFunction(
                                    "dynamicIsland",
                                    parameters: .parameters([
                                        .unlabeled("type", .metatype(.opaque(.named(islandProtocol(activity))))),
                                        Self.activityContextParameter(name),
                                    ]),
                                    result: QualifiedName.dynamicIsland.description, access: "private",
                                    modifiers: ["static"],
                                    doc: doc(
                                        "Builds the Dynamic Island through the protocol, so a missing conformance is named",
                                        activity.dynamicIsland.range),
                                    body: [
                                        .expression(
                                            .identifier("type").dot("init").call(context).dot("dynamicIsland"))
                                    ])),
                        ]))))
    }
}
