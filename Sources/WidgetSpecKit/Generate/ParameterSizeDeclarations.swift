/// `size:` of an array parameter: `[IntentWidgetFamily: IntentCollectionSize]`, in spec order
/// (`IntentParameter.init(title:description:default:size:inputConnectionBehavior:)`, iOS 17, macOS 14, watchOS 10,
/// the same minimums as `WidgetConfigurationIntent`, so the property needs no guard of its own).
extension GenerationContext {
    /// The `size:` argument of the parameter's `@Parameter`, nil when the spec gives no sizes.
    func parameterSizeArgument(_ parameter: ParameterDecl) -> SwiftArgument? {
        guard !parameter.sizes.isEmpty else { return nil }
        let elements = parameter.sizes.map {
            SwiftDictionaryElement(.implicitMember($0.family.value.rawValue), collectionSize($0.size.value))
        }
        return SwiftArgument("size", .dictionary(elements))
    }

    /// An integer literal is `IntentCollectionSize(exactly:)` (the type is `ExpressibleByIntegerLiteral`).
    private func collectionSize(_ size: CollectionSize) -> SwiftExpression {
        switch size {
        case .exactly(let count): .literal(.int(count))
        case .range(let min, let max):
            SwiftExpression.type(QualifiedName.intentCollectionSize).call(
                SwiftArgument("min", .literal(.int(min))), SwiftArgument("max", .literal(.int(max))))
        }
    }
}
