/// `symbolParameter:` and `titleParameter:` of a control: the label's SF Symbol and text are the values of its
/// intent's parameters, as Home Assistant's light control shows the icon and the text chosen in its configuration.
/// The names are only read here; the checker compares them with the intent's parameters (`ControlLabelParameterRules`).
extension ControlDecoder {
    /// The symbol parameter's name; an error when `symbol`, the symbol shown while the parameter is nil or empty,
    /// is missing. (The title needs no such key: `title` defaults to the display name.)
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

    /// The title parameter's name.
    func decodeTitleParameter(_ reader: MappingReader<ControlKey>) -> Located<String>? {
        reader.value(.titleParameter).flatMap(context.string).flatMap(names.memberName)
    }
}
