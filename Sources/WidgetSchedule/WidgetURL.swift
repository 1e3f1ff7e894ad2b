import Foundation

/// Building a widget's `widgetURL` from the spec's template: the generated `<Widget>Configuration.widgetURL`
/// puts each parameter's value into the template through ``percentEncoded(_:)``.
public enum WidgetURL {
    /// The characters RFC 3986 leaves unreserved: the only ones a value keeps as they are.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// `text` with every character but RFC 3986's unreserved ones percent-encoded, so a value cannot end its
    /// path segment or query item (`a/b?c` becomes `a%2Fb%3Fc`).
    ///
    /// - Parameter text: A parameter's value as text.
    /// - Returns: The encoded text; empty when it cannot be encoded (text that is not valid Unicode).
    public static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }
}
