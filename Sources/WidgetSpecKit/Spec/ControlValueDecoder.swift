/// `value:` of a control: a toggle whose value is a declared enum (a status). The names are only read here; the
/// checker compares them with the enum (`ControlValueRules`), which may be declared after the control.
extension ControlDecoder {
    func decodeValue(_ node: YAMLNode, owner: SourceRange) -> ControlValue? {
        guard let reader = MappingReader<ControlValueKey>(node, owner: owner, context: context) else { return nil }
        let type = reader.value(.type).flatMap(context.string)
        let on = reader.value(.on).flatMap { context.list($0, expected: "a list of case names") }.map {
            $0.compactMap(caseName)
        }
        let preview = reader.value(.preview).flatMap(caseName)
        var symbols: [ControlCaseSymbol] = []
        if let node = reader.value(.symbols),
            let entries = context.freeEntries(node, expected: "a map of case name -> SF Symbol")
        {
            for (key, value) in entries {
                guard let name = names.memberName(Located(key.text, at: key.range)),
                    let symbol = context.string(value)
                else { continue }
                symbols.append(ControlCaseSymbol(caseName: name, symbol: symbol))
            }
        }
        guard let type, let on, let onRange = reader.keyRange(.on) else { return nil }
        return ControlValue(
            type: type, on: on, onRange: onRange, preview: preview, symbols: symbols,
            symbolsRange: reader.keyRange(.symbols), range: owner)
    }

    private func caseName(_ node: YAMLNode) -> Located<String>? {
        context.string(node).flatMap(names.memberName)
    }

    /// With `value:`, the value label is the case's title and the symbols are per case: the Bool keys are errors.
    func reportBoolKeys(besideValue reader: MappingReader<ControlKey>) {
        for key in [ControlKey.states, .symbols, .previewValue] {
            guard let range = reader.keyRange(key) else { continue }
            let instead =
                switch key {
                case .states: "the value label shows the case's title (the enum's `cases:`)"
                case .symbols: "give the symbols per case as `value.symbols`"
                default: "give the preview case as `value.preview`"
                }
            context.error(
                .invalidValue, "'\(key.rawValue)' is for a Bool toggle; with 'value', \(instead)", at: range)
        }
    }
}
