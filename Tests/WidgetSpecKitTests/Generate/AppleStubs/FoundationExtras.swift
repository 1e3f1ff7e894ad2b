// Stub: Apple's Foundation has LocalizedStringResource (iOS 16) and String.LocalizationValue (iOS 15); Linux
// Foundation has neither. From Apple's documentation pages named per declaration (the SDKs' Foundation interfaces,
// 1.2 MB, were not read whole); the same for both SDKs.
@_exported import Foundation

extension String {
    /// A localizable value: a literal, or an interpolation whose arguments format in the locale
    /// (developer.apple.com/documentation/swift/string/localizationvalue, iOS 15, macOS 12, watchOS 8).
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
    public struct LocalizationValue: Equatable, Codable, Sendable, ExpressibleByStringInterpolation {
        public init(stringLiteral value: String) {}
        public init(stringInterpolation: DefaultStringInterpolation) {}
    }
}

/// A reference to a localizable string, resolved later and possibly in another process
/// (developer.apple.com/documentation/foundation/localizedstringresource, iOS 16, macOS 13, watchOS 9).
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable {
    public var key: String
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }

    /// .../localizedstringresource/init(_:defaultvalue:table:locale:bundle:comment:) (iOS 16).
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = "\(key)"
    }

    /// Where the table's strings file is (.../localizedstringresource/bundledescription, iOS 16): the main bundle,
    /// a bundle at a file URL, or a class's bundle.
    public enum BundleDescription: Sendable {
        case main
        case atURL(URL)
        case forClass(AnyClass)
    }
}
