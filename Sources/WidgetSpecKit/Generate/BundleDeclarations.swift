/// The `WidgetBundle`: every widget and Live Activity, with `if #available` and `#if os(...)` guards, split
/// into nested bundles so no builder block has more than 10 members.
extension GenerationContext {
    /// The most members one `@WidgetBundleBuilder` block takes on toolchains without parameter packs.
    static let maximumBlockMembers = 10

    func bundleDeclarations() -> [SwiftDecl] {
        var items: [[SwiftStatement]] = spec.widgets.map(bundleItem) + spec.controls.map(bundleItem)
        if generatesActivities {
            items += spec.activities.map {
                [
                    .conditional(
                        SwiftConditional(
                            Self.activityCondition,
                            [
                                activityBundleItem(
                                    $0, .expression(.identifier(ActivityNames(activity: $0).widget).call()))
                            ]))
                ]
            }
        }
        var extra: [SwiftDecl] = []
        var level = 0
        while items.count > Self.maximumBlockMembers {
            level += 1
            var grouped: [[SwiftStatement]] = []
            for (index, start) in stride(from: 0, to: items.count, by: Self.maximumBlockMembers).enumerated() {
                let name = SwiftGenerator.bundlePartName(of: spec, level: level, index: index + 1)
                let chunk = items[start..<min(start + Self.maximumBlockMembers, items.count)]
                let part = derivedForBundle(name, "a part of the bundle '\(spec.bundle.value)'")
                extra.append(declaring(part, bundleStruct(name, body: Array(chunk.joined()), isMain: false)))
                grouped.append([.expression(.identifier(name).call().dot("body"))])
            }
            items = grouped
        }
        let bundle = bundleStruct(spec.bundle.value, body: Array(items.joined()), isMain: spec.isMain)
        return [declaring(.spec(.bundle, spec.bundle), bundle)] + extra
    }

    private func bundleStruct(_ name: String, body: [SwiftStatement], isMain: Bool) -> SwiftDecl {
        .type(
            SwiftTypeDecl(
                .struct, name, access: access, attributes: isMain ? ["@main"] : [],
                inherits: [QualifiedName.widgetBundle.description],
                doc: doc(
                    isMain ? "The widget extension's entry point" : "Part of `\(spec.bundle.value)`", spec.bundle.range),
                members: [
                    emptyInitializer("Creates the bundle", spec.bundle.range),
                    bodyProperty(
                        QualifiedName.widget, doc: doc("The widgets, in gallery order", spec.bundle.range), body),
                ]))
    }

    /// One widget in the bundle: behind `#if os(...)` when it is offered on some platforms only, inside
    /// `if #available` when the spec says `available`.
    private func bundleItem(_ widget: WidgetDecl) -> [SwiftStatement] {
        let item = availableItem(widget.name.value, widget.available)
        if case .perPlatform(let lists) = widget.families {
            let offered = lists.filter { !$0.families.isEmpty }.map(\.platform)
            if Set(offered) != Set(platforms) {
                let condition = offered.isEmpty ? SwiftCondition.never : .any(offered.map(\.osCondition))
                return [.conditional(SwiftConditional(condition, [item]))]
            }
        }
        return [item]
    }

    /// One control in the bundle: inside `if #available` when the spec says `available`, outside visionOS. A
    /// reported problem with `if #available` controls on iOS 17 was fixed in Xcode 16.1 (unverified, see
    /// docs/generated-code.md).
    private func bundleItem(_ control: ControlDecl) -> [SwiftStatement] {
        let item = availableItem(control.name.value, control.available)
        return platforms.contains(.visionOS) ? [.conditional(SwiftConditional(Self.controlCondition, [item]))] : [item]
    }

    /// `Name()`, inside `if #available(...)` for `available`.
    private func availableItem(_ name: String, _ available: [PlatformVersion]) -> SwiftStatement {
        let item: SwiftStatement = .expression(.identifier(name).call())
        guard let versions = availabilityArguments(available) else { return item }
        return .when([.available(versions)], [item])
    }
}
