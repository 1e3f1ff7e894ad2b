/// What makes a control's look follow its value: a toggle's value label (`states:`, the text per state) with an SF
/// Symbol per state (`symbols:`), and the template's tint (`tint:`). `ControlWidgetToggle(isOn:action:label:
/// valueLabel:)` hands the value label the state [S75]; Apple's own examples put the per-state symbol there,
/// `Label(isOn ? "Open" : "Closed", systemImage: isOn ? "door.garage.open" : "door.garage.closed")`, and an
/// `Image(systemName:)` alone when the texts are the system's. `tint(_ tint: Color?)` is a modifier of every
/// `ControlWidgetTemplate` in both SDKs [S1].
extension GenerationContext {
    /// The trailing `valueLabel: { isOn in ... }` closure of a toggle with `states` or `symbols`; nil without
    /// both, when the toggle shows the system's "On" and "Off".
    func controlValueLabel(_ control: ControlDecl) -> SwiftClosure? {
        if statusEnum(of: control) != nil { return statusValueLabel(control) }
        let isOn = SwiftExpression.identifier("isOn")
        func either(_ on: SwiftExpression, _ off: SwiftExpression) -> SwiftExpression {
            .infix(isOn, "?", .infix(on, ":", off))
        }
        let text = control.states.map { states in
            SwiftExpression.type(QualifiedName.text).call(
                SwiftArgument(
                    either(
                        displayTextExpression(states.on, as: .resource),
                        displayTextExpression(states.off, as: .resource))))
        }
        let image = control.symbols.map { symbols in
            SwiftExpression.type(QualifiedName.image).call(
                SwiftArgument(
                    "systemName", either(.literal(.string(symbols.on.value)), .literal(.string(symbols.off.value)))))
        }
        let label: SwiftExpression
        switch (text, image) {
        case (let text?, let image?):
            label = .call(
                SwiftCall(
                    QualifiedName.label.description, nil,
                    trailingClosures: [
                        SwiftClosure([.expression(text)]), SwiftClosure(label: "icon", [.expression(image)]),
                    ]))
        case (let text?, nil): label = text
        case (nil, let image?): label = image
        case (nil, nil): return nil
        }
        return SwiftClosure(label: "valueLabel", parameters: "isOn", [.expression(label)])
    }

    /// `template` with `.tint(...)` when the control has a tint the checker accepts (`WS0531` reports others).
    func tinted(_ control: ControlDecl, _ template: SwiftExpression) -> SwiftExpression {
        guard let tint = control.tint.flatMap({ ControlTint(parsing: $0.value) }) else { return template }
        let color = SwiftType.qualified(module: "SwiftUI", name: "Color")
        let value: SwiftExpression =
            switch tint {
            case .named(let name): .type(color).dot(name)
            case .rgb(let red, let green, let blue):
                .type(color).call(
                    SwiftArgument("red", .literal(.double(red))), SwiftArgument("green", .literal(.double(green))),
                    SwiftArgument("blue", .literal(.double(blue))))
            }
        return .modified(template, [SwiftCall("tint", .arguments([SwiftArgument(value)]))])
    }
}
