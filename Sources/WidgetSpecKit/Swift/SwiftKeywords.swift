/// Swift's keywords: which names need backticks where.
enum SwiftKeywords {
    /// Swift's reserved words and the contextual keywords that need backticks as a declared name. Backticks
    /// are harmless on any identifier, so the list errs on the side of more.
    static let all: Set<String> = [
        "associatedtype", "borrowing", "class", "consume", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator",
        "package", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol", "_",
    ]

    /// Whether `name` has the shape of a Swift identifier (letters, digits, underscore; not starting with a digit).
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        guard first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// Whether `name` needs backticks to be used as a declared name or after a dot.
    static func needsBackticks(_ name: String) -> Bool { all.contains(name) }

    /// Whether `name` needs backticks as an argument label of a call: only these three keywords do.
    static func needsBackticksAsArgumentLabel(_ name: String) -> Bool { ["inout", "var", "let"].contains(name) }
}
