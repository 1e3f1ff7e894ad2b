import WidgetSchedule

/// Framework and library types as generated code spells them: with their module, so that a spec's own types
/// (a model called `Task`, `Timeline` or `Set`) cannot shadow them. swift-openapi-generator's output does the
/// same. The modules are reserved as type names (`SwiftIdentifier.reservedTypeNames`).
enum QualifiedName {
    // Swift
    static let string = swift("String")
    static let encoder = swift("Encoder")
    static let decoder = swift("Decoder")
    static let int = swift("Int")
    static let double = swift("Double")
    static let bool = swift("Bool")
    static let uInt64 = swift("UInt64")
    static let set = swift("Set")
    static let task = swift("Task")
    static let mainActor = swift("MainActor")
    static let codable = swift("Codable")
    static let hashable = swift("Hashable")
    static let sendable = swift("Sendable")
    static let caseIterable = swift("CaseIterable")
    static let closedRange = swift("ClosedRange")
    static let void = swift("Void")
    static let keyPath = swift("KeyPath")
    static let identifiable = swift("Identifiable")
    /// The conformances of every generated value type.
    static let valueConformances = [codable, hashable, sendable]
    /// The conformances of a value type that nothing encodes: a widget's entry, and its content and configuration
    /// unless the widget's cache stores them (the synthesized `Codable` is costly to type-check).
    static let plainValueConformances = [hashable, sendable]

    // Foundation
    static let date = foundation("Date")
    static let url = foundation("URL")
    static let decimal = foundation("Decimal")
    static let timeZone = foundation("TimeZone")
    static let timeInterval = foundation("TimeInterval")
    static let userDefaults = foundation("UserDefaults")
    static let uuid = foundation("UUID")
    static let bundle = foundation("Bundle")

    // WidgetSchedule, named by its types: renaming one is a compile error here (generic arguments are dropped).
    // The library's other types are named where they are used (`ScheduleExpression`).
    static let timelineRule = SwiftType.library(WidgetSchedule.TimelineRule.self)
    static let jitter = SwiftType.library(WidgetSchedule.Jitter.self)
    static let entryState = SwiftType.library(WidgetSchedule.EntryState.self)
    static let contentCache = SwiftType.library(WidgetSchedule.ContentCache.self)
    static let datedContent = SwiftType.library(WidgetSchedule.DatedContent<Int>.self)
    static let timelineLoad = SwiftType.library(TimelineLoad<Int, SinglePlan>.self)
    static let timelinePlanChoice = SwiftType.library((any WidgetSchedule.TimelinePlanChoice).self)
    static let singlePlan = SwiftType.library(WidgetSchedule.SinglePlan.self)
    static let family = SwiftType.library(WidgetSchedule.Family.self)
    static let timelineAssembly = SwiftType.library(WidgetSchedule.TimelineAssembly.self)
    static let widgetURL = SwiftType.library(WidgetSchedule.WidgetURL.self)

    // SwiftUI (Apple declares the widget protocols there)
    static let widget = swiftUI("Widget")
    static let widgetBundle = swiftUI("WidgetBundle")
    static let widgetConfiguration = swiftUI("WidgetConfiguration")
    static let view = swiftUI("View")
    static let viewBuilder = swiftUI("ViewBuilder")
    static let zStack = swiftUI("ZStack")
    static let controlWidget = swiftUI("ControlWidget")
    static let controlWidgetConfiguration = swiftUI("ControlWidgetConfiguration")
    static let label = swiftUI("Label")
    static let text = swiftUI("Text")
    static let image = swiftUI("Image")
    static let color = swiftUI("Color")

    // WidgetKit
    static let timelineEntry = widgetKit("TimelineEntry")
    static let timelineEntryRelevance = widgetKit("TimelineEntryRelevance")
    static let timelineProvider = widgetKit("TimelineProvider")
    static let appIntentTimelineProvider = widgetKit("AppIntentTimelineProvider")
    static let timelineProviderContext = widgetKit("TimelineProviderContext")
    static let timeline = widgetKit("Timeline")
    static let timelineReloadPolicy = widgetKit("TimelineReloadPolicy")
    static let staticConfiguration = widgetKit("StaticConfiguration")
    static let appIntentConfiguration = widgetKit("AppIntentConfiguration")
    static let widgetFamily = widgetKit("WidgetFamily")
    static let widgetCenter = widgetKit("WidgetCenter")
    static let appIntentRecommendation = widgetKit("AppIntentRecommendation")
    static let activityConfiguration = widgetKit("ActivityConfiguration")
    static let activityViewContext = widgetKit("ActivityViewContext")
    static let dynamicIsland = widgetKit("DynamicIsland")
    static let dynamicIslandExpandedRegion = widgetKit("DynamicIslandExpandedRegion")
    static let controlCenter = widgetKit("ControlCenter")
    static let staticControlConfiguration = widgetKit("StaticControlConfiguration")
    static let appIntentControlConfiguration = widgetKit("AppIntentControlConfiguration")
    static let controlWidgetButton = widgetKit("ControlWidgetButton")
    static let controlWidgetToggle = widgetKit("ControlWidgetToggle")
    static let controlValueProvider = widgetKit("ControlValueProvider")
    static let appIntentControlValueProvider = widgetKit("AppIntentControlValueProvider")

    // AppIntents
    static let appEnum = appIntents("AppEnum")
    static let appIntentsPackage = appIntents("AppIntentsPackage")
    static let appIntentsParameterSummary = appIntents("ParameterSummary")
    static let widgetConfigurationIntent = appIntents("WidgetConfigurationIntent")
    static let customIntentMigratedAppIntent = appIntents("CustomIntentMigratedAppIntent")
    static let intentDescription = appIntents("IntentDescription")
    static let displayRepresentation = appIntents("DisplayRepresentation")
    static let typeDisplayRepresentation = appIntents("TypeDisplayRepresentation")
    static let appEntity = appIntents("AppEntity")
    static let entityQuery = appIntents("EntityQuery")
    static let entityStringQuery = appIntents("EntityStringQuery")
    static let appIntent = appIntents("AppIntent")
    static let intentResult = appIntents("IntentResult")
    static let setValueIntent = appIntents("SetValueIntent")
    static let openIntent = appIntents("OpenIntent")
    static let intentModes = appIntents("IntentModes")
    static let liveActivityIntent = appIntents("LiveActivityIntent")
    static let controlConfigurationIntent = appIntents("ControlConfigurationIntent")

    // ActivityKit
    static let activityAttributes = activityKit("ActivityAttributes")
    static let activityContent = activityKit("ActivityContent")
    static let activity = activityKit("Activity")
    static let activityUIDismissalPolicy = activityKit("ActivityUIDismissalPolicy")
    static let pushType = activityKit("PushType")
    static let alertConfiguration = activityKit("AlertConfiguration")

    private static func swift(_ name: String) -> SwiftType { QualifyingModule.swift.type(name) }
    private static func foundation(_ name: String) -> SwiftType { QualifyingModule.foundation.type(name) }
    private static func swiftUI(_ name: String) -> SwiftType { QualifyingModule.swiftUI.type(name) }
    private static func widgetKit(_ name: String) -> SwiftType { QualifyingModule.widgetKit.type(name) }
    private static func appIntents(_ name: String) -> SwiftType { QualifyingModule.appIntents.type(name) }
    private static func activityKit(_ name: String) -> SwiftType { QualifyingModule.activityKit.type(name) }

    static let intentCollectionSize = appIntents("IntentCollectionSize")
    static let dynamicOptionsProvider = appIntents("DynamicOptionsProvider")
    static let intentItemCollection = appIntents("IntentItemCollection")
    static let intentItemSection = appIntents("IntentItemSection")
    static let intentItem = appIntents("IntentItem")
}

/// The modules generated code names framework and library types through (`SwiftUI.Widget`): every qualified name
/// of `QualifiedName` is made by one of them, and a spec may not declare a type with one of these names
/// (`SwiftIdentifier.reservedTypeNames`), which would shadow the module.
enum QualifyingModule: String, CaseIterable {
    case swift = "Swift"
    case foundation = "Foundation"
    /// The runtime library, whose types `SwiftType.library(_:)` names by the types themselves.
    case widgetSchedule = "WidgetSchedule"
    case swiftUI = "SwiftUI"
    case widgetKit = "WidgetKit"
    case appIntents = "AppIntents"
    case activityKit = "ActivityKit"

    func type(_ name: String) -> SwiftType { .qualified(module: rawValue, name: name) }
}

extension TypeRef {
    /// The type as generated code spells it: framework types qualified, spec types by name.
    var qualifiedType: SwiftType {
        switch self {
        case .string: QualifiedName.string
        case .int: QualifiedName.int
        case .double: QualifiedName.double
        case .decimal: QualifiedName.decimal
        case .bool: QualifiedName.bool
        case .date: QualifiedName.date
        case .url: QualifiedName.url
        case .array(let element): .array(element.qualifiedType)
        case .optional(let wrapped): .optional(wrapped.qualifiedType)
        case .closedRange(let bound): .generic(QualifiedName.closedRange, [bound.qualifiedType])
        case .dictionary(let key, let value): .dictionary(key.qualifiedType, value.qualifiedType)
        case .enumeration(let name), .model(let name): .named(name)
        }
    }

    /// `qualifiedType` as text, for the declarations not yet built as trees.
    var qualifiedSpelling: String { qualifiedType.description }
}
