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
        var statements: [SwiftStatement]
        if let widgets = kinds.widgets {
            statements = widgets.map { .line("\(QualifiedName.widgetCenter).shared.reloadTimelines(ofKind: \($0))") }
        } else {
            statements = [.line("\(QualifiedName.widgetCenter).shared.reloadAllTimelines()")]
        }
        let controls: [SwiftStatement]
        if let kinds = kinds.controls {
            controls = kinds.map { .line("\(QualifiedName.controlCenter).shared.reloadControls(ofKind: \($0))") }
        } else {
            controls = spec.controls.isEmpty ? [] : [.line("\(QualifiedName.controlCenter).shared.reloadAllControls()")]
        }
        if !controls.isEmpty { statements += withControlAvailability(controls) }
        return statements
    }

    /// Statements that use control API, for the spec's platforms: behind `if #available` where a deployment
    /// minimum is below controls, and outside visionOS, which has none.
    func withControlAvailability(_ statements: [SwiftStatement]) -> [SwiftStatement] {
        let missing = spec.platforms.compactMap { target -> String? in
            guard let needed = target.platform.controlMinimum, target.version < needed else { return nil }
            return "\(target.platform.rawValue) \(needed)"
        }
        var guarded = statements
        if !missing.isEmpty {
            guarded = [.if(["#available(" + (missing + ["*"]).joined(separator: ", ") + ")"], guarded)]
        }
        if platforms.contains(.visionOS) { guarded = [.conditional(SwiftConditional(Self.controlCondition, guarded))] }
        return guarded
    }

    /// Where control API exists: everywhere but visionOS.
    static let controlCondition = SwiftCondition.not(.os(Platform.visionOS.rawValue))

    /// `ControlKinds`: one constant per control, beside `WidgetKinds`.
    func controlKindsNamespace() -> SwiftDecl {
        let members = spec.controls.map { control in
            staticConstant(
                ControlNames(control: control).kindConstantName, QualifiedName.string.description,
                SwiftLiteral.string(control.kind.value),
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
