/// Decodes one value enum (`enums:` entry).
struct EnumDecoder {
    let context: DecodingContext
    let names: NameRules

    func decode(name key: YAMLScalar, node: YAMLNode) -> EnumDecl? {
        // The cases are checked even when the name is invalid, so every problem shows at once.
        let name = names.typeName(Located(key.text, at: key.range))
        guard let reader = MappingReader<EnumKey>(node, owner: key.range, context: context),
            let casesNode = reader.value(.cases)
        else { return nil }
        let enumName = name?.value ?? key.text
        let cases = decodeCases(casesNode, of: enumName)
        let role = "the display title of enum '\(enumName)'"
        let title =
            reader.value(.title).flatMap { context.text($0, key: "\(enumName).title", role: role) }
            ?? context.derivedText(Words.title(enumName), at: key.range, key: "\(enumName).title", role: role)
        guard let name, !cases.isEmpty else { return nil }
        return EnumDecl(name: name, cases: cases, title: title, doc: reader.value(.doc).flatMap(context.string)?.value)
    }

    /// `cases:`, a list of names or a map of name -> title; reports an empty one and duplicate names.
    private func decodeCases(_ node: YAMLNode, of enumName: String) -> [EnumCase] {
        var cases: [EnumCase] = []
        if let items = node.sequence?.items {
            for item in items {
                guard let text = context.string(item), let caseName = names.memberName(text) else { continue }
                let (key, role) = caseText(caseName.value, of: enumName)
                cases.append(
                    EnumCase(
                        name: caseName,
                        title: context.derivedText(Words.title(caseName.value), at: text.range, key: key, role: role)))
            }
        } else if let pairs = context.freeEntries(node, expected: "a list of case names or a map of case -> title") {
            for (caseKey, titleNode) in pairs {
                let (key, role) = caseText(caseKey.text, of: enumName)
                guard let caseName = names.memberName(Located(caseKey.text, at: caseKey.range)),
                    let title = context.text(titleNode, key: key, role: role)
                else { continue }
                cases.append(EnumCase(name: caseName, title: title))
            }
        }
        if node.sequence?.items.isEmpty ?? node.mapping?.entries.isEmpty ?? false {
            context.error(.invalidValue, "enum \(enumName) has no cases", at: node.range)
        }
        var firstByName: [String: EnumCase] = [:]
        for item in cases {
            if let first = firstByName[item.name.value] {
                context.error(
                    .duplicateName, "duplicate case '\(item.name.value)' in enum \(enumName)", at: item.name.range,
                    notes: [DiagnosticNote("first declared here", at: first.name.range)])
            } else {
                firstByName[item.name.value] = item
            }
        }
        return cases
    }

    /// The key and the role of a case's title.
    private func caseText(_ caseName: String, of enumName: String) -> (key: String, role: String) {
        ("\(enumName).cases.\(caseName)", "the title of case '\(caseName)' of enum '\(enumName)'")
    }
}
