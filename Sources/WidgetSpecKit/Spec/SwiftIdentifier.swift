/// Rules for the Swift names a spec declares.
///
/// Type names (widgets, enums, models, activities, the bundle, intents, views) must be UpperCamelCase
/// identifiers and not keywords. Member names (fields, parameters, enum cases, events) must be lowerCamelCase
/// identifiers; a keyword there is allowed and escaped with backticks in generated code, except the few names
/// that cannot be members at all.
public enum SwiftIdentifier {
    /// Swift's reserved words (declarations, statements, expressions and types, and `_`).
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Names that cannot be used for a generated type even in backticks, or that would shadow a type the
    /// generated code relies on.
    static let reservedTypeNames: Set<String> = [
        "Type", "Protocol", "Self", "Any", "Sendable", "Codable", "Hashable", "Date", "URL", "String", "Int", "Double",
        "Bool", "Array", "Optional", "Widget", "WidgetBundle", "TimelineEntry", "TimelineProvider", "Timeline",
        "WidgetKinds", "WidgetReloads", "View", "Text", "Never",
    ]

    /// Member names that cannot be used even in backticks.
    static let reservedMemberNames: Set<String> = ["self", "Self", "init", "Type", "Protocol", "_"]

    /// Whether `name` has the shape of a Swift identifier (letters, digits, underscore; not starting with a digit).
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        guard first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// Whether `name` needs backticks to be used as a member name.
    public static func needsBackticks(_ name: String) -> Bool { keywords.contains(name) }
}
