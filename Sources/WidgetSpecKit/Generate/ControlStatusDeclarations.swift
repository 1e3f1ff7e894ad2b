/// A toggle whose value is a status, a declared enum, not a Bool (`value:`). A value provider may hand its template
/// any value [S98], and `StaticControlConfiguration(kind:provider:content:)` passes it to the content [S99], as
/// DuckDuckGo's VPN control passes its `VPNStatus`. `ControlWidgetToggle` still takes a Bool `isOn` [S75]: the
/// generated `<Control>Value` wraps the status the app's loader returns and derives `isOn` from the spec's `on`
/// cases; its value label shows the case's title (and symbol). The value struct is Foundation-only, so the mapping
/// runs (and is tested) on Linux.
extension GenerationContext {
    /// The enum of a toggle's `value:`, when the checker's rules hold (`WS0533`).
    func statusEnum(of control: ControlDecl) -> EnumDecl? {
        guard control.isToggle, let value = control.value else { return nil }
        return spec.enumDecl(named: value.type.value)
    }

    /// `VPNStatus.connected`: a case of the status enum.
    private func statusCase(_ decl: EnumDecl, _ name: String) -> SwiftExpression {
        .identifier(decl.name.value).dot(SwiftLiteral.identifier(name))
    }

    /// The type the app's value loader returns: the status enum, or a Bool.
    func loadedValueType(_ control: ControlDecl) -> String {
        statusEnum(of: control)?.name.value ?? QualifiedName.bool.description
    }

    /// What the preview shows: the spec's `value.preview`, or the enum's first case.
    func statusPreview(_ control: ControlDecl, _ decl: EnumDecl) -> SwiftExpression {
        let name = control.value?.preview?.value ?? decl.cases[0].name.value
        return statusCase(decl, name)
    }

    /// `<Control>Value` of a status toggle: the status, the configuration when the control has one, `isOn` from
    /// the `on` cases and, with `symbols`, the symbol of each case.
    func statusValueStruct(_ names: ControlNames, _ decl: EnumDecl) -> SwiftDecl {
        let control = names.control
        let range = control.name.range
        let value = control.value!
        var fields = [
            GeneratedField("status", .named(decl.name.value), doc("The status the app's loader read", value.range))
        ]
        if let intent = control.intent {
            fields.append(
                GeneratedField(
                    "configuration", .named(names.configuration), doc("The parameters the person chose", intent.range))
            )
        }
        let status = SwiftExpression.identifier("status")
        let onCases = SwiftExpression.array(value.on.map { statusCase(decl, $0.value) })
        var members = storedMembers(fields, of: names.value, at: range)
        members.append(
            .property(
                SwiftProperty(
                    "isOn", type: QualifiedName.bool.description, access: access,
                    doc: doc(
                        "Whether the toggle shows as on: the status is one of the spec's `on` cases", value.onRange),
                    value: .getter([.expression(onCases.dot("contains").call(SwiftArgument(status)))]))))
        if let symbolsRange = value.symbolsRange {
            let symbols = decl.cases.compactMap { enumCase -> SwiftCase? in
                guard let given = value.symbols.first(where: { $0.caseName.value == enumCase.name.value }) else {
                    return nil
                }
                return SwiftCase(
                    .implicitMember(SwiftLiteral.identifier(enumCase.name.value)), .literal(.string(given.symbol.value))
                )
            }
            members.append(
                .property(
                    SwiftProperty(
                        "symbol", type: QualifiedName.string.description, access: access,
                        doc: doc("The SF Symbol of the status (`symbols`)", symbolsRange),
                        value: .getter([.switch("status", symbols)]))))
        }
        return declaring(
            derived(names.value, "value struct", of: control),
            .type(
                SwiftTypeDecl(
                    .struct, names.value, access: access,
                    inherits: [QualifiedName.hashable, QualifiedName.sendable].map(\.description),
                    doc: doc(
                        "The value of the toggle `\(names.type)`: a `\(decl.name.value)` and whether it is on", range),
                    members: members)))
    }

    /// The value label of a status toggle: the case's title, with its symbol when the spec gives `symbols`. The
    /// closure's `isOn` is not needed: the content closure's `value` holds the status.
    func statusValueLabel(_ control: ControlDecl) -> SwiftClosure {
        let value = SwiftExpression.identifier("value")
        let text = SwiftExpression.type(QualifiedName.text).call(
            SwiftArgument(value.dot("status").dot("title")))
        let label: SwiftExpression
        if control.value?.symbolsRange != nil {
            let image = SwiftExpression.type(QualifiedName.image).call(
                SwiftArgument("systemName", value.dot("symbol")))
            label = .call(
                SwiftCall(
                    QualifiedName.label.description, nil,
                    trailingClosures: [
                        SwiftClosure([.expression(text)]), SwiftClosure(label: "icon", [.expression(image)]),
                    ]))
        } else {
            label = text
        }
        return SwiftClosure(label: "valueLabel", parameters: "_", [.expression(label)])
    }
}
