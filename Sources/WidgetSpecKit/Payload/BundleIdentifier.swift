/// The app's bundle identifier that `widgetspec payload` writes into the `apns-topic` header: checked, because a
/// line break in it would add request headers of its own to every sample.
package enum BundleIdentifier {
    /// What is wrong with `identifier` as a bundle identifier, or nil when it is one: a reverse-DNS string of
    /// ASCII letters, digits, `-` and `.` (Apple's `CFBundleIdentifier` characters), not empty.
    package static func problem(_ identifier: String) -> String? {
        if identifier.isEmpty {
            return "--bundle-id is empty; give the app's bundle identifier, like com.example.app"
        }
        guard let bad = identifier.unicodeScalars.first(where: { !isAllowed($0) }) else { return nil }
        let shown = escaped(MessageText.excerpt(identifier))
        return "--bundle-id '\(shown)' is not a bundle identifier: '\(escaped(String(bad)))' is not allowed; use "
            + "letters, digits, '-' and '.', like com.example.app"
    }

    /// Printable ASCII as it is, everything else as `\u{A}`: the message stays one line whatever was given.
    private static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            (0x20..<0x7F).contains(scalar.value) && scalar != "\\"
                ? String(scalar) : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }.joined()
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", ".": true
        default: false
        }
    }
}
