/// A toggle's `<Control>ValueProvider`: the spec's preview value, and the app's loader for the current one.
extension GenerationContext {
    /// A Bool toggle without configuration provides the Bool itself; a configurable one, or one whose value is a
    /// status (`value:`), wraps it in `<Control>Value` (`isOn:` or `status:`, with the configuration it was read for).
    func valueProvider(_ names: ControlNames, status: EnumDecl?, attributes: [String]) -> SwiftDecl {
        let control = names.control
        let range = control.name.range
        let loaderType = GeneratedTypeName.app(
            names.valueLoader, "the value loader the app writes for control '\(control.name.value)'", at: range)
        let loader = SwiftExpression.identifier(names.valueLoader).call()
        let label = status == nil ? "isOn" : "status"
        let preview = status.map { statusPreview(control, $0) } ?? .literal(.bool(control.previewValue))
        let previewDoc = doc(
            "The spec's `\(status == nil ? "previewValue" : "value.preview")`, shown in the add sheet", range)
        let currentDoc = doc("The \(status == nil ? "state" : "status") from the app's `\(names.valueLoader)`", range)
        let members: [SwiftDecl]
        let conformance: SwiftType
        if let intent = control.intent {
            conformance = QualifiedName.appIntentControlValueProvider
            let configuration = SwiftList.parameters([SwiftParameter("configuration", .named(intent.name.value))])
            let values = SwiftExpression.identifier(names.configuration).call(
                SwiftArgument(.identifier("configuration")))
            members = [
                emptyInitializer("Creates the provider", range),
                .function(
                    SwiftFunction(
                        "previewValue", parameters: configuration, result: names.value, access: access,
                        doc: previewDoc,
                        body: [
                            .expression(
                                .identifier(names.value).call(
                                    SwiftArgument(label, preview), SwiftArgument("configuration", values)))
                        ])),
                .function(
                    SwiftFunction(
                        "currentValue", parameters: configuration, effects: "async throws", result: names.value,
                        access: access, doc: currentDoc,
                        body: [
                            .let("values", values),
                            .return(
                                .identifier(names.value).call(
                                    SwiftArgument(
                                        label,
                                        .try(
                                            .await(
                                                loader.dot("currentValue").call(SwiftArgument(.identifier("values")))))),
                                    SwiftArgument("configuration", .identifier("values")))),
                        ])),
            ]
        } else {
            conformance = QualifiedName.controlValueProvider
            let current = SwiftExpression.try(.await(loader.dot("currentValue").call()))
            // A Bool is the value itself; a status is wrapped.
            func value(_ expression: SwiftExpression) -> SwiftExpression {
                status == nil ? expression : .identifier(names.value).call(SwiftArgument(label, expression))
            }
            let valueType = status == nil ? QualifiedName.bool.description : names.value
            members = [
                emptyInitializer("Creates the provider", range),
                .property(
                    SwiftProperty(
                        "previewValue", type: valueType, access: access, doc: previewDoc,
                        value: .getter([.expression(value(preview))]))),
                .function(
                    SwiftFunction(
                        "currentValue", effects: "async throws", result: valueType, access: access, doc: currentDoc,
                        body: [.expression(value(current))])),
            ]
        }
        return declaring(
            derived(names.valueProvider, "value provider", of: control),
            using(
                loaderType,
                in: .type(
                    SwiftTypeDecl(
                        .struct, names.valueProvider, access: access, attributes: attributes,
                        inherits: [conformance.description],
                        doc: doc("The value provider of the toggle `\(names.type)`", range), members: members))))
    }
}
