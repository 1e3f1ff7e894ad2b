// Stub of the App Intents signatures configurable widgets use. Bodies are never run.
@_exported import Foundation
@_exported import FoundationExtras

public protocol AppIntent: Sendable {
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    init()
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    /// `@Parameter` is only available inside intents.
    public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>
}

public protocol WidgetConfigurationIntent: AppIntent {}

public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = []
    ) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

/// The types a parameter can have.
public protocol _IntentValue {
    associatedtype UnwrappedType
}

extension String: _IntentValue { public typealias UnwrappedType = String }
extension Int: _IntentValue { public typealias UnwrappedType = Int }
extension Double: _IntentValue { public typealias UnwrappedType = Double }
extension Bool: _IntentValue { public typealias UnwrappedType = Bool }
extension Date: _IntentValue { public typealias UnwrappedType = Date }
extension URL: _IntentValue { public typealias UnwrappedType = URL }
extension Optional: _IntentValue where Wrapped: _IntentValue { public typealias UnwrappedType = Wrapped.UnwrappedType }
extension Array: _IntentValue where Element: _IntentValue { public typealias UnwrappedType = [Element] }

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
