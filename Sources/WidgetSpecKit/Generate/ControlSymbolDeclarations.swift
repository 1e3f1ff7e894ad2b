/// A control label's SF Symbol chosen in its configuration (`symbolParameter:`), as Home Assistant's light control
/// shows the icon a person picked for it: the parameter's value, or `symbol` while it is nil or empty. A configurable
/// toggle's template reads the configuration off its value (`value.configuration`, which the provider builds from
/// the intent [S98]); a configurable button's template gets the intent itself.
extension GenerationContext {
    /// The symbol the label shows, read off `values`, what holds the configuration's parameters; the fixed
    /// `symbol` without a (String) `symbolParameter` or a configuration; nil without `symbol`.
    func controlLabelSymbol(_ control: ControlDecl, values: SwiftExpression?) -> SwiftExpression? {
        guard let symbol = control.symbol else { return nil }
        let fallback = SwiftExpression.literal(.string(symbol.value))
        // The checker reports a parameter the intent lacks or that holds no String (WS0536, WS0537).
        guard let name = control.symbolParameter, let values,
            let parameter = control.intent?.parameter(named: name.value), parameter.type.value.unwrapped == .string
        else { return fallback }
        let chosen = values.dot(SwiftLiteral.identifier(name.value))
        let element = SwiftExpression.identifier("$0")
        if parameter.type.value.isOptional {
            let nonEmpty = SwiftExpression.infix(element.dot("isEmpty"), "?", .infix(.literal(.nil), ":", element))
            return .infix(chosen.dot("flatMap").trailing(nonEmpty), "??", fallback)
        }
        return .infix(chosen.dot("isEmpty"), "?", .infix(fallback, ":", chosen))
    }
}
