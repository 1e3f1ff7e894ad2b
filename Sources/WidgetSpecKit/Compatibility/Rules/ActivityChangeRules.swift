// WS10xx: Live Activities between two versions, found by type name.

extension DiagnosticDescription {
    static let payloadDecoding = """
        The `content-state` of an ActivityKit push must match the `ContentState` type and is decoded with the \
        default JSON strategies [S13]; start payloads carry the `attributes` and name the type \
        (`attributes-type`). With those strategies a missing key fails unless the field is optional, a key the \
        type does not have is ignored, and an enum decodes only its own cases.
        """

    package static let activityRemoved = ActivityChangeRule.activityRemoved.entry
    package static let activityPayloadIncompatible = ActivityChangeRule.activityPayloadIncompatible.entry
    package static let activityPayloadPreviousVersions = ActivityChangeRule.activityPayloadPreviousVersions.entry
    package static let activityPushChanged = ActivityChangeRule.activityPushChanged.entry
    package static let activityAdded = ActivityChangeRule.activityAdded.entry
    package static let activityFieldCompatible = ActivityChangeRule.activityFieldCompatible.entry
    package static let activitySettingsChanged = ActivityChangeRule.activitySettingsChanged.entry
}

/// Live Activities paired by type name: removed and added activities, what their payloads decode in both
/// directions, and their settings.
enum ActivityChangeRules: CompatibilityRuleGroup {
    typealias Rule = ActivityChangeRule

    static func compare(_ context: inout CompatibilityContext) {
        let activities = Matching(old: context.old.activities, new: context.new.activities, by: \.name.value)
        let addedByShape = activities.added(by: shape)
        for activity in activities.removed {
            let successor = addedByShape[shape(activity)]
            context.report(
                .activityRemoved,
                "Live Activity '\(activity.name.value)' is gone: push-to-start payloads naming it start nothing, "
                    + "and activities running when the update is installed have nothing to draw them",
                at: activity.name.range,
                notes: successor.map {
                    [
                        DiagnosticNote(
                            "if it was renamed to '\($0.name.value)': the type name is what payloads and running "
                                + "activities know, so a rename reads as removed and added",
                            at: $0.name.range)
                    ]
                } ?? [])
        }
        for activity in activities.added {
            context.report(
                .activityAdded, "Live Activity '\(activity.name.value)' is new (safe)", at: activity.name.range)
        }
        for (old, new) in activities.pairs {
            comparePayloads(old, new, part: .attributes, &context)
            comparePayloads(old, new, part: .state, &context)
            comparePush(old, new, &context)
            compareSettings(old, new, &context)
        }
    }

    private enum Part: String {
        case attributes
        case state = "content state"

        func fields(of activity: CompatibilitySurface.Activity) -> [Field] {
            self == .attributes ? activity.attributes : activity.state
        }
    }

    /// The fields of the attributes and the state with their types: equal for a renamed activity.
    private static func shape(_ activity: CompatibilitySurface.Activity) -> [[String]] {
        [activity.attributes, activity.state].map { fields in fields.map { "\($0.name.value): \($0.type.value)" } }
    }

    /// Both directions: old payloads decoded by the new version (errors), new payloads decoded by the previous
    /// version (warnings, for fields the first direction left alone), then the optional fields added or removed.
    private static func comparePayloads(
        _ old: CompatibilitySurface.Activity, _ new: CompatibilitySurface.Activity, part: Part,
        _ context: inout CompatibilityContext
    ) {
        let oldVersion = DecodingCompatibility.Version(fields: part.fields(of: old), types: old.types)
        let newVersion = DecodingCompatibility.Version(fields: part.fields(of: new), types: new.types)
        let name = new.name.value
        let forward = DecodingCompatibility.problems(decoding: oldVersion, as: newVersion, decodingIsNew: true)
        for problem in forward {
            context.report(
                .activityPayloadIncompatible,
                "payloads written for the previous \(part.rawValue) of Live Activity '\(name)' no longer decode: "
                    + forwardReason(problem),
                at: problem.range,
                notes: problem.isMissingField
                    ? [DiagnosticNote("make it optional, or have the server send it before this version ships")]
                    : [])
        }
        let reported = Set(forward.map(\.path))
        let backward = DecodingCompatibility.problems(decoding: newVersion, as: oldVersion, decodingIsNew: false)
        for problem in backward where !reported.contains(problem.path) {
            context.report(
                .activityPayloadPreviousVersions,
                "devices still on the previous version cannot decode payloads of the new \(part.rawValue) of Live "
                    + "Activity '\(name)': " + backwardReason(problem),
                at: problem.range,
                notes: [DiagnosticNote("until they update, the server must send what the previous version expects")]
            )
        }
        let fields = Matching(old: oldVersion.fields, new: newVersion.fields, by: \.name.value)
        for field in fields.added where field.type.value.isOptional {
            context.report(
                .activityFieldCompatible,
                "'\(field.name.value)' (\(field.type.value)) is new in the \(part.rawValue) of Live Activity "
                    + "'\(name)'; payloads may leave it out, and the previous version ignores it (safe)",
                at: field.name.range)
        }
        for field in fields.removed where field.type.value.isOptional {
            context.report(
                .activityFieldCompatible,
                "'\(field.name.value)' (\(field.type.value)) is gone from the \(part.rawValue) of Live Activity "
                    + "'\(name)'; the new version ignores it, and the previous one does without it (safe)",
                at: field.name.range)
        }
    }

    /// Why payloads of the old shape fail in the new version.
    private static func forwardReason(_ problem: DecodingCompatibility.Problem) -> String {
        switch problem.reason {
        case .missingField(let type): "'\(problem.path)' (\(type)) is new and not optional"
        case .typeChanged(let old, let new): "'\(problem.path)' changed from \(old) to \(new)"
        case .optionality(let old, let new):
            "'\(problem.path)' was \(old) and is \(new), so payloads that leave it out or send null fail"
        case .missingCase(let name, let enumName):
            "case '\(name)' of '\(enumName)' is gone, and '\(problem.path)' may hold it"
        }
    }

    /// Why payloads of the new shape fail in the previous version.
    private static func backwardReason(_ problem: DecodingCompatibility.Problem) -> String {
        switch problem.reason {
        case .missingField(let type): "'\(problem.path)' (\(type)), which the previous version requires, is gone"
        case .typeChanged(let old, let new): "'\(problem.path)' changed from \(old) to \(new)"
        case .optionality(let old, let new):
            "'\(problem.path)' is \(new) now, and the previous version requires it (\(old))"
        case .missingCase(let name, let enumName):
            "case '\(name)' of '\(enumName)' is new, and '\(problem.path)' may hold it"
        }
    }

    /// What the server must do differently: a warning for a lost push, push type or push-to-start, a note for
    /// a gained one.
    private static func comparePush(
        _ old: CompatibilitySurface.Activity, _ new: CompatibilitySurface.Activity,
        _ context: inout CompatibilityContext
    ) {
        let name = new.name.value
        switch (old.push, new.push) {
        case (let oldPush?, nil):
            context.report(
                .activityPushChanged,
                "Live Activity '\(name)' takes no pushes any more: those the new version starts have no push "
                    + "\(oldPush.type.value.rawValue), so the server reaches only those of previous versions",
                at: oldPush.range)
        case (nil, let newPush?):
            context.report(
                .activitySettingsChanged,
                "Live Activity '\(name)' takes pushes now (\(newPush.type.value.rawValue)); activities started after "
                    + "the update get them (safe)",
                at: newPush.range)
        case (let oldPush?, let newPush?):
            if oldPush.type.value != newPush.type.value {
                context.report(
                    .activityPushChanged,
                    "Live Activity '\(name)' takes pushes by \(newPush.type.value.rawValue) now, was "
                        + "\(oldPush.type.value.rawValue): until every device updates, the server must send both ways",
                    at: newPush.type.range,
                    notes: [DiagnosticNote("the old push type", at: oldPush.type.range)])
            }
            if oldPush.start.value != newPush.start.value {
                context.report(
                    newPush.start.value ? .activitySettingsChanged : .activityPushChanged,
                    newPush.start.value
                        ? "Live Activity '\(name)' can be started by push now (safe)"
                        : "Live Activity '\(name)' can no longer be started by push: the server's start pushes "
                            + "reach only devices on previous versions",
                    at: newPush.start.range)
            }
        case (nil, nil):
            return
        }
    }

    private static func compareSettings(
        _ old: CompatibilitySurface.Activity, _ new: CompatibilitySurface.Activity,
        _ context: inout CompatibilityContext
    ) {
        let settings = Matching(old: old.settings, new: new.settings, by: \.key)
        // Spelled out with explicit types: one chained expression of three maps took the type checker 0.3 s.
        var changes: [(String, SourceRange)] = []
        for pair in settings.pairs where pair.old.value.value != pair.new.value.value {
            changes.append(
                ("\(pair.new.key) is \(pair.new.value.value), was \(pair.old.value.value)", pair.new.value.range))
        }
        // A push's settings come and go with the push, which `comparePush` reports.
        for setting in settings.added where !setting.key.hasPrefix("push.") {
            changes.append(("\(setting.key) is \(setting.value.value), was not set", setting.value.range))
        }
        for setting in settings.removed where !setting.key.hasPrefix("push.") {
            changes.append(("\(setting.key) is no longer set, was \(setting.value.value)", setting.value.range))
        }
        for (change, range) in changes {
            context.report(
                .activitySettingsChanged,
                "Live Activity '\(new.name.value)': \(change); activities started after the update use it (safe)",
                at: range)
        }
    }
}

extension DecodingCompatibility.Problem {
    var isMissingField: Bool {
        if case .missingField = reason { return true }
        return false
    }
}

/// The rules of `ActivityChangeRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum ActivityChangeRule: String, DiagnosticRule {
    case activityRemoved = "WS1009"
    case activityPayloadIncompatible = "WS1010"
    case activityPayloadPreviousVersions = "WS1011"
    case activityPushChanged = "WS1012"
    case activityAdded = "WS1024"
    case activityFieldCompatible = "WS1025"
    case activitySettingsChanged = "WS1026"

    var entry: DiagnosticDescription {
        switch self {
        case .activityRemoved:
            DiagnosticDescription(
                id, name: "activity-removed", severity: .error,
                summary: "A Live Activity of the old version that the new version does not have.",
                source: .assumption(
                    """
                    Push-to-start payloads name the attributes type (`attributes-type`) and running activities are drawn \
                    by the `ActivityConfiguration` of their type [S13][S14]; Apple does not document what happens to \
                    activities that are running when an update removes their type.
                    """),
                rationale: """
                    The server's push-to-start payloads name a type the app no longer has, and activities running when \
                    the update is installed have no configuration left to draw them. A renamed activity reads as removed \
                    and added. Reported at the old spec's activity.
                    """,
                triggering: [
                    .change(
                        from: .activity(named: "↓PizzaDelivery"),
                        to: .activity(named: "PizzaOrder"))
                ],
                nonTriggering: [
                    .change(
                        from: .activity(),
                        to: .activity("duration: 1h"))
                ])
        case .activityPayloadIncompatible:
            DiagnosticDescription(
                id, name: "activity-payload-incompatible", severity: .error,
                summary: "A Live Activity change that makes payloads of the old shape fail to decode.",
                source: .apple(["S13"]),
                rationale: """
                    \(DiagnosticDescription.payloadDecoding) Payloads the server sends for the old attributes or content state fail to decode \
                    in the new version when it adds a field that is not optional, changes a field's type, makes an \
                    optional field required, or removes a case of an enum they use; the update then fails silently on \
                    the device. Reported at the new field (at the old case for a removed case).
                    """,
                triggering: [
                    .change(
                        from: .activity(),
                        to: .activity("state:\n  minutesLeft: Int\n  ↓driverName: String"))
                ],
                nonTriggering: [
                    .change(
                        from: .activity(),
                        to: .activity("state:\n  minutesLeft: Int\n  driverName: String?"))
                ])
        case .activityPayloadPreviousVersions:
            DiagnosticDescription(
                id, name: "activity-payload-previous-versions", severity: .warning,
                summary: "A Live Activity change that makes payloads of the new shape fail on the previous version.",
                source: .apple(["S13"]),
                rationale: """
                    \(DiagnosticDescription.payloadDecoding) Devices update at their own pace, and the server sends to all of them. Payloads of \
                    the new shape fail to decode on the previous version when a field it requires is gone, a field \
                    became optional, or an enum gained a case: until those devices update, the server must keep sending \
                    what the previous version expects. Reported at the old field for a removed one, else at the new one.
                    """,
                triggering: [
                    .change(
                        from: .activity("state:\n  minutesLeft: Int\n  ↓driverName: String"),
                        to: .activity())
                ],
                nonTriggering: [
                    .change(
                        from: .activity("state:\n  minutesLeft: Int\n  driverName: String?"),
                        to: .activity())
                ])
        case .activityPushChanged:
            DiagnosticDescription(
                id, name: "activity-push-changed", severity: .warning,
                summary: "A Live Activity that takes no pushes, another push type, or no push-to-start any more.",
                source: .apple(["S13", "S14"]),
                rationale: """
                    The app requests an activity with a `PushType` (a token per activity, or a broadcast channel) and \
                    offers push-to-start tokens [S13][S14]. Activities that devices on the previous version run keep \
                    the old way, those the new version starts take the new one: until every device updates, the server \
                    must do both. Reported at the new `push` (at the old one when it is gone).
                    """,
                triggering: [
                    .change(
                        from: .activity("push: { type: token }", topLevel: "platforms: { iOS: \"18.0\" }"),
                        to: .activity("push: { type: ↓channel }", topLevel: "platforms: { iOS: \"18.0\" }"))
                ],
                nonTriggering: [
                    .change(
                        from: .activity("push: { type: token }"),
                        to: .activity("push: { type: token, start: true }", topLevel: "platforms: { iOS: \"17.2\" }"))
                ])
        case .activityAdded:
            DiagnosticDescription(
                id, name: "activity-added", severity: .note,
                summary: "A Live Activity the old version did not have: safe.",
                source: .apple(["S14"]),
                rationale: """
                    A new `ActivityAttributes` type [S14]: nothing running and no payload depends on it yet.
                    """,
                triggering: [
                    .change(
                        from: .spec(),
                        to: .activity(named: "↓PizzaDelivery"))
                ],
                nonTriggering: [
                    .change(
                        from: .activity(),
                        to: .activity())
                ])
        case .activityFieldCompatible:
            DiagnosticDescription(
                id, name: "activity-field-compatible", severity: .note,
                summary: "An optional Live Activity field added or removed: both versions decode both shapes, safe.",
                source: .apple(["S13"]),
                rationale: """
                    \(DiagnosticDescription.payloadDecoding) An optional field may be absent, and a key the type lacks is ignored, so payloads \
                    of either shape decode in either version. The server team still wants to know.
                    """,
                triggering: [
                    .change(
                        from: .activity(),
                        to: .activity("state:\n  minutesLeft: Int\n  ↓driverName: String?"))
                ],
                nonTriggering: [
                    .change(
                        from: .activity(),
                        to: .activity("state:\n  minutesLeft: Int"))
                ])
        case .activitySettingsChanged:
            DiagnosticDescription(
                id, name: "activity-settings-changed", severity: .note,
                summary: "A Live Activity's duration, stale date, relevance or dismissal changed: safe.",
                source: .apple(["S14"]),
                rationale: """
                    These set the `ActivityContent` and dismissal the app passes when it starts, updates or ends an \
                    activity [S14]; activities started after the update use the new values.
                    """,
                triggering: [
                    .change(
                        from: .activity("staleAfter: 30m"),
                        to: .activity("staleAfter: ↓20m"))
                ],
                nonTriggering: [
                    .change(
                        from: .activity("staleAfter: 30m"),
                        to: .activity("staleAfter: 30m\nlockScreenView: PizzaView"))
                ])
        }
    }
}
