// One stub for both supported SDKs: `IOS26_SDK` (set by the type checks for the iOS 26.0 SDK) selects what only
// that SDK declares, its absence what the iOS 18.0 SDK declares. The interfaces:
//   iOS 18.0: xybp888/iOS-SDKs@88fdca9d, iPhoneOS18.0.sdk, "Apple Swift version 6.0"
//   iOS 26.0: SunnyM00n/iOS-SDKs@23d41e92, iPhoneOS26.0.sdk, "Apple Swift version 6.2"
// (AppIntents.framework/Modules/AppIntents.swiftmodule/arm64e-apple-ios.swiftinterface, 0.7 MB and 1.0 MB, not read
// whole). The App Intents signatures generated code uses: the declarations keep the signatures of Apple's
// documentation pages named per declaration, except where a comment quotes an interface. Bodies are never run.
@_exported import Foundation
@_exported import FoundationExtras

/// What `perform()` returns (developer.apple.com/documentation/appintents/intentresult, iOS 16).
public protocol IntentResult: Sendable {}

/// The result type of `.result()` (developer.apple.com/documentation/appintents/intentresultcontainer).
public struct IntentResultContainer<Value, OpensIntent, Dialog, Snippet>: IntentResult, @unchecked Sendable {}

extension IntentResult {
    /// Indicates the `AppIntent` finished performing.
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> { Self() }
}

public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    #if !IOS26_SDK
        /// Not deprecated in this SDK (iOS 26 deprecates it for `supportedModes`).
    #else
        /// Deprecated in favour of `supportedModes` (iOS 26); Apple advises declaring it in a deprecated extension
        /// (developer.apple.com/documentation/appintents/appintent/openappwhenrun).
        @available(iOS, introduced: 16.0, deprecated: 26.0, message: "Use supportedModes")
    #endif
    static var openAppWhenRun: Bool { get }
    /// Whether Siri, Spotlight and Shortcuts can discover the intent; `true` by default
    /// (developer.apple.com/documentation/appintents/appintent/isdiscoverable, iOS 17, macOS 14, watchOS 10).
    #if !IOS26_SDK
        /// This SDK has no `supportedModes` (26 on every platform).
    #endif
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    static var isDiscoverable: Bool { get }
    /// What a locked device asks before the intent runs; `alwaysAllowed` by default. From the iOS 18 interface:
    /// `static var authenticationPolicy: AppIntents.IntentAuthenticationPolicy { get }` (iOS 16, macOS 13,
    /// watchOS 9, tvOS 16); Apple's page lists the same availability today (the iOS 26 interface was not read).
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    #if IOS26_SDK
        /// The foreground and background modes the intent supports
        /// (developer.apple.com/documentation/appintents/appintent/supportedmodes, iOS, macOS, tvOS, watchOS and
        /// visionOS 26).
        @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
        static var supportedModes: IntentModes { get }
    #endif
    init()
    /// `func perform() async throws -> Self.PerformResult` (developer.apple.com/documentation/appintents/appintent/perform()).
    func perform() async throws -> Self.PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    #if IOS26_SDK
        @available(iOS, introduced: 16.0, deprecated: 26.0, message: "Use supportedModes")
    #endif
    public static var openAppWhenRun: Bool { false }
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    #if IOS26_SDK
        @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
        public static var supportedModes: IntentModes { .background }
    #endif
    /// `@Parameter` is only available inside intents.
    public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>
}

/// From the iOS 18 interface: `public enum IntentAuthenticationPolicy : Swift.Sendable` (iOS 16, macOS 13,
/// watchOS 9, tvOS 16) with `==` and `hash(into:)`; the three cases are those of Apple's page today.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    case alwaysAllowed
    case requiresAuthentication
    case requiresLocalDeviceAuthentication
}

#if IOS26_SDK
    /// Whether an intent runs in the foreground or the background
    /// (developer.apple.com/documentation/appintents/intentmodes, 26 on every platform).
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public struct IntentModes: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static var background: IntentModes { IntentModes(rawValue: 1) }
        /// "A value that indicates the action needs to run in the foreground" (equivalent to `immediate`).
        public static var foreground: IntentModes { IntentModes(rawValue: 2) }
    }

#endif
/// An app intent that opens and displays a specific item in the app
/// (developer.apple.com/documentation/appintents/openintent, iOS 16, macOS 13, watchOS 9): its `target`.
public protocol OpenIntent: AppIntent {
    associatedtype Value: _IntentValue
    var target: Value { get set }
}

/// A `perform()` implementation is not required [S15]; the stub's default stands for Apple's.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}

#if !IOS26_SDK
    /// The iOS 18.0 interface: `@available(iOS 18.0, *) @available(macOS, unavailable) @available(watchOS, unavailable)
    /// public protocol ControlConfigurationIntent : AppIntent { associatedtype NeverResult where Self.NeverResult == Never }`
    /// with `extension ControlConfigurationIntent { public func perform() async throws -> Self.NeverResult }`; the stub
    /// gives the default `perform()` the result type `WidgetConfigurationIntent`'s has, which conformers never name.
    @available(iOS 18.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
#else
    /// An interface for configuring a control (developer.apple.com/documentation/appintents/controlconfigurationintent,
    /// iOS 18, macOS 26, watchOS 26): "you don't need to provide an implementation for perform()".
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
public protocol ControlConfigurationIntent: AppIntent {}

#if !IOS26_SDK
    @available(iOS 18.0, *)
#else
    @available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
#endif
extension ControlConfigurationIntent {
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}

/// An intent that contains a value which can be set (developer.apple.com/documentation/appintents/setvalueintent,
/// iOS 18, macOS 15, watchOS 11, visionOS 2): `ControlWidgetToggle` runs one.
@available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 2.0, *)
public protocol SetValueIntent<ValueType>: AppIntent {
    associatedtype ValueType: _IntentValue
    var value: Self.ValueType { get set }
}

/// An intent the system runs in the app's process (developer.apple.com/documentation/appintents/
/// liveactivityintent, iOS 17; unavailable on macOS and watchOS [S22]).
@available(iOS 17.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public protocol LiveActivityIntent: AppIntent {}

/// An App Intent that replaces a custom SiriKit intent, so existing shortcuts, donations and configured widgets
/// keep working (developer.apple.com/documentation/appintents/customintentmigratedappintent: iOS 16, macOS 13,
/// watchOS 9, tvOS 16; `static var intentClassName: String { get }`, "the name of the SiriKit Intent class that
/// this app intent replaces").
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol CustomIntentMigratedAppIntent: AppIntent {
    static var intentClassName: String { get }
}

public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = []
    ) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

/// The types a parameter can have. `ValueType` is the type the options initializers are constrained by
/// (`Value.ValueType == String`, developer.apple.com/documentation/appintents/intentparameter-string): the value
/// itself, an optional's wrapped value and an array's element (`Array.ValueType = Element` in the App Intents
/// reference; an optional's is its wrapped value's, as the String initializers' use for `String?` implies).
public protocol _IntentValue {
    associatedtype UnwrappedType
    associatedtype ValueType = Self
}

extension String: _IntentValue { public typealias UnwrappedType = String }
extension Int: _IntentValue { public typealias UnwrappedType = Int }
extension Double: _IntentValue { public typealias UnwrappedType = Double }
extension Bool: _IntentValue { public typealias UnwrappedType = Bool }
extension Date: _IntentValue { public typealias UnwrappedType = Date }
extension URL: _IntentValue { public typealias UnwrappedType = URL }
extension Optional: _IntentValue where Wrapped: _IntentValue {
    public typealias UnwrappedType = Wrapped.UnwrappedType
    public typealias ValueType = Wrapped.ValueType
}
extension Array: _IntentValue where Element: _IntentValue {
    public typealias UnwrappedType = [Element]
    public typealias ValueType = Element
}

@propertyWrapper public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }
    public var projectedValue: IntentParameter<Value> { self }
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil
    ) {}
}

/// The widget families an array parameter is sized for (developer.apple.com/documentation/appintents/intentwidgetfamily,
/// iOS 17, macOS 14, watchOS 10). `systemExtraLargePortrait` is left out: only the 27 SDKs declare it.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public enum IntentWidgetFamily: Hashable, Sendable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner
}

/// How many values an array parameter holds (developer.apple.com/documentation/appintents/intentcollectionsize,
/// iOS 17, macOS 14, tvOS 17, watchOS 10): `init(exactly:)`, `init(min:max:)`, and an integer literal.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct IntentCollectionSize: ExpressibleByIntegerLiteral, Equatable, Sendable {
    public init(exactly: Int) {}
    public init(min: Int, max: Int) {}
    public init(integerLiteral value: Int) {}
}

/// An array of entities sized per widget family:
/// developer.apple.com/documentation/appintents/intentparameter/init(title:description:default:size:inputconnectionbehavior:)-7cox5
/// (iOS 17, macOS 14, watchOS 10; its `inputConnectionBehavior:`, which generated code never passes, is left out).
/// The page's constraint, an `UnwrappedType` that is a collection of app entities, is spelled with this stub's
/// `_IntentValue`.
extension IntentParameter where Value.UnwrappedType: Collection, Value.UnwrappedType.Element: AppEntity {
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, size: [IntentWidgetFamily: IntentCollectionSize]
    ) {
        self.init(title: title, description: description, default: defaultValue)
    }
}

// Options the app provides (iOS 16, macOS 13, tvOS 16, watchOS 9), from their documentation pages:
// developer.apple.com/documentation/appintents/dynamicoptionsprovider (`results()`, `defaultResult()`, `Result`,
// `DefaultValue = Self.Result.Result`), .../resultscollection (its `Result`; `promptLabel`, `usesIndexedCollation`
// and `items` are left out: generated code never reads them), .../intentitemcollection/
// init(promptlabel:usesindexedcollation:sections:), .../intentitemsection/init(items:), .../intentitem/
// init(_:title:subtitle:image:) (without `image:`, whose `DisplayRepresentation.Image` the stubs lack), and the
// `optionsProvider:` initializers of .../intentparameter-string and .../intentparameter-int without their
// `inputOptions:`, `controlStyle:`, `inclusiveRange:`, `requestValueDialog:` and `inputConnectionBehavior:`, which
// have defaults and which generated code never passes. None of them takes a `default:` before the 26 SDKs.

/// A collection of options returned by a provider.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol ResultsCollection<Result> {
    associatedtype Result: _IntentValue
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension Array: ResultsCollection where Element: _IntentValue {
    public typealias Result = Element
}

/// An interface for providing a dynamic list of options for a parameter.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol DynamicOptionsProvider {
    associatedtype Result: ResultsCollection
    associatedtype DefaultValue: _IntentValue = Self.Result.Result
    func results() async throws -> Self.Result
    func defaultResult() async -> Self.DefaultValue?
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension DynamicOptionsProvider {
    public func defaultResult() async -> Self.DefaultValue? { nil }
}

/// Options in sections, with a prompt and an index.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct IntentItemCollection<Result: _IntentValue>: ResultsCollection {
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        sections: [IntentItemSection<Result>]
    ) {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct IntentItemSection<Result: _IntentValue> {
    public init(items: [IntentItem<Result>]) {}
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct IntentItem<Value: _IntentValue> {
    public init(_ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {}
}

extension IntentParameter where Value.ValueType == String {
    /// .../intentparameter/init(title:description:inputoptions:requestvaluedialog:inputconnectionbehavior:optionsprovider:)
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, optionsProvider: OptionsProvider
    ) where OptionsProvider.DefaultValue.ValueType == String {
        self.init(title: title, description: description)
    }
}

extension IntentParameter where Value.ValueType == Int {
    /// .../intentparameter/init(title:description:controlstyle:inclusiverange:requestvaluedialog:inputconnectionbehavior:optionsprovider:)-86n3q
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, optionsProvider: OptionsProvider
    ) where OptionsProvider.DefaultValue.ValueType == Int {
        self.init(title: title, description: description)
    }
}

// Parameter summaries (iOS 16, macOS 13, tvOS 16, watchOS 9), from their documentation pages:
// developer.apple.com/documentation/appintents/parametersummary, .../parametersummarybuilder,
// .../intentparametersummary, .../parametersummarystring, .../parametersummarywhencondition (the
// `init(_:_:_:_:otherwise:)` forms with an `EquatableComparisonOperator`), .../parametersummaryswitchcondition,
// .../parametersummarycasecondition, .../parametersummarydefaultcasecondition and .../parametersummarycasebuilder
// (`buildBlock` with one to nine cases and the default). `AppIntent`'s `parameterSummary` requirement and its
// `SummaryContent` are left out: generated intents declare the property as Apple's own extension does
// (`static var parameterSummary: some ParameterSummary`), and `_IntentValue`'s `ValueType` is this stub's
// `UnwrappedType`.

/// developer.apple.com/documentation/appintents/parametersummary.
public protocol ParameterSummary {
    associatedtype Intent: AppIntent
}

@resultBuilder public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildBlock<Summary: ParameterSummary>(_ block: Summary) -> Summary
    where Intent == Summary.Intent { block }
    public static func buildExpression<Summary: ParameterSummary>(_ expression: Summary) -> Summary
    where Intent == Summary.Intent { expression }
}

/// A summary sentence whose interpolations are parameter key paths (`"Show \(\.$sensor)"`).
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {}
    }
    public init(_ string: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// Its `ParameterKeyPathsBuilder`, re-typed: the page lists the builder, not its methods.
    @resultBuilder public enum ParameterKeyPathsBuilder {
        public static func buildExpression(_ keyPath: PartialKeyPath<Intent>) -> [PartialKeyPath<Intent>] { [keyPath] }
        public static func buildBlock(_ components: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] {
            components.flatMap { $0 }
        }
    }
    public init() {}
    public init(@ParameterKeyPathsBuilder _ keyPaths: () -> [PartialKeyPath<Intent>]) {}
    public init(_ summary: ParameterSummaryString<Intent>, table: String? = nil) {}
    public init(
        _ summary: ParameterSummaryString<Intent>, table: String? = nil,
        @ParameterKeyPathsBuilder _ keyPaths: () -> [PartialKeyPath<Intent>]
    ) {}
}

/// What a summary condition's key path leads to: an `IntentParameter`.
public protocol AnyIntentValue {
    associatedtype Value: _IntentValue
}

extension IntentParameter: AnyIntentValue {}

public enum EquatableComparisonOperator: Sendable {
    case equalTo, notEqualTo
}

public struct ParameterSummaryWhenCondition<
    Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary
>:
    ParameterSummary
{
    public init<ValueType, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: EquatableComparisonOperator, _ value: ValueType,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where ValueType: Equatable, ValueType == Parameter.Value, Parameter: AnyIntentValue {}

    public init<ValueType, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: EquatableComparisonOperator,
        _ value: ValueType.UnwrappedType, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    )
    where
        ValueType: ExpressibleByNilLiteral, ValueType == Parameter.Value, Parameter: AnyIntentValue,
        ValueType.UnwrappedType: Equatable
    {}
}

public protocol _ParameterSummarySwitchCase {
    associatedtype Intent: AppIntent
    associatedtype Value: _IntentValue
}

public struct ParameterSummarySwitchCondition<
    Intent: AppIntent, Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase
>: ParameterSummary {
    public init(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        @ParameterSummaryCaseBuilder<Intent, Value> _ builder: () -> CaseCondition
    ) {}
}

public struct ParameterSummaryCaseCondition<Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary>:
    _ParameterSummarySwitchCase
{
    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {}
}

public struct ParameterSummaryDefaultCaseCondition<Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary>:
    _ParameterSummarySwitchCase
{
    public init(@ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {}
}

public struct ParameterSummaryTupleCaseCondition<Intent: AppIntent, Value: _IntentValue, ValueType>:
    _ParameterSummarySwitchCase
{}

/// `buildBlock` for one to nine cases and the default, as Apple declares it (the cases share the intent).
@resultBuilder public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: _IntentValue> {
    public typealias Default<S: ParameterSummary> = ParameterSummaryDefaultCaseCondition<Intent, Value, S>
    public typealias Tuple<T> = ParameterSummaryTupleCaseCondition<Intent, Value, T>
    /// Fixes each case's intent and value type to the switch's, so `DefaultCase { … }` needs no type of its own.
    public static func buildExpression<C0: _ParameterSummarySwitchCase>(_ expression: C0) -> C0
    where Intent == C0.Intent, Value == C0.Value { expression }
    public static func buildBlock<C0, D>(_ c0: C0, _ default: Default<D>) -> Tuple<(C0, Default<D>)>
    where C0: _ParameterSummarySwitchCase, D: ParameterSummary, Intent == C0.Intent { Tuple() }
    public static func buildBlock<C0, C1, D>(_ c0: C0, _ c1: C1, _ default: Default<D>) -> Tuple<(C0, C1, Default<D>)>
    where
        C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, D: ParameterSummary, Intent == C0.Intent,
        C0.Intent == C1.Intent
    { Tuple() }
    public static func buildBlock<C0, C1, C2, D>(_ c0: C0, _ c1: C1, _ c2: C2, _ default: Default<D>) -> Tuple<
        (C0, C1, C2, Default<D>)
    >
    where
        C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C2: _ParameterSummarySwitchCase,
        D: ParameterSummary, Intent == C0.Intent, C0.Intent == C1.Intent, C1.Intent == C2.Intent
    { Tuple() }
    public static func buildBlock<C0, C1, C2, C3, D>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ default: Default<D>)
        -> Tuple<(C0, C1, C2, C3, Default<D>)>
    where
        C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C2: _ParameterSummarySwitchCase,
        C3: _ParameterSummarySwitchCase, D: ParameterSummary, Intent == C0.Intent, C0.Intent == C1.Intent,
        C1.Intent == C2.Intent, C2.Intent == C3.Intent
    { Tuple() }
    public static func buildBlock<C0, C1, C2, C3, C4, D>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ default: Default<D>
    ) -> Tuple<(C0, C1, C2, C3, C4, Default<D>)>
    where
        C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C2: _ParameterSummarySwitchCase,
        C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase, D: ParameterSummary, Intent == C0.Intent,
        C0.Intent == C1.Intent, C1.Intent == C2.Intent, C2.Intent == C3.Intent, C3.Intent == C4.Intent
    { Tuple() }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, D>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ default: Default<D>
    ) -> Tuple<(C0, C1, C2, C3, C4, C5, Default<D>)>
    where
        C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C2: _ParameterSummarySwitchCase,
        C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase, C5: _ParameterSummarySwitchCase,
        D: ParameterSummary, Intent == C0.Intent, C0.Intent == C1.Intent, C1.Intent == C2.Intent,
        C2.Intent == C3.Intent, C3.Intent == C4.Intent, C4.Intent == C5.Intent
    { Tuple() }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, D>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ default: Default<D>
    ) -> Tuple<(C0, C1, C2, C3, C4, C5, C6, Default<D>)>
    where
        C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C2: _ParameterSummarySwitchCase,
        C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase, C5: _ParameterSummarySwitchCase,
        C6: _ParameterSummarySwitchCase, D: ParameterSummary, Intent == C0.Intent, C0.Intent == C1.Intent,
        C1.Intent == C2.Intent, C2.Intent == C3.Intent, C3.Intent == C4.Intent, C4.Intent == C5.Intent,
        C5.Intent == C6.Intent
    { Tuple() }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, D>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ default: Default<D>
    ) -> Tuple<(C0, C1, C2, C3, C4, C5, C6, C7, Default<D>)>
    where
        C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C2: _ParameterSummarySwitchCase,
        C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase, C5: _ParameterSummarySwitchCase,
        C6: _ParameterSummarySwitchCase, C7: _ParameterSummarySwitchCase, D: ParameterSummary, Intent == C0.Intent,
        C0.Intent == C1.Intent, C1.Intent == C2.Intent, C2.Intent == C3.Intent, C3.Intent == C4.Intent,
        C4.Intent == C5.Intent, C5.Intent == C6.Intent, C6.Intent == C7.Intent
    { Tuple() }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, D>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ default: Default<D>
    ) -> Tuple<(C0, C1, C2, C3, C4, C5, C6, C7, C8, Default<D>)>
    where
        C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C2: _ParameterSummarySwitchCase,
        C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase, C5: _ParameterSummarySwitchCase,
        C6: _ParameterSummarySwitchCase, C7: _ParameterSummarySwitchCase, C8: _ParameterSummarySwitchCase,
        D: ParameterSummary, Intent == C0.Intent, C0.Intent == C1.Intent, C1.Intent == C2.Intent,
        C2.Intent == C3.Intent, C3.Intent == C4.Intent, C4.Intent == C5.Intent, C5.Intent == C6.Intent,
        C6.Intent == C7.Intent, C7.Intent == C8.Intent
    { Tuple() }
}

extension AppIntent {
    public typealias Summary = IntentParameterSummary<Self>
    public typealias When<WhenCondition: ParameterSummary, Otherwise: ParameterSummary> =
        ParameterSummaryWhenCondition<Self, WhenCondition, Otherwise>
    public typealias Switch<Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase> =
        ParameterSummarySwitchCondition<Self, Value, CaseCondition>
    public typealias Case = ParameterSummaryCaseCondition
    public typealias DefaultCase = ParameterSummaryDefaultCaseCondition
}

public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

public protocol AppEnum: _IntentValue, RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue: LosslessStringConvertible, UnwrappedType == Self {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// The identifier types of entities (developer.apple.com/documentation/appintents/entityidentifierconvertible);
/// its requirements are left out: generated code uses `String` identifiers only.
public protocol EntityIdentifierConvertible {}

extension String: EntityIdentifierConvertible {}

/// developer.apple.com/documentation/appintents/appentity (iOS 16, macOS 13, watchOS 9): `AppValue`, which gives
/// `ValueType == Self`, is `_IntentValue` with `UnwrappedType == Self` here, as for `AppEnum`.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol AppEntity: _IntentValue, Identifiable, Sendable
where ID: EntityIdentifierConvertible & Sendable, UnwrappedType == Self {
    associatedtype DefaultQuery: EntityQuery
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    var displayRepresentation: DisplayRepresentation { get }
    static var defaultQuery: Self.DefaultQuery { get }
}

/// developer.apple.com/documentation/appintents/entityquery (iOS 16, macOS 13, watchOS 9). Its `Result` defaults
/// to `[Entity]` and `DefaultValue` (from `DynamicOptionsProvider`) to the entity, the types generated code uses.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    init()
    func entities(for identifiers: [Self.Entity.ID]) async throws -> [Self.Entity]
    func suggestedEntities() async throws -> [Self.Entity]
    func defaultResult() async -> Self.Entity?
}

/// developer.apple.com/documentation/appintents/entitystringquery/entities(matching:).
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Self.Entity]
}

/// Registers the App Intents types of a package or framework; an app lists the packages it uses in its own
/// package's `includedPackages` (developer.apple.com/documentation/appintents/appintentspackage: iOS 17, macOS 14,
/// watchOS 10, tvOS 17; `static var includedPackages: [any AppIntentsPackage.Type] { get }`, which has a default).
@available(iOS 17.0, macOS 14.0, watchOS 10.0, tvOS 17.0, *)
public protocol AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { get }
}

@available(iOS 17.0, macOS 14.0, watchOS 10.0, tvOS 17.0, *)
extension AppIntentsPackage {
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}
