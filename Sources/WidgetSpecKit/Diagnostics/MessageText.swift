/// Spec text quoted in a diagnostic message: kept whole when short, else cut with its length, so a 1 MB key
/// gives a one-line message, not a 1 MB one.
enum MessageText {
    static let maximumLength = 80

    static func excerpt(_ text: String) -> String {
        guard text.unicodeScalars.count > maximumLength else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(maximumLength - 20)))
            + "… (\(text.unicodeScalars.count) characters)"
    }
}
