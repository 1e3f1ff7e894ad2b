/// Validates the Swift names a spec declares (see `SwiftIdentifier` for the rules).
struct NameRules {
    let context: DecodingContext

    /// What the fix-it for a type name starting in lowercase writes: `departures` is `Departures`.
    static func upperCamelCase(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    /// A type name: an UpperCamelCase identifier that is not reserved.
    func typeName(_ name: Located<String>) -> Located<String>? {
        guard identifier(name, what: "type name", casing: Self.upperCamelCase) else { return nil }
        if let reason = SwiftIdentifier.reservedTypeNames[name.value]
            ?? (SwiftIdentifier.keywords.contains(name.value) ? "it is a Swift keyword" : nil)
        {
            context.error(
                .reservedName, "'\(MessageText.excerpt(name.value))' can't be used as a type name: \(reason)",
                at: name.range)
            return nil
        }
        guard let first = name.value.first, first.isUppercase else {
            let fixed = Self.upperCamelCase(name.value)
            context.error(
                .invalidIdentifier,
                "type name '\(MessageText.excerpt(name.value))' must start with an uppercase letter (UpperCamelCase)",
                at: name.range, fixIt: FixIt(replacing: name.range, with: fixed))
            return nil
        }
        return name
    }

    /// A member name (field, parameter, enum case, event): a lowerCamelCase identifier. Keywords are allowed
    /// (generated code escapes them), except the few that cannot be members at all.
    func memberName(_ name: Located<String>) -> Located<String>? {
        guard identifier(name, what: "name", casing: { $0.prefix(1).lowercased() + $0.dropFirst() }) else {
            return nil
        }
        if SwiftIdentifier.reservedMemberNames.contains(name.value) {
            context.error(
                .reservedName, "'\(MessageText.excerpt(name.value))' can't be used as a name in Swift", at: name.range)
            return nil
        }
        guard let first = name.value.first, !first.isUppercase else {
            let fixed = name.value.prefix(1).lowercased() + name.value.dropFirst()
            context.error(
                .invalidIdentifier,
                "name '\(MessageText.excerpt(name.value))' must start with a lowercase letter (lowerCamelCase)",
                at: name.range, fixIt: FixIt(replacing: name.range, with: fixed))
            return nil
        }
        return name
    }

    /// Whether `name` is an identifier; reports it when not, with a fix-it written in `casing` (the first
    /// letter's case the name's kind requires), so that applying it satisfies the next rule too.
    private func identifier(_ name: Located<String>, what: String, casing: (String) -> String) -> Bool {
        guard SwiftIdentifier.isIdentifier(name.value) else {
            let words = name.value.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                .enumerated().map {
                    $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst()
                }
                .joined()
            let cleaned = casing(words)
            let fixIt = SwiftIdentifier.isIdentifier(cleaned) ? FixIt(replacing: name.range, with: cleaned) : nil
            context.error(
                .invalidIdentifier,
                "'\(MessageText.excerpt(name.value))' is not a valid Swift \(what): use letters, digits and '_', not starting with a digit",
                at: name.range, fixIt: fixIt)
            return false
        }
        return true
    }
}
