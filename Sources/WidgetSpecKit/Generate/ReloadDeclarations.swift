/// What events and actions reload: widget timelines through `WidgetCenter` and controls through `ControlCenter`
/// (iOS 18, macOS 26, watchOS 26; none on visionOS), by the kind constants of the shared part.
extension GenerationContext {
    /// The kind constants a `reloads:` names; nil for every kind. No `reloads:` reloads nothing.
    struct ReloadKinds {
        var widgets: [String]?
        var controls: [String]?
    }

    func reloadTargets(_ targets: EventTargets?) -> ReloadKinds {
        switch targets {
        case nil: return ReloadKinds(widgets: [], controls: [])
        case .all: return ReloadKinds(widgets: nil, controls: nil)
        case .widgets(let names):
            return ReloadKinds(
                widgets: names.compactMap { spec.widget(named: $0.value) }.map { WidgetNames(widget: $0).kindConstant },
                controls: names.compactMap { spec.control(named: $0.value) }.map {
                    ControlNames(control: $0).kindConstant
                })
        }
    }

    /// The `WidgetCenter` and `ControlCenter` calls that reload `kinds`; every control only when the spec has
    /// controls.
    func reloadStatements(_ kinds: ReloadKinds) -> [SwiftStatement] {
        let widgetCenter = SwiftExpression.type(QualifiedName.widgetCenter).dot("shared")
        let controlCenter = SwiftExpression.type(QualifiedName.controlCenter).dot("shared")
        func reload(_ center: SwiftExpression, _ function: String, ofKind kind: String?) -> SwiftStatement {
            .expression(center.dot(function).call(kind.map { [SwiftArgument("ofKind", .identifier($0))] } ?? []))
        }
        var statements: [SwiftStatement]
        if let widgets = kinds.widgets {
            statements = widgets.map { reload(widgetCenter, "reloadTimelines", ofKind: $0) }
        } else {
            statements = [reload(widgetCenter, "reloadAllTimelines", ofKind: nil)]
        }
        let controls: [SwiftStatement]
        if let kinds = kinds.controls {
            controls = kinds.map { reload(controlCenter, "reloadControls", ofKind: $0) }
        } else {
            controls = spec.controls.isEmpty ? [] : [reload(controlCenter, "reloadAllControls", ofKind: nil)]
        }
        if !controls.isEmpty { statements += withControlAvailability(controls) }
        return statements
    }

    /// Statements that use control API, for the spec's platforms: behind `if #available` where a deployment
    /// minimum is below controls, and outside visionOS, which has none.
    func withControlAvailability(_ statements: [SwiftStatement]) -> [SwiftStatement] {
        let missing = spec.platforms.compactMap { target -> SwiftAvailability.Version? in
            guard let needed = target.platform.controlMinimum, target.version < needed else { return nil }
            return SwiftAvailability.Version(target.platform.rawValue, needed.description)
        }
        var guarded = statements
        if let available = SwiftAvailability(missing) { guarded = [.if([available.condition], guarded)] }
        if platforms.contains(.visionOS) { guarded = [.conditional(SwiftConditional(Self.controlCondition, guarded))] }
        return guarded
    }

    /// Where control API exists: everywhere but visionOS.
    static let controlCondition = SwiftCondition.not(.os(Platform.visionOS.rawValue))

    /// `ControlKinds`: one constant per control, beside `WidgetKinds`.
    func controlKindsNamespace() -> SwiftDecl {
        let members = spec.controls.map { control in
            staticConstant(
                ControlNames(control: control).kindConstantName, QualifiedName.string,
                .literal(.string(control.kind.value)),
                doc: doc("The kind of the control `\(control.name.value)`", control.kind.range))
        }
        return declaring(
            derivedForBundle(SwiftIdentifier.fixedNames.controlKinds, "the control kind constants"),
            .type(
                SwiftTypeDecl(
                    .enum, SwiftIdentifier.fixedNames.controlKinds, access: access,
                    doc: doc("The kinds of the controls of `\(spec.bundle.value)`", spec.bundle.range),
                    members: members)))
    }
}
