/// Where a Live Activity appears: its own minimum OS (`available:`, an `@available` on every declaration of it
/// and an `if #available` in the bundle) and its supplemental families (`supplementalFamilies:`, the watchOS
/// Smart Stack, iOS 18).
extension GenerationContext {
    /// The activity's own iOS minimum, when it is above the spec's: nil when it has none.
    static func ownMinimum(_ activity: ActivityDecl) -> OSVersion? {
        activity.available.first { $0.platform == .iOS }?.version
    }

    /// `decl` (a type or an extension of the activity) made available from the activity's own minimum: the
    /// attribute on the type, and its members' `@available(iOS …, *)` at or below that minimum dropped, since
    /// the type already says more.
    func availableWithActivity(_ activity: ActivityDecl, _ decl: SwiftDecl) -> SwiftDecl {
        guard let minimum = Self.ownMinimum(activity) else { return decl }
        let attribute = SwiftAvailability("iOS", "\(minimum)").attribute
        switch decl {
        case .type(var type):
            type.attributes = [attribute] + Self.dropping(type.attributes, upTo: minimum)
            type.members = type.members.map { Self.droppingAvailability($0, upTo: minimum) }
            return .type(type)
        case .noted(let inner, let note):
            return .noted(availableWithActivity(activity, inner), note)
        default:
            return decl
        }
    }

    /// A member without the `@available(iOS …, *)` its enclosing type already implies.
    private static func droppingAvailability(_ decl: SwiftDecl, upTo minimum: OSVersion) -> SwiftDecl {
        switch decl {
        case .function(var function):
            function.attributes = dropping(function.attributes, upTo: minimum)
            return .function(function)
        case .property(var property):
            property.attributes = dropping(property.attributes, upTo: minimum)
            return .property(property)
        case .type(var type):
            type.attributes = dropping(type.attributes, upTo: minimum)
            type.members = type.members.map { droppingAvailability($0, upTo: minimum) }
            return .type(type)
        case .noted(let inner, let note):
            return .noted(droppingAvailability(inner, upTo: minimum), note)
        default:
            return decl
        }
    }

    /// `attributes` without the iOS-only `@available` whose version is at or below `minimum`.
    private static func dropping(_ attributes: [String], upTo minimum: OSVersion) -> [String] {
        attributes.filter { attribute in
            let prefix = "@available(iOS "
            guard attribute.hasPrefix(prefix), attribute.hasSuffix(", *)"),
                let version = OSVersion(parsing: String(attribute.dropFirst(prefix.count).dropLast(4)))
            else { return true }
            return version > minimum
        }
    }

    /// The shared part's ActivityKit glue, available from the activity's own minimum.
    func availableActivityAppGlue(_ activity: ActivityDecl) -> [SwiftDecl] {
        activityAppGlue(activity).map { availableWithActivity(activity, $0) }
    }

    /// The extension part's ActivityKit glue, available from the activity's own minimum.
    func availableActivityExtensionGlue(_ activity: ActivityDecl) -> [SwiftDecl] {
        activityExtensionGlue(activity).map { availableWithActivity(activity, $0) }
    }

    /// The activity's widget in the bundle: inside `if #available(iOS …, *)` when it has its own minimum.
    func activityBundleItem(_ activity: ActivityDecl, _ item: SwiftStatement) -> SwiftStatement {
        guard let minimum = Self.ownMinimum(activity) else { return item }
        return .if([SwiftAvailability("iOS", "\(minimum)").condition], [item])
    }

    /// The `ActivityConfiguration`, with `.supplementalActivityFamilies(_:)` (iOS 18) when the spec names some;
    /// the checker made sure the activity's minimum is iOS 18 (WS0820), since `Widget.body` cannot switch
    /// between two configuration types under `if #available`.
    func withSupplementalFamilies(_ activity: ActivityDecl, _ configuration: SwiftExpression) -> SwiftExpression {
        guard !activity.supplementalFamilies.isEmpty else { return configuration }
        let families = SwiftExpression.array(activity.supplementalFamilies.map { .implicitMember($0.value.rawValue) })
        return .modified(
            configuration,
            [SwiftCall("supplementalActivityFamilies", .arguments([SwiftArgument(families)]))])
    }
}
