import Foundation

/// The one place that turns text into Swift source: string and number literals, identifiers, comment text.
enum SwiftLiteral {
    /// A single-line, non-raw Swift string literal whose value is exactly `text`.
    ///
    /// Quotes and backslashes are escaped (so `"""`, `\(` and `#` lose any meaning), newlines, tabs and other
    /// control characters become escapes, and invisible characters that change how the source reads (bidi
    /// controls, line separators, the BOM) become `\u{...}`. Everything else, emoji and RTL letters included,
    /// is kept as written. The list is fixed, not taken from Unicode tables, so the output does not depend on
    /// the Unicode version of the machine that generates it.
    static func string(_ text: String) -> String {
        // Most spec text is printable ASCII without quotes or backslashes: nothing to escape.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if needsUnicodeEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A literal value as Swift writes it.
    static func code(_ value: SwiftLiteralValue) -> String {
        switch value {
        case .string(let text): string(text)
        case .int(let number): String(number)
        case .double(let number): double(number)
        case .bool(let flag): flag ? "true" : "false"
        case .nil: "nil"
        }
    }

    /// A Double literal that reads back as the same value; NaN and the infinities, which have none, through
    /// `Swift.Double`.
    static func double(_ number: Double) -> String {
        let type = SwiftType.qualified(module: "Swift", name: "Double").description
        if number.isNaN { return type + ".nan" }
        if number.isInfinite { return number < 0 ? "-" + type + ".infinity" : type + ".infinity" }
        return "\(number)"
    }

    /// Spec text placed in a comment: one line, with line breaks, control characters and invisible characters
    /// spelled as escapes, so no text can end the comment's line or hide what follows.
    static func commentText(_ text: String) -> String {
        let literal = string(text)
        // The literal's escapes are exactly what a comment needs; drop its quotes and undo the quote and
        // backslash escapes, which are harmless in a comment.
        var body = String(literal.dropFirst().dropLast())
        // Foundation's replacing is slow; most text has no quote to put back.
        if body.utf8.contains(UInt8(ascii: "\"")) {
            body = body.replacingOccurrences(of: "\\\"", with: "\"")
        }
        return body
    }

    /// Whether `string(_:)` writes `scalar` as `\u{…}` (what `OneLineText` escapes too).
    static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0 and C1 controls, DEL
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidi marks and controls
        case 0x2028, 0x2029, 0xFEFF: true  // line / paragraph separators, byte order mark
        default: false
        }
    }

    /// `name` as a Swift identifier: keywords are wrapped in backticks. The decoder has already rejected names
    /// that are not identifiers.
    static func identifier(_ name: String) -> String {
        SwiftKeywords.needsBackticks(name) ? "`\(name)`" : name
    }

    /// `name` as an argument label in a call. Swift takes every keyword there but `inout`, `var` and `let`,
    /// and warns about backticks on the others ("does not need to be escaped").
    static func argumentLabel(_ name: String) -> String {
        SwiftKeywords.needsBackticksAsArgumentLabel(name) ? "`\(name)`" : name
    }
}
