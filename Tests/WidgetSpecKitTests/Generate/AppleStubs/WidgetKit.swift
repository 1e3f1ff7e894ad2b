// One stub for both supported SDKs: `IOS26_SDK` (set by the type checks for the iOS 26.0 SDK) selects what only
// that SDK declares, its absence what the iOS 18.0 SDK declares. The interfaces:
//   iOS 18.0: xybp888/iOS-SDKs@88fdca9d, iPhoneOS18.0.sdk, "Apple Swift version 6.0"
//   iOS 26.0: SunnyM00n/iOS-SDKs@23d41e92, iPhoneOS26.0.sdk, "Apple Swift version 6.2"
// (WidgetKit.framework/Modules/WidgetKit.swiftmodule/arm64e-apple-ios.swiftinterface, both read whole). The
// WidgetKit declarations generated glue uses: every declaration below is in those files with the signature given
// here, unless its comment says otherwise. Bodies are never run. Like the real module, it imports SwiftUI without
// re-exporting it: widget code imports SwiftUI itself.
import ActivityKit
import AppIntents
@_exported import Foundation
@_exported import FoundationExtras
import SwiftUI

public enum WidgetFamily: Int, CustomStringConvertible, Hashable, Sendable {
    #if !IOS26_SDK
        case systemSmall, systemMedium, systemLarge, systemExtraLarge
    #else
        case systemSmall, systemMedium, systemLarge, systemExtraLarge, systemExtraLargePortrait
    #endif
    case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner
    public var description: String { fatalError() }
}

public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

public struct TimelineEntryRelevance: Codable, Hashable {
    public var score: Float
    public var duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0.0) {
        self.score = score
        self.duration = duration
    }
}

#if !IOS26_SDK
    /// Not `Sendable` in the iOS 18 interface.
#else
    /// Not `Sendable` in the iOS 26 interface.
#endif
public struct TimelineReloadPolicy: Equatable {
    public static let atEnd = TimelineReloadPolicy()
    public static let never = TimelineReloadPolicy()
    public static func after(_ date: Date) -> TimelineReloadPolicy { fatalError() }
}

#if !IOS26_SDK
    /// Not `Sendable` in the iOS 18 interface.
#else
    /// Not `Sendable` in the iOS 26 interface.
#endif
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

public struct TimelineProviderContext {
    public var family: WidgetFamily { fatalError() }
    public var isPreview: Bool { fatalError() }
    public var displaySize: CGSize { fatalError() }
}

public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Self.Context) -> Self.Entry
    @preconcurrency func getSnapshot(in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)
    @preconcurrency func getTimeline(
        in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
}

public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    public init(intent: Intent, description: Text) {}
    public init(intent: Intent, description: LocalizedStringKey) {}
    #if IOS26_SDK
        @_disfavoredOverload public init(intent: Intent, description: LocalizedStringResource) {}
    #endif
    @_disfavoredOverload public init<S: StringProtocol>(intent: Intent, description: S) {}
}

public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Self.Context) -> Self.Entry
    func snapshot(for configuration: Self.Intent, in context: Self.Context) async -> Self.Entry
    func timeline(for configuration: Self.Intent, in context: Self.Context) async -> Timeline<Self.Entry>
    func recommendations() -> [AppIntentRecommendation<Self.Intent>]
}

extension AppIntentTimelineProvider {
    /// Unavailable on watchOS: watchOS code must implement `recommendations()`.
    @available(watchOS, unavailable)
    public func recommendations() -> [AppIntentRecommendation<Self.Intent>] { [] }
}

@MainActor @preconcurrency
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    @MainActor @preconcurrency public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    @MainActor @preconcurrency public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Intent == Provider.Intent {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension WidgetConfiguration {
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { self }
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration { self }
    @_disfavoredOverload public func configurationDisplayName<S: StringProtocol>(_ displayName: S)
        -> some WidgetConfiguration
    { self }
    #if IOS26_SDK
        @_disfavoredOverload public func configurationDisplayName(_ displayName: LocalizedStringResource)
            -> some WidgetConfiguration
        { self }
    #endif
    public func description(_ description: Text) -> some WidgetConfiguration { self }
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration { self }
    @_disfavoredOverload public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        self
    }
    #if IOS26_SDK
        @_disfavoredOverload public func description(_ description: LocalizedStringResource) -> some WidgetConfiguration
        {
            self
        }
    #endif
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { self }
    public func contentMarginsDisabled() -> some WidgetConfiguration { self }
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration { self }
    @available(iOS 18.0, *)
    @MainActor @preconcurrency public func supplementalActivityFamilies(_ families: [ActivityFamily])
        -> some WidgetConfiguration
    { self }
}

/// The sizes of a Live Activity (iOS 18), from https://developer.apple.com/documentation/widgetkit/activityfamily.
@available(iOS 18.0, *)
public enum ActivityFamily: Sendable, Hashable {
    case small
    case medium
}

#if !IOS26_SDK
    @available(iOS 17.0, *)
    @available(watchOS, unavailable)
    @available(macOS, unavailable)
#else
    @available(iOS 17.0, watchOS 26.0, *)
    @available(macOS, unavailable)
    @available(visionOS, unavailable)
#endif
public struct WidgetLocation: Sendable, Hashable {
    @available(watchOS, unavailable)
    public static let homeScreen = WidgetLocation()
    @available(watchOS, unavailable)
    public static let lockScreen = WidgetLocation()
    @available(watchOS, unavailable)
    public static let standBy = WidgetLocation()
    @available(watchOS, unavailable)
    public static let iPhoneWidgetsOnMac = WidgetLocation()
    #if IOS26_SDK
        @available(watchOS 26.0, *)
        @available(iOS, unavailable)
        public static let watchFace = WidgetLocation()
        @available(watchOS 26.0, *)
        @available(iOS, unavailable)
        public static let smartStack = WidgetLocation()
        @available(iOS 26.0, *)
        @available(watchOS, unavailable)
        public static let carPlay = WidgetLocation()
    #endif
}

#if !IOS26_SDK
    @available(iOS 17.0, *)
    @available(watchOS, unavailable)
    @available(macOS, unavailable)
#else
    @available(iOS 17.0, watchOS 26.0, *)
    @available(macOS, unavailable)
    @available(visionOS, unavailable)
#endif
extension WidgetConfiguration {
    @MainActor @preconcurrency public func disfavoredLocations(
        _ locations: [WidgetLocation], for families: [WidgetFamily]
    ) -> some WidgetConfiguration { self }
}

extension View {
    @MainActor @preconcurrency public func widgetURL(_ url: URL?) -> some View { self }
}

/// WidgetKit's placement for widget backgrounds: `extension SwiftUI.ContainerBackgroundPlacement { public static let
#if !IOS26_SDK
    /// widget }` (iOS 17, macOS 14, watchOS 10).
#else
    /// widget }` (iOS 17, macOS 14, watchOS 10, visionOS 26).
#endif
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
extension ContainerBackgroundPlacement {
    public static let widget = ContainerBackgroundPlacement()
}

public struct WidgetInfo: Sendable, Hashable {
    public var family: WidgetFamily { fatalError() }
    public var kind: String { fatalError() }
    public func widgetConfigurationIntent<I: WidgetConfigurationIntent>(of: I.Type = I.self) -> I? { fatalError() }
}

#if !IOS26_SDK
    /// Not `Sendable` in the iOS 18 interface.
#else
    /// Not `Sendable` in the iOS 26 interface.
#endif
public class WidgetCenter {
    public static let shared = WidgetCenter()
    public func getCurrentConfigurations(
        _ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void
    ) {}
    public func currentConfigurations() async throws -> [WidgetInfo] { fatalError() }
    public func reloadTimelines(ofKind kind: String) {}
    public func reloadAllTimelines() {}
}

// MARK: - Live Activities

public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public var activityID: String { fatalError() }
    public var attributes: Attributes { fatalError() }
    public var state: Attributes.ContentState { fatalError() }
    public var isStale: Bool { fatalError() }
}

/// A plain struct in the interface: neither `Hashable` nor `Sendable`.
public struct DynamicIslandExpandedRegionPosition {
    public static let leading = DynamicIslandExpandedRegionPosition()
    public static let trailing = DynamicIslandExpandedRegionPosition()
    public static let center = DynamicIslandExpandedRegionPosition()
    public static let bottom = DynamicIslandExpandedRegionPosition()
}

public struct DynamicIslandExpandedRegion<Content: View> {
    public init(
        _ position: DynamicIslandExpandedRegionPosition, priority: Double = 0,
        @ViewBuilder content: () -> Content
    ) {}
}

public struct DynamicIslandExpandedContent<Content> {}

/// Takes regions only. The interface builds it with `buildPartialBlock` over regions and contents, all
/// `@_alwaysEmitIntoClient`; the variadic `buildBlock` here accepts the same programs (regions only).
@resultBuilder public struct DynamicIslandExpandedContentBuilder {
    public static func buildBlock<Content>(_ content: DynamicIslandExpandedRegion<Content>...)
        -> DynamicIslandExpandedContent<Never>
    { fatalError() }
}

public struct DynamicIsland {
    public init<Expanded, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) {}
}

@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    @MainActor @preconcurrency public init<Content: View>(
        for attributesType: Attributes.Type,
        @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

#if !IOS26_SDK
    // MARK: - Controls (iOS 18 only in this SDK: macOS, watchOS and visionOS unavailable)
#else
    // MARK: - Controls (iOS 18, macOS 26, watchOS 26; not visionOS)
#endif

#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
@available(visionOS, unavailable)
@MainActor @preconcurrency
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>:
    ControlWidgetConfiguration
{
    @MainActor @preconcurrency public init(
        kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content
    ) {}
    @MainActor @preconcurrency public init<Provider: ControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
@available(visionOS, unavailable)
@MainActor @preconcurrency
public struct AppIntentControlConfiguration<
    Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate
>: ControlWidgetConfiguration {
    @MainActor @preconcurrency public init(
        kind: String, intent: Configuration.Type = Configuration.self,
        @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content
    ) {}
    @MainActor @preconcurrency public init<Provider: AppIntentControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) where Configuration == Provider.Configuration {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
public protocol ControlValueProvider {
    associatedtype Value
    var previewValue: Self.Value { get }
    func currentValue() async throws -> Self.Value
}

#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
public protocol AppIntentControlValueProvider {
    associatedtype Configuration: ControlConfigurationIntent
    associatedtype Value
    func previewValue(configuration: Self.Configuration) -> Self.Value
    func currentValue(configuration: Self.Configuration) async throws -> Self.Value
}

#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
public struct ControlWidgetButtonDefaultActionLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
@MainActor @preconcurrency
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action>:
    ControlWidgetTemplate
{
    @MainActor @preconcurrency public init(action: Action, @ViewBuilder label: @escaping () -> Label)
    where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: AppIntent {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
public struct ControlWidgetToggleDefaultLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
@MainActor @preconcurrency
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action>:
    ControlWidgetTemplate
{
    /// The toggle shows "On" and "Off" as its value label.
    @MainActor @preconcurrency public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
    where ValueLabel == ControlWidgetToggleDefaultLabel, Action: SetValueIntent, Action.ValueType == Bool {}
    @MainActor @preconcurrency public init(
        isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `extension SwiftUI.ControlWidgetTemplate` in both SDK interfaces: `tint(_ tint:
/// SwiftUICore.Color?) -> some SwiftUI.ControlWidgetTemplate`, with the templates' availability.
#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
extension ControlWidgetTemplate {
    @MainActor @preconcurrency public func tint(_ tint: Color?) -> some ControlWidgetTemplate { self }
}

/// Not `Sendable`, like `WidgetCenter`.
#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
@available(visionOS, unavailable)
public class ControlCenter {
    public static let shared = ControlCenter()
    public func reloadAllControls() {}
    public func reloadControls(ofKind kind: String) {}
}

// Previews: the initializers of `Preview` that WidgetKit's `#Preview` macros expand to (the interface's
// `extension DeveloperToolsSupport.Preview`), with their builders.
#if !IOS26_SDK
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
#else
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 26.0, *)
#endif
@resultBuilder public struct PreviewTimelineBuilder {
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { fatalError() }
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { fatalError() }
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry])
        -> [any TimelineEntry]
    { fatalError() }
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] { fatalError() }
}

@available(iOS 16.2, *)
@preconcurrency public enum ActivityPreviewViewKind: Sendable {
    @preconcurrency public enum DynamicIslandPreviewViewState: Sendable { case compact, minimal, expanded }
    case content
    case dynamicIsland(DynamicIslandPreviewViewState)
}

@available(iOS 17.0, *)
@resultBuilder public struct PreviewActivityBuilder<A: ActivityAttributes> {
    public static func buildExpression(_ contentState: A.ContentState) -> [A.ContentState] { fatalError() }
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { fatalError() }
    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] {
        fatalError()
    }
    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] { fatalError() }
}

#if !IOS26_SDK
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
#else
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 26.0, *)
#endif
extension Preview {
    @MainActor public init(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> some Widget,
        @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
    ) { fatalError() }

    @available(iOS 17.0, *)
    @MainActor public init<Attributes: ActivityAttributes>(
        _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
        widget: @escaping () -> some Widget,
        @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState]
    ) { fatalError() }
}
