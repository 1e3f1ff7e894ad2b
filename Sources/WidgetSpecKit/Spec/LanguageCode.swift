/// Language codes as BCP 47 compares them: without regard to case (RFC 5646, section 2.1.1), so `zh-Hans` and
/// `zh-hans` are one language. The decoder writes each code in its canonical casing and everything after it (the
/// checker, the String Catalog, `diff`) compares plain strings.
enum LanguageCode {
    /// The casing RFC 5646 recommends and Xcode writes (`.lproj` folders, String Catalogs): the language in lower
    /// case, a four-letter script in title case, a two-letter region in upper case, everything else in lower case;
    /// after a single-letter subtag (an extension or private use) everything is lower case.
    /// `ZH-hans-cn` → `zh-Hans-CN`, `es-419` → `es-419`.
    static func canonical(_ code: String) -> String {
        var afterSingleton = false
        let subtags = code.split(separator: "-", omittingEmptySubsequences: false).enumerated().map {
            index, subtag -> String in
            let lower = subtag.lowercased()
            defer { if subtag.count == 1 { afterSingleton = true } }
            guard index > 0, !afterSingleton else { return lower }
            switch subtag.count {
            case 2: return subtag.uppercased()
            case 4: return lower.prefix(1).uppercased() + lower.dropFirst()
            default: return lower
            }
        }
        return subtags.joined(separator: "-")
    }
}
