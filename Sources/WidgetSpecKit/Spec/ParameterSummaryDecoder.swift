extension IntentDecoder {
    /// `summary:` of an intent: a sentence with `{parameter}` placeholders, a `when` or a `switch`. Which
    /// parameters the summary names, and whether its values fit them, is the checker's (`ParameterSummaryRules`).
    func decodeSummary(_ node: YAMLNode, owner: SourceRange) -> ParameterSummaryDecl? {
        guard let mapping = node.mapping else {
            guard let text = context.string(node), let scalar = node.scalar else { return nil }
            return summaryText(text, scalar: scalar).map(ParameterSummaryDecl.text)
        }
        if mapping["switch"] == nil, mapping["when"] == nil {
            guard let reader = MappingReader<SummaryShowKey>(node, owner: owner, context: context),
                let showNode = reader.value(.show),
                let items = context.list(showNode, expected: "a list of parameter names")
            else { return nil }
            let shown = items.compactMap { context.string($0) }
            guard shown.count == items.count else { return nil }
            var text = SummaryText(segments: [], range: mapping.range)
            if let textNode = reader.value(.text) {
                guard let string = context.string(textNode), let scalar = textNode.scalar,
                    let parsed = summaryText(string, scalar: scalar)
                else { return nil }
                text = parsed
            }
            text.shown = shown
            return .text(text)
        }
        if mapping["switch"] != nil {
            guard let reader = MappingReader<SummarySwitchKey>(node, owner: owner, context: context),
                let parameter = reader.value(.switch).flatMap({ context.string($0) }),
                let casesNode = reader.value(.cases),
                let entries = context.freeEntries(casesNode, expected: "a mapping of values to summaries"),
                let defaultNode = reader.value(.default),
                let defaultCase = decodeSummary(defaultNode, owner: reader.keyRange(.default)!)
            else { return nil }
            let cases = entries.compactMap { key, value -> SummaryCase? in
                decodeSummary(value, owner: key.range).map {
                    SummaryCase(value: Located(key.text, at: key.range), summary: $0)
                }
            }
            guard cases.count == entries.count else { return nil }
            return .choice(
                SummarySwitch(
                    parameter: parameter, cases: cases, defaultCase: defaultCase,
                    casesRange: reader.keyRange(.cases)!))
        }
        guard let reader = MappingReader<SummaryWhenKey>(node, owner: owner, context: context) else { return nil }
        if let valueNode = reader.value(.equalTo), valueNode.scalar == nil {
            context.error(
                .wrongType, "'equalTo' takes one value: an enum case, a Bool, a number or a String",
                at: valueNode.range)
            return nil
        }
        guard let parameter = reader.value(.when).flatMap({ context.string($0) }),
            let value = reader.value(.equalTo)?.scalar,
            let thenNode = reader.value(.then), let then = decodeSummary(thenNode, owner: reader.keyRange(.then)!),
            let otherwiseNode = reader.value(.otherwise),
            let otherwise = decodeSummary(otherwiseNode, owner: reader.keyRange(.otherwise)!)
        else { return nil }
        return .when(
            SummaryWhen(
                parameter: parameter, value: Located(value.text, at: value.range), then: then, otherwise: otherwise))
    }

    /// `Show {sensor} as {style}`: literal text and placeholders, each placeholder located at its name.
    private func summaryText(_ text: Located<String>, scalar: YAMLScalar) -> SummaryText? {
        var segments: [URLTemplate.Segment] = []
        var literal = ""
        var chars = Array(text.value.unicodeScalars)[...]
        var offset = 0
        while let next = chars.first {
            if next == "{", let close = chars.firstIndex(of: "}") {
                let name = String(String.UnicodeScalarView(chars[chars.startIndex + 1..<close]))
                guard !name.isEmpty else {
                    context.error(
                        .invalidValue, "empty '{}' in a summary; write the name of a parameter, like {sensor}",
                        at: Subrange.of(scalar, offset: offset, length: 2))
                    return nil
                }
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = ""
                let range = Subrange.of(scalar, offset: offset + 1, length: name.unicodeScalars.count)
                segments.append(.parameter(name, range: range))
                offset += name.unicodeScalars.count + 2
                chars = chars[(close + 1)...]
            } else {
                literal.unicodeScalars.append(next)
                offset += 1
                chars = chars.dropFirst()
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return SummaryText(segments: segments, range: text.range)
    }
}
