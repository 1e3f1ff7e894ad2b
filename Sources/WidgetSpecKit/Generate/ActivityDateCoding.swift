/// `dates: unix` on a Live Activity: its attributes and `ContentState` read and write their `Date` and `Date?`
/// fields as UNIX time (seconds since 1970) instead of Swift's default, seconds since 2001, so a server that
/// sends UNIX time (Home Assistant's does) is understood: ActivityKit decodes a push with `JSONDecoder`'s default
/// date strategy, which the app cannot change (an assumption: Apple does not document the decoder), so the
/// type's own `Codable` converts.
extension GenerationContext {
    /// `CodingKeys` (unless `json:` already made them), `init(from:)` and `encode(to:)` converting the date fields;
    /// nothing for `dates: reference` or fields without a date. The checker allows dates only as fields here
    /// (WS0822), so every date the payload carries is converted.
    func unixDateCoding(_ fields: [Field], of activity: ActivityDecl) -> [SwiftDecl] {
        guard activity.dates.value == .unix, fields.contains(where: { Self.isDate($0.type.value) }) else { return [] }
        var decls: [SwiftDecl] = []
        if codingKeys(fields) == nil, let keys = codingKeys(fields, always: true) { decls.append(keys) }
        let range = activity.dates.range
        decls.append(
            .initializer(
                SwiftInitializer(
                    parameters: [SwiftParameter("from", "decoder", .existential(QualifiedName.decoder))],
                    effects: "throws", access: access,
                    doc: doc("Decodes the fields, the dates from UNIX time (the spec's `dates: unix`)", range),
                    body: [
                        .let(
                            "container",
                            .try(
                                .identifier("decoder").dot("container").call(
                                    SwiftArgument("keyedBy", .identifier("CodingKeys").dot("self")))))
                    ] + fields.map(decodeStatement))))
        decls.append(
            .function(
                SwiftFunction(
                    "encode",
                    parameters: .parameters([SwiftParameter("to", "encoder", .existential(QualifiedName.encoder))]),
                    effects: "throws",
                    access: access,
                    doc: doc("Encodes the fields, the dates as UNIX time (the spec's `dates: unix`)", range),
                    body: [
                        .variable(
                            "container", nil,
                            .identifier("encoder").dot("container").call(
                                SwiftArgument("keyedBy", .identifier("CodingKeys").dot("self"))))
                    ] + fields.map(encodeStatement))))
        return decls
    }

    static func isDate(_ type: TypeRef) -> Bool { type.unwrapped == .date }

    private static let double = SwiftExpression.type(QualifiedName.double).dot("self")
    private static let date = SwiftExpression.type(QualifiedName.date)

    /// `self.x = try container.decode(T.self, forKey: .x)`, a date read as a `Double` of UNIX time.
    private func decodeStatement(_ field: Field) -> SwiftStatement {
        let name = SwiftLiteral.identifier(field.name.value)
        let type = field.type.value
        let method = type.isOptional ? "decodeIfPresent" : "decode"
        let key = SwiftArgument("forKey", .implicitMember(name))
        let decodedType = Self.isDate(type) ? Self.double : .identifier(type.unwrapped.qualifiedSpelling).dot("self")
        let decoded = SwiftExpression.try(.identifier("container").dot(method).call(SwiftArgument(decodedType), key))
        let value: SwiftExpression =
            switch (Self.isDate(type), type.isOptional) {
            case (true, false): Self.date.call(SwiftArgument("timeIntervalSince1970", decoded))
            case (true, true): decoded.dot("map").call(SwiftArgument(Self.date.dot("init(timeIntervalSince1970:)")))
            default: decoded
            }
        return .expression(.infix(.identifier("self").dot(name), "=", value))
    }

    /// `try container.encode(self.x, forKey: .x)`, a date written as its `timeIntervalSince1970`.
    private func encodeStatement(_ field: Field) -> SwiftStatement {
        let name = SwiftLiteral.identifier(field.name.value)
        let type = field.type.value
        let method = type.isOptional ? "encodeIfPresent" : "encode"
        var value = SwiftExpression.identifier("self").dot(name)
        if Self.isDate(type) {
            value =
                type.isOptional
                ? .member(.identifier("self").dot(name + "?"), "timeIntervalSince1970")
                : value.dot("timeIntervalSince1970")
        }
        return .expression(
            .try(
                .identifier("container").dot(method).call(
                    SwiftArgument(value), SwiftArgument("forKey", .implicitMember(name)))))
    }
}
