import WidgetSchedule

/// Framework and library types as generated code spells them: with their module, so that a spec's own types
/// (a model called `Task`, `Timeline` or `Set`) cannot shadow them. swift-openapi-generator's output does the
/// same. The modules are reserved as type names (`SwiftIdentifier.reservedTypeNames`).
enum QualifiedName {
    // Swift
    static let string = "Swift.String"
    static let int = "Swift.Int"
    static let double = "Swift.Double"
    static let bool = "Swift.Bool"
    static let uInt64 = "Swift.UInt64"
    static let set = "Swift.Set"
    static let task = "Swift.Task"
    static let mainActor = "Swift.MainActor"
    static let codable = "Swift.Codable"
    static let hashable = "Swift.Hashable"
    static let sendable = "Swift.Sendable"
    static let caseIterable = "Swift.CaseIterable"
    static let closedRange = "Swift.ClosedRange"
    static let void = "Swift.Void"
    static let keyPath = "Swift.KeyPath"
    static let identifiable = "Swift.Identifiable"
    /// The conformances of every generated value type.
    static let valueConformances = [codable, hashable, sendable]
    /// The conformances of a value type that nothing encodes: a widget's entry, and its content and configuration
    /// unless the widget's cache stores them (the synthesized `Codable` is costly to type-check).
    static let plainValueConformances = [hashable, sendable]

    // Foundation
    static let date = "Foundation.Date"
    static let url = "Foundation.URL"
    static let decimal = "Foundation.Decimal"
    static let timeZone = "Foundation.TimeZone"
    static let timeInterval = "Foundation.TimeInterval"
    static let characterSet = "Foundation.CharacterSet"
    static let userDefaults = "Foundation.UserDefaults"
    static let uuid = "Foundation.UUID"
    static let bundle = "Foundation.Bundle"

    // WidgetSchedule, named by its types: renaming one is a compile error here (generic arguments are dropped).
    static let timelineRule = SwiftType.library(WidgetSchedule.TimelineRule.self).description
    static let timelinePlan = SwiftType.library(WidgetSchedule.TimelinePlan.self).description
    static let entrySchedule = SwiftType.library(WidgetSchedule.EntrySchedule.self).description
    static let reloadPolicy = SwiftType.library(WidgetSchedule.ReloadPolicy.self).description
    static let scheduleDuration = SwiftType.library(WidgetSchedule.ScheduleDuration.self).description
    static let wallClockRule = SwiftType.library(WidgetSchedule.WallClockRule.self).description
    static let wallTime = SwiftType.library(WidgetSchedule.WallTime.self).description
    static let weekday = SwiftType.library(WidgetSchedule.Weekday.self).description
    static let scheduleTimeZone = SwiftType.library(WidgetSchedule.ScheduleTimeZone.self).description
    static let entryRelevance = SwiftType.library(WidgetSchedule.EntryRelevance.self).description
    static let jitter = SwiftType.library(WidgetSchedule.Jitter.self).description
    static let entryState = SwiftType.library(WidgetSchedule.EntryState.self).description
    static let contentCache = SwiftType.library(WidgetSchedule.ContentCache.self).description
    static let datedContent = SwiftType.library(WidgetSchedule.DatedContent<Int>.self).description
    static let timelineLoad = SwiftType.library(TimelineLoad<Int, SinglePlan>.self).description
    static let timelinePlanChoice = SwiftType.library((any WidgetSchedule.TimelinePlanChoice).self).description
    static let singlePlan = SwiftType.library(WidgetSchedule.SinglePlan.self).description
    static let family = SwiftType.library(WidgetSchedule.Family.self).description
    static let timelineAssembly = SwiftType.library(WidgetSchedule.TimelineAssembly.self).description
    static let widgetURL = SwiftType.library(WidgetSchedule.WidgetURL.self).description

    // SwiftUI (Apple declares the widget protocols there)
    static let widget = "SwiftUI.Widget"
    static let widgetBundle = "SwiftUI.WidgetBundle"
    static let widgetConfiguration = "SwiftUI.WidgetConfiguration"
    static let view = "SwiftUI.View"
    static let viewBuilder = "SwiftUI.ViewBuilder"
    static let zStack = "SwiftUI.ZStack"
    static let controlWidget = "SwiftUI.ControlWidget"
    static let controlWidgetConfiguration = "SwiftUI.ControlWidgetConfiguration"
    static let label = "SwiftUI.Label"
    static let text = "SwiftUI.Text"
    static let image = "SwiftUI.Image"

    // WidgetKit
    static let timelineEntry = "WidgetKit.TimelineEntry"
    static let timelineEntryRelevance = "WidgetKit.TimelineEntryRelevance"
    static let timelineProvider = "WidgetKit.TimelineProvider"
    static let appIntentTimelineProvider = "WidgetKit.AppIntentTimelineProvider"
    static let timelineProviderContext = "WidgetKit.TimelineProviderContext"
    static let timeline = "WidgetKit.Timeline"
    static let timelineReloadPolicy = "WidgetKit.TimelineReloadPolicy"
    static let staticConfiguration = "WidgetKit.StaticConfiguration"
    static let appIntentConfiguration = "WidgetKit.AppIntentConfiguration"
    static let widgetFamily = "WidgetKit.WidgetFamily"
    static let widgetCenter = "WidgetKit.WidgetCenter"
    static let appIntentRecommendation = "WidgetKit.AppIntentRecommendation"
    static let activityConfiguration = "WidgetKit.ActivityConfiguration"
    static let activityViewContext = "WidgetKit.ActivityViewContext"
    static let dynamicIsland = "WidgetKit.DynamicIsland"
    static let controlCenter = "WidgetKit.ControlCenter"
    static let staticControlConfiguration = "WidgetKit.StaticControlConfiguration"
    static let appIntentControlConfiguration = "WidgetKit.AppIntentControlConfiguration"
    static let controlWidgetButton = "WidgetKit.ControlWidgetButton"
    static let controlWidgetToggle = "WidgetKit.ControlWidgetToggle"
    static let controlValueProvider = "WidgetKit.ControlValueProvider"
    static let appIntentControlValueProvider = "WidgetKit.AppIntentControlValueProvider"

    // AppIntents
    static let appEnum = "AppIntents.AppEnum"
    static let appIntentsPackage = "AppIntents.AppIntentsPackage"
    static let widgetConfigurationIntent = "AppIntents.WidgetConfigurationIntent"
    static let customIntentMigratedAppIntent = "AppIntents.CustomIntentMigratedAppIntent"
    static let intentDescription = "AppIntents.IntentDescription"
    static let displayRepresentation = "AppIntents.DisplayRepresentation"
    static let typeDisplayRepresentation = "AppIntents.TypeDisplayRepresentation"
    static let appEntity = "AppIntents.AppEntity"
    static let entityQuery = "AppIntents.EntityQuery"
    static let entityStringQuery = "AppIntents.EntityStringQuery"
    static let appIntent = "AppIntents.AppIntent"
    static let intentResult = "AppIntents.IntentResult"
    static let setValueIntent = "AppIntents.SetValueIntent"
    static let openIntent = "AppIntents.OpenIntent"
    static let intentModes = "AppIntents.IntentModes"
    static let liveActivityIntent = "AppIntents.LiveActivityIntent"
    static let controlConfigurationIntent = "AppIntents.ControlConfigurationIntent"

    // ActivityKit
    static let activityAttributes = "ActivityKit.ActivityAttributes"
    static let activityContent = "ActivityKit.ActivityContent"
    static let activity = "ActivityKit.Activity"
    static let activityUIDismissalPolicy = "ActivityKit.ActivityUIDismissalPolicy"
    static let pushType = "ActivityKit.PushType"
    static let alertConfiguration = "ActivityKit.AlertConfiguration"
}

extension TypeRef {
    /// The type as generated code spells it: framework types qualified, spec types by name.
    var qualifiedSpelling: String {
        switch self {
        case .string: QualifiedName.string
        case .int: QualifiedName.int
        case .double: QualifiedName.double
        case .decimal: QualifiedName.decimal
        case .bool: QualifiedName.bool
        case .date: QualifiedName.date
        case .url: QualifiedName.url
        case .array(let element): "[\(element.qualifiedSpelling)]"
        case .optional(let wrapped): "\(wrapped.qualifiedSpelling)?"
        case .closedRange(let bound): "\(QualifiedName.closedRange)<\(bound.qualifiedSpelling)>"
        case .dictionary(let key, let value): "[" + key.qualifiedSpelling + ": " + value.qualifiedSpelling + "]"
        case .enumeration(let name), .model(let name): name
        }
    }
}
