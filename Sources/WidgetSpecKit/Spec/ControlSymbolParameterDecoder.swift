/// `symbolParameter:` of a control: the label's SF Symbol is the value of one of its intent's parameters, as Home
/// Assistant's light control shows the icon a person chose for it. The name is only read here; the checker compares
/// it with the intent's parameters (`ControlSymbolParameterRules`).
extension ControlDecoder {
    /// The parameter's name; an error when `symbol`, the symbol shown while the parameter is nil or empty, is missing.
    func decodeSymbolParameter(_ reader: MappingReader<ControlKey>, symbol: Located<String>?) -> Located<String>? {
        guard let node = reader.value(.symbolParameter) else { return nil }
        let name = context.string(node).flatMap(names.memberName)
        if name != nil, symbol == nil, let range = reader.keyRange(.symbolParameter) {
            context.error(
                .missingKey,
                "'symbolParameter' needs 'symbol': the SF Symbol shown while the parameter is nil or empty",
                at: range)
        }
        return name
    }
}
