/// A control label's SF Symbol and text chosen in its configuration (`symbolParameter:`, `titleParameter:`), as Home
/// Assistant's light control shows the icon and the text a person picked for it: the parameter's value, or the
/// spec's `symbol` and `title` while it is nil or empty. A configurable toggle's template reads the configuration off
/// its value (`value.configuration`, which the provider builds from the intent [S98]); a configurable button's
/// template gets the intent itself.
extension GenerationContext {
    /// The symbol the label shows, read off `values`, what holds the configuration's parameters; the fixed
    /// `symbol` without a (String) `symbolParameter` or a configuration; nil without `symbol`.
    func controlLabelSymbol(_ control: ControlDecl, values: SwiftExpression?) -> SwiftExpression? {
        guard let symbol = control.symbol else { return nil }
        let fallback = SwiftExpression.literal(.string(symbol.value))
        guard let chosen = stringParameter(control.symbolParameter, of: control, values: values) else {
            return fallback
        }
        return nonEmpty(chosen.value, isOptional: chosen.isOptional, shown: { $0 }, else: fallback)
    }

    /// The label's text when `titleParameter` names a String parameter: `Text(verbatim:)` of its value (what the
    /// person typed is no localization key), or the spec's title while it is nil or empty; nil otherwise.
    func controlLabelText(_ control: ControlDecl, values: SwiftExpression?) -> SwiftExpression? {
        guard let chosen = stringParameter(control.titleParameter, of: control, values: values) else { return nil }
        let text = SwiftExpression.type(QualifiedName.text)
        let fallback = text.call(SwiftArgument(displayTextExpression(control.title, as: .resource)))
        return nonEmpty(
            chosen.value, isOptional: chosen.isOptional, shown: { text.call(SwiftArgument("verbatim", $0)) },
            else: fallback)
    }

    /// `values.<name>` and whether it is optional, when `name` is a String parameter of the control's intent (the
    /// checker reports other names, WS0536, WS0537) and the template has the configuration.
    private func stringParameter(
        _ name: Located<String>?, of control: ControlDecl, values: SwiftExpression?
    ) -> (value: SwiftExpression, isOptional: Bool)? {
        guard let name, let values, let parameter = control.intent?.parameter(named: name.value),
            parameter.type.value.unwrapped == .string
        else { return nil }
        return (values.dot(SwiftLiteral.identifier(name.value)), parameter.type.value.isOptional)
    }

    /// `shown(chosen)`, or `fallback` when `chosen` is nil or empty: `chosen.flatMap { $0.isEmpty ? nil : ... } ??
    /// fallback` for an optional, `chosen.isEmpty ? fallback : ...` otherwise.
    private func nonEmpty(
        _ chosen: SwiftExpression, isOptional: Bool, shown: (SwiftExpression) -> SwiftExpression,
        else fallback: SwiftExpression
    ) -> SwiftExpression {
        guard isOptional else { return .infix(chosen.dot("isEmpty"), "?", .infix(fallback, ":", shown(chosen))) }
        let element = SwiftExpression.identifier("$0")
        let some = SwiftExpression.infix(element.dot("isEmpty"), "?", .infix(.literal(.nil), ":", shown(element)))
        return .infix(chosen.dot("flatMap").trailing(some), "??", fallback)
    }
}
