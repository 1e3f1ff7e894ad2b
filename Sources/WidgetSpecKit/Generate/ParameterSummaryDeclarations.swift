/// An intent's `parameterSummary` (`summary:`), built with App Intents' summary builders: `Summary`, `When`,
/// `Switch`, `Case` and `DefaultCase`, the `AppIntent` type aliases of `IntentParameterSummary` and the
/// `ParameterSummary…Condition` types (iOS 16, macOS 13, watchOS 9: below every intent's minimum).
extension GenerationContext {
    /// `static var parameterSummary: some AppIntents.ParameterSummary { … }`; nil without `summary:`.
    func parameterSummaryProperty(_ intent: IntentDecl) -> SwiftDecl? {
        guard let summary = intent.summary else { return nil }
        return .property(
            SwiftProperty(
                "parameterSummary", type: SwiftType.opaque(QualifiedName.appIntentsParameterSummary).description,
                access: access, modifiers: ["static"],
                doc: doc("How the configuration sums up the parameters", intent.range),
                value: .getter([summaryStatement(summary, of: intent)])))
    }

    private func summaryStatement(_ summary: ParameterSummaryDecl, of intent: IntentDecl) -> SwiftStatement {
        switch summary {
        case .text(let text):
            let arguments = text.segments.isEmpty ? [] : [SwiftArgument(summaryLiteral(text, of: intent))]
            guard let shown = text.shown else {
                return .expression(.call(SwiftCall("Summary", .arguments(arguments))))
            }
            let keyPaths = shown.map { SwiftStatement.expression(keyPath($0.value, of: intent)) }
            return .expression(
                .call(
                    SwiftCall(
                        "Summary", arguments.isEmpty ? nil : .arguments(arguments),
                        trailingClosures: [SwiftClosure(keyPaths)])))
        case .when(let when):
            let arguments = [
                SwiftArgument(keyPath(when.parameter.value, of: intent)), SwiftArgument(.implicitMember("equalTo")),
                SwiftArgument(summaryValue(when.value.value, parameter: when.parameter.value, of: intent)),
            ]
            return .expression(
                .call(
                    SwiftCall(
                        "When", .arguments(arguments),
                        trailingClosures: [
                            SwiftClosure([summaryStatement(when.then, of: intent)]),
                            SwiftClosure(label: "otherwise", [summaryStatement(when.otherwise, of: intent)]),
                        ])))
        case .choice(let choice):
            let cases: [SwiftStatement] = choice.cases.map {
                .expression(
                    .call(
                        SwiftCall(
                            "Case",
                            .arguments([
                                SwiftArgument(
                                    summaryValue($0.value.value, parameter: choice.parameter.value, of: intent))
                            ]),
                            trailingClosures: [SwiftClosure([summaryStatement($0.summary, of: intent)])])))
            }
            let defaultCase = SwiftStatement.expression(
                .call(
                    SwiftCall(
                        "DefaultCase", nil,
                        trailingClosures: [SwiftClosure([summaryStatement(choice.defaultCase, of: intent)])])))
            return .expression(
                .call(
                    SwiftCall(
                        "Switch", .arguments([SwiftArgument(keyPath(choice.parameter.value, of: intent))]),
                        trailingClosures: [SwiftClosure(cases + [defaultCase])])))
        }
    }

    /// `\Intent.$name`: the parameter's projected value, under the property's name (a migrated intent's SiriKit
    /// name), with its root spelled out as Home Assistant's gauge does, so no builder has to infer it.
    private func keyPath(_ parameter: String, of intent: IntentDecl) -> SwiftExpression {
        .prefix("\\", .member(.identifier(intent.name.value), "$" + intent.propertyName(of: parameter)))
    }

    /// `"Show \(\.$sensor)"`: the literal parts escaped as any spec text, each placeholder a key path.
    private func summaryLiteral(_ text: SummaryText, of intent: IntentDecl) -> SwiftExpression {
        .interpolation(
            text.segments.map { segment in
                switch segment {
                case .literal(let literal): .plain(literal)
                case .parameter(let name, _): .value(keyPath(name, of: intent))
                }
            })
    }

    /// The value as the parameter's type spells it; the checker made sure it is one (`SummaryValue`).
    private func summaryValue(_ text: String, parameter: String, of intent: IntentDecl) -> SwiftExpression {
        let type = intent.parameter(named: parameter)?.type.value.unwrapped ?? .string
        var cases: [String] = []
        if case .enumeration(let name) = type { cases = spec.enumDecl(named: name)?.cases.map(\.name.value) ?? [] }
        return
            switch SummaryValue(text, type: type, enumCases: cases)
        {
        case .enumCase(let name)?: .implicitMember(SwiftLiteral.identifier(name))
        case .bool(let value)?: .literal(.bool(value))
        case .int(let value)?: .literal(.int(value))
        case .double(let value)?: .literal(.double(value))
        case .string(let value)?: .literal(.string(value))
        case nil: .literal(.string(text))
        }
    }
}
