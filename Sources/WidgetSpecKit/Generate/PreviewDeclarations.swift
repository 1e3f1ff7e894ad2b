/// Xcode previews of the extension part, behind `#if DEBUG` so release builds skip them: for each widget one
/// `#Preview` per family it lists, and for each Live Activity its Lock Screen and its three Dynamic Island
/// presentations. Every preview shows the spec's placeholders, marked `.placeholder`, never passed off as
/// loaded content. They declare no Swift names; their display names are unique within the spec. `previews: false`
/// turns them off.
///
/// Apple's macros (WidgetKit [S1]; developer.apple.com/documentation/widgetkit/preview(_:as:widget:timeline:)
/// and preview(_:as:using:widget:contentstates:)):
/// ```
/// @freestanding(declaration) macro Preview<Widget>(_ name: String? = nil, as family: WidgetFamily,
///     widget: @escaping () -> Widget,
///     @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]) where Widget : Widget
/// @freestanding(declaration) macro Preview<Widget, Attributes>(_ name: String? = nil,
///     as viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: @escaping () -> Widget,
///     @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState])
///     where Widget : Widget, Attributes : ActivityAttributes   // iOS 17 only
/// ```
extension GenerationContext {
    /// The condition that keeps previews out of release builds and of type-checks without `-D DEBUG`.
    static let previewCondition = SwiftCondition.flag("DEBUG")

    /// The previews of every widget, in spec order.
    func widgetPreviews() -> [SwiftDecl] {
        let previews = spec.generatesPreviews ? spec.widgets.flatMap(widgetPreviews) : []
        return previews.isEmpty ? [] : [.conditional(SwiftConditional(Self.previewCondition, previews))]
    }

    /// One preview per family; per platform behind `#if os(...)` when the widget lists families per platform,
    /// so no preview names a family its platform lacks.
    private func widgetPreviews(_ widget: WidgetDecl) -> [SwiftDecl] {
        let attributes = previewAvailability(widget).map { [$0.attribute] } ?? []
        func previews(_ families: [Located<WidgetFamily>]) -> [SwiftDecl] {
            families.map { widgetPreview(widget, family: $0.value, attributes: attributes) }
        }
        switch widget.families {
        case .shared(let families):
            return previews(families)
        case .perPlatform(let lists):
            let branches = lists.filter { !$0.families.isEmpty }.map {
                SwiftConditional<SwiftDecl>.Branch($0.platform.osCondition, previews($0.families))
            }
            return branches.isEmpty ? [] : [.conditional(SwiftConditional(branches))]
        }
    }

    private func widgetPreview(_ widget: WidgetDecl, family: WidgetFamily, attributes: [String]) -> SwiftDecl {
        let names = WidgetNames(widget: widget)
        let name = SwiftExpression.literal(.string("\(widget.name.value) \(family.rawValue)"))
        let placeholder = SwiftExpression.identifier(names.entry).dot("placeholder").call(
            SwiftArgument("at", ValueExpression.now))
        return .macroExpansion(
            SwiftCall(
                "Preview", .arguments([SwiftArgument(name), SwiftArgument("as", .implicitMember(family.rawValue))]),
                trailingClosures: [
                    SwiftClosure([.expression(.identifier(widget.name.value).call())]),
                    SwiftClosure(label: "timeline", [.expression(placeholder)]),
                ]),
            attributes: attributes)
    }

    /// `iOS 17.0, *`: where the spec's minimum (raised by the widget's `available`) is below the preview macro's
    /// or the widget's own, so Xcode accepts the preview; nil when every minimum is high enough.
    private func previewAvailability(_ widget: WidgetDecl) -> SwiftAvailability? {
        SwiftAvailability(
            spec.platforms.compactMap { target in
                let needed = max(
                    target.platform.previewMinimum, spec.minimum(of: widget, on: target.platform) ?? target.version)
                return needed > target.version
                    ? SwiftAvailability.Version(target.platform.rawValue, needed.description) : nil
            })
    }

    /// The previews of every Live Activity, in spec order.
    func activityPreviews() -> [SwiftDecl] {
        let previews = spec.generatesPreviews ? spec.activities.flatMap(activityPreviews) : []
        return previews.isEmpty ? [] : [.conditional(SwiftConditional(Self.previewCondition, previews))]
    }

    /// The Lock Screen and the compact, expanded and minimal Dynamic Island of one Live Activity, from the
    /// placeholders of its attributes and state; the macro is iOS 17's.
    private func activityPreviews(_ activity: ActivityDecl) -> [SwiftDecl] {
        let name = activity.name.value
        let values = ValueExpression(spec: spec, dateBase: ValueExpression.now)
        func construct(_ type: SwiftExpression, _ fields: [Field]) -> SwiftExpression {
            type.call(
                fields.map {
                    SwiftArgument(SwiftLiteral.argumentLabel($0.name.value), values.placeholderTree(for: $0))
                })
        }
        let minimum = max(Platform.iOS.previewMinimum, Self.ownMinimum(activity) ?? Platform.iOS.previewMinimum)
        let attributes =
            (spec.minimum(for: .iOS).map { $0 < minimum } ?? false)
            ? [SwiftAvailability(Platform.iOS.rawValue, minimum.description).attribute] : []
        func island(_ presentation: String) -> SwiftExpression {
            SwiftExpression.implicitMember("dynamicIsland").call(SwiftArgument(.implicitMember(presentation)))
        }
        let kinds: [(String, SwiftExpression)] = [
            ("Lock Screen", .implicitMember("content")), ("Dynamic Island compact", island("compact")),
            ("Dynamic Island expanded", island("expanded")), ("Dynamic Island minimal", island("minimal")),
        ]
        return kinds.map { title, kind in
            .macroExpansion(
                SwiftCall(
                    "Preview",
                    .arguments([
                        SwiftArgument(.literal(.string("\(name) \(title)"))), SwiftArgument("as", kind),
                        SwiftArgument("using", construct(.identifier(name), activity.attributes)),
                    ]),
                    trailingClosures: [
                        SwiftClosure([.expression(.identifier(ActivityNames(activity: activity).widget).call())]),
                        SwiftClosure(
                            label: "contentStates",
                            [.expression(construct(.identifier(name).dot("ContentState"), activity.state))]),
                    ]),
                attributes: attributes)
        }
    }
}

extension Platform {
    /// The first version with WidgetKit's `#Preview` macros for widgets [S1].
    var previewMinimum: OSVersion { appIntentMinimum }
}
