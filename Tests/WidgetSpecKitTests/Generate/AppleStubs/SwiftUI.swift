// One stub for both supported SDKs: `IOS26_SDK` (set by the type checks for the iOS 26.0 SDK) selects what only
// that SDK declares, its absence what the iOS 18.0 SDK declares. The interfaces:
//   iOS 18.0: xybp888/iOS-SDKs@88fdca9d, iPhoneOS18.0.sdk, "Apple Swift version 6.0"
//   iOS 26.0: SunnyM00n/iOS-SDKs@23d41e92, iPhoneOS26.0.sdk, "Apple Swift version 6.2"
// (SwiftUI.framework and SwiftUICore.framework, .../arm64e-apple-ios.swiftinterface, over a megabyte each, not read
// whole). The SwiftUI signatures widget code uses: the declarations keep the signatures of Apple's documentation
// pages (named per declaration) unless a comment quotes an interface. Bodies are never run.
@_exported import Foundation
@_exported import FoundationExtras

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> { fatalError() }
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)>
    {
        fatalError()
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// `if #available` branches: their views are erased, so older OS versions never see the newer types.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
    public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> { fatalError() }
    public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public init(_ value: T) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
}

public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

/// `@frozen public struct Text : Equatable, Sendable`, conforming to `View` in an extension (SwiftUICore's interface
/// as third-party notes quote it, not read here): its initializers are not main-actor isolated.
/// developer.apple.com/documentation/swiftui/text: `init(_:)` of a `LocalizedStringKey`, a `StringProtocol` and
/// (iOS 16) a `LocalizedStringResource`; `init(verbatim:)`.
public struct Text: Equatable, Sendable {
    public init(_ key: LocalizedStringKey) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
    @_disfavoredOverload public init(_ resource: LocalizedStringResource) {}
    public init(verbatim content: String) {}
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct Image: View, Equatable, Sendable {
    public init(systemName: String) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// developer.apple.com/documentation/swiftui/label: `init(title:icon:)` (iOS 14), and where `Title == Text,
#if !IOS26_SDK
    /// Icon == Image`: `init(_ titleKey: LocalizedStringKey, systemImage name: String)` and `init<S: StringProtocol>(_
    /// title: S, systemImage name: String)`. Apple's pages before iOS 26 list no `LocalizedStringResource` form, and in
    /// this SDK every such convenience that the iOS 26 SDK has elsewhere (`Button`/`Toggle` in _AppIntents_SwiftUI,
    /// `ControlWidgetButton`/`ControlWidgetToggle`, `configurationDisplayName`, `AppIntentRecommendation` in WidgetKit)
    /// is absent from the interface; this stub leaves it out too (not checked in the SwiftUI interface itself).
#else
    /// Icon == Image`: `init(_ titleKey: LocalizedStringKey, systemImage name: String)`, `init<S: StringProtocol>(_ title:
    /// S, systemImage name: String)` and (…/label/init(_:systemimage:)) `init(_ titleResource: LocalizedStringResource,
    /// systemImage name: String)`, which the iOS 18 SDK lacks (the `#if !IOS26_SDK` branch above): generated code builds a
    /// localized label with `init(title:icon:)`, which every SDK has.
#endif
public struct Label<Title: View, Icon: View>: View {
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
    #if IOS26_SDK
        @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
        @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, systemImage name: String)
        {}
    #endif
}

/// The intent initializers `Button(intent:)` and `Toggle(isOn:intent:)` are in the cross-import overlay
/// `_AppIntents_SwiftUI` (`_AppIntents_SwiftUI.swift`), visible in files that import SwiftUI and AppIntents.
public struct Button<Label: View>: View {
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct Toggle<Label: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public protocol ShapeStyle: Sendable {}

/// Apple's `tertiary` (iOS 17, macOS 14, watchOS 10; developer.apple.com/documentation/swiftui/shapestyle/
/// tertiary-swift.property): `@export(implementation) var tertiary: some ShapeStyle { get }`.
extension ShapeStyle {
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public var tertiary: some ShapeStyle { self }
}

/// The overlay fills (iOS 17, macOS 14, watchOS 10; developer.apple.com/documentation/swiftui/fillshapestyle).
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public struct FillShapeStyle: ShapeStyle {
    public init() {}
}

/// `@export(implementation) static var fill: FillShapeStyle { get }` (developer.apple.com/documentation/swiftui/
/// shapestyle/fill).
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// Where a container background goes; WidgetKit adds `.widget` (developer.apple.com/documentation/swiftui/
/// containerbackgroundplacement).
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    public init() {}
}

/// developer.apple.com/documentation/swiftui/view/containerbackground(_:for:) and
/// .../containerbackground(for:alignment:content:), iOS 17, macOS 14, watchOS 10. Apple's 2026 pages spell the
/// closure's builder `@ContentBuilder`; the SDKs generated code targets (iOS 17 to 26) spell it `@ViewBuilder`.
extension View {
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    nonisolated public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement)
        -> some View
    { self }
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    nonisolated public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View { self }
}

/// The named colors and the sRGB initializer from Apple's `Color` pages (developer.apple.com/documentation/swiftui/
/// color): brown, cyan, indigo, mint and teal from iOS 15, macOS 12, watchOS 8; the others from the first SwiftUI.
public struct Color: View, ShapeStyle, Hashable {
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    init() {}
    public static let red = Color()
    public static let blue = Color()
    public static let purple = Color()
    @available(iOS 15.0, macOS 12.0, watchOS 8.0, *) public static let indigo = Color()
    public static let accentColor = Color()
    public static let black = Color()
    @available(iOS 15.0, macOS 12.0, watchOS 8.0, *) public static let brown = Color()
    public static let clear = Color()
    @available(iOS 15.0, macOS 12.0, watchOS 8.0, *) public static let cyan = Color()
    public static let gray = Color()
    public static let green = Color()
    @available(iOS 15.0, macOS 12.0, watchOS 8.0, *) public static let mint = Color()
    public static let orange = Color()
    public static let pink = Color()
    public static let primary = Color()
    public static let secondary = Color()
    @available(iOS 15.0, macOS 12.0, watchOS 8.0, *) public static let teal = Color()
    public static let white = Color()
    public static let yellow = Color()
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - What the example package's hand-written views use (Examples/GameWidgets/Sources/GameWidgetsKit/Views.swift)

public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// developer.apple.com/documentation/swiftui/foreach: `init(_:id:content:)` where `Content: View`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// developer.apple.com/documentation/swiftui/progressview: `init(value:total:)` where both labels are `EmptyView`.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0)
    where Label == EmptyView, CurrentValueLabel == EmptyView {}
}

public struct Font: Hashable, Sendable {
    public static let headline = Font()
    public static let caption = Font()
    public static let caption2 = Font()
}

extension Text {
    public func font(_ font: Font?) -> Text { self }

    public init(_ date: Date, style: Text.DateStyle) {}

    public struct DateStyle: Equatable, Sendable {
        public static let relative = DateStyle()
        public static let timer = DateStyle()
    }
}

public struct UnitPoint: Hashable, Sendable {
    public static let top = UnitPoint()
    public static let bottom = UnitPoint()
}

public struct LinearGradient: ShapeStyle, View {
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
}

extension View {
    public func redacted(reason: RedactionReasons) -> some View { self }
    public func padding() -> some View { self }
    public func foregroundStyle(_ color: Color) -> some View { self }
}

// MARK: - Widgets

@MainActor @preconcurrency public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: WidgetConfiguration {}

public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    @MainActor @preconcurrency var body: Self.Body { get }
}

extension Widget {
    @MainActor @preconcurrency public static func main() {}
}

/// The type the builder's opaque results stand for.
public struct _BuiltWidget: Widget {
    public init() {}
    public typealias Body = EmptyWidgetConfiguration
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

@MainActor @preconcurrency public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension WidgetBundle {
    @MainActor @preconcurrency public static func main() {}
}

/// The marker of a widget built from an `if #available` branch, the only `if` a bundle takes.
public protocol _LimitedAvailabilityWidgetMarker {}

/// The SDKs without parameter packs: `buildBlock` for 0 to 10 widgets; `if` only as `if #available` without
/// `else` (`buildOptional` takes only what `buildLimitedAvailability` builds). Controls join a bundle through
/// their own `buildExpression` and `buildLimitedAvailability` (iOS 18; developer.apple.com/documentation/swiftui/
/// widgetbundlebuilder).
@resultBuilder public struct WidgetBundleBuilder {
    public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }
    #if !IOS26_SDK
        @available(iOS 18.0, *)
        @available(macOS, unavailable)
        @available(watchOS, unavailable)
    #else
        @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
    #endif
    public static func buildExpression<Content: ControlWidget>(_ content: Content) -> some Widget { _BuiltWidget() }
    public static func buildBlock() -> some Widget { _BuiltWidget() }
    public static func buildBlock<Content: Widget>(_ content: Content) -> some Widget { _BuiltWidget() }
    public static func buildBlock<C0: Widget, C1: Widget>(_ c0: C0, _ c1: C1) -> some Widget { _BuiltWidget() }
    public static func buildBlock<C0: Widget, C1: Widget, C2: Widget>(_ c0: C0, _ c1: C1, _ c2: C2) -> some Widget {
        _BuiltWidget()
    }
    public static func buildBlock<C0: Widget, C1: Widget, C2: Widget, C3: Widget>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> some Widget { _BuiltWidget() }
    public static func buildBlock<C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> some Widget { _BuiltWidget() }
    public static func buildBlock<C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> some Widget { _BuiltWidget() }
    public static func buildBlock<C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> some Widget { _BuiltWidget() }
    public static func buildBlock<
        C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget, C7: Widget
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some Widget { _BuiltWidget() }
    public static func buildBlock<
        C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget, C7: Widget, C8: Widget
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some Widget {
        _BuiltWidget()
    }
    public static func buildBlock<
        C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget, C7: Widget, C8: Widget,
        C9: Widget
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some Widget
    {
        _BuiltWidget()
    }
    public static func buildOptional(_ widget: (any Widget & _LimitedAvailabilityWidgetMarker)?) -> some Widget {
        _BuiltWidget()
    }
    public static func buildLimitedAvailability(_ widget: some Widget) -> any Widget & _LimitedAvailabilityWidgetMarker
    {
        _LimitedWidget()
    }
    #if !IOS26_SDK
        @available(iOS 18.0, *)
        @available(macOS, unavailable)
        @available(watchOS, unavailable)
    #else
        @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
    #endif
    public static func buildLimitedAvailability(_ widget: some ControlWidget)
        -> any Widget & _LimitedAvailabilityWidgetMarker
    { _LimitedWidget() }
}

/// What `buildLimitedAvailability` builds.
public struct _LimitedWidget: Widget, _LimitedAvailabilityWidgetMarker {
    public init() {}
    public typealias Body = EmptyWidgetConfiguration
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

#if !IOS26_SDK
    // MARK: - Controls (developer.apple.com/documentation/swiftui/controlwidget and the pages it links; iOS 18 only
    // in this SDK)
#else
    // MARK: - Controls (developer.apple.com/documentation/swiftui/controlwidget and the pages it links; iOS 18,
    // macOS 26, watchOS 26, not visionOS)
#endif

#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
@MainActor @preconcurrency public protocol ControlWidgetTemplate {
    associatedtype Body: ControlWidgetTemplate
    @MainActor @preconcurrency var body: Self.Body { get }
}

#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
extension Never: ControlWidgetTemplate {}

#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
public struct _BuiltControlWidgetTemplate: ControlWidgetTemplate {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Takes one template: no `if`, no `switch`.
#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
@resultBuilder public struct ControlWidgetTemplateBuilder {
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> some ControlWidgetTemplate {
        _BuiltControlWidgetTemplate()
    }
}

#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
@MainActor @preconcurrency public protocol ControlWidgetConfiguration {
    associatedtype Body: ControlWidgetConfiguration
    @MainActor @preconcurrency var body: Self.Body { get }
}

#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
extension Never: ControlWidgetConfiguration {}

#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
public struct _BuiltControlWidgetConfiguration: ControlWidgetConfiguration {
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
@resultBuilder public struct ControlWidgetConfigurationBuilder {
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content)
        -> some ControlWidgetConfiguration
    { _BuiltControlWidgetConfiguration() }
}

/// Declared in WidgetKit (`extension SwiftUI.ControlWidgetConfiguration`), in both SDK interfaces.
#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
extension ControlWidgetConfiguration {
    @MainActor @preconcurrency public func displayName(_ displayName: LocalizedStringResource)
        -> some ControlWidgetConfiguration
    { _BuiltControlWidgetConfiguration() }
    @MainActor @preconcurrency public func description(_ description: LocalizedStringResource)
        -> some ControlWidgetConfiguration
    { _BuiltControlWidgetConfiguration() }
}

#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
@MainActor @preconcurrency public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    init()
    @ControlWidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

#if !IOS26_SDK
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
extension ControlWidget {
    @MainActor @preconcurrency public static func main() {}
}

/// DeveloperToolsSupport's `Preview`, re-exported by SwiftUI: what `#Preview` expands to. Its initializers for
/// widgets and Live Activities are WidgetKit's (developer.apple.com/documentation/developertoolssupport/preview).
@available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *)
public struct Preview {}
