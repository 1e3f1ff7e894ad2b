/// What `widgetspec import` checks of a property list's bytes before Foundation reads them: the format, and that
/// the values it expands to are few and shallow enough. A binary property list may reference one object many
/// times, so a few hundred bytes can stand for billions of values (and Foundation, which copies every reference
/// into its own value, runs out of memory); a reference back to an enclosing object is a cycle. Counting is
/// linear in the file: each object is visited once, its expanded size computed from its children's.
package enum PropertyListShape {
    /// The limits an intent definition stays within (docs/cli.md, "import"). Xcode's are a few thousand values,
    /// nested about eight deep.
    package struct Limits: Hashable, Sendable {
        /// Values in the whole list, a reference counting as a full copy of what it names (each key, string,
        /// number, array and dictionary is one).
        package var values = 250_000
        /// Arrays and dictionaries inside one another (the root is level 1; a scalar inside counts too).
        package var depth = 64

        package init() {}
    }

    /// Why the bytes are refused, in one sentence that says where.
    enum Problem: Error, Hashable, Sendable {
        /// Neither an XML nor a binary property list (old-style, UTF-16, or no property list at all).
        case unsupportedFormat(String)
        /// The bytes do not hold what their format says.
        case malformed(String)
        /// Beyond `Limits`, or a cycle, which would expand without end.
        case tooLarge(String)
    }

    /// Checks `bytes` as the format they start with says; Foundation may read them afterwards.
    static func check(_ bytes: [UInt8], limits: Limits = Limits()) throws(Problem) {
        if bytes.starts(with: Array("bplist".utf8)) {
            try BinaryPropertyListShape(bytes: bytes, limits: limits).check()
        } else {
            try XMLPropertyListShape(bytes: bytes, limits: limits).check()
        }
    }
}
