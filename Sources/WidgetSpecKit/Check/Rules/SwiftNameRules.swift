// WS0603: Swift names of the generated code; WS0608: a model placeholder too large to generate.

extension DiagnosticDescription {
    package static let swiftNameCollision = SwiftNameRule.swiftNameCollision.entry
    package static let modelPlaceholderTooLarge = SwiftNameRule.modelPlaceholderTooLarge.entry
}

/// Type names, kind constants and members of the generated code that would collide (see `GeneratedTypeName`,
/// `GeneratedMemberCollisions`).
enum SwiftNameRules: CheckerRuleGroup {
    typealias Rule = SwiftNameRule

    static func check(_ context: inout CheckContext) {
        let oversized = ModelPlaceholderSize.oversized(in: context.spec)
        for model in oversized {
            context.report(
                .modelPlaceholderTooLarge,
                "the placeholder of model '\(model.name.value)' spells more than \(ModelPlaceholderSize.limit) values: "
                    + "give the fields that hold other models a `placeholder`",
                at: model.name.range)
        }
        checkKindConstants(&context)
        // The names are read off the generator's trees, which would spell those placeholders out.
        guard oversized.isEmpty else { return }
        // Only the types spec names become members of: their members are what a name can collide with.
        let memberCollisions = GeneratedMemberCollisions(context.spec)
        let declared = SwiftGenerator.declarations(of: context.spec, memberTypes: memberCollisions.memberTypes)
        checkTypeNames(declared.typeNames, &context)
        for collision in memberCollisions.collisions(with: declared.members) {
            context.report(
                .swiftNameCollision, "\(collision.what) '\(collision.name.value)' collides with \(collision.generated)",
                at: collision.name.range, widget: collision.widget)
        }
    }

    /// Two declarations of the generated module with one name. Two app views may share a name (widgets
    /// may share a view); the decoder already reports two spec declarations with one name.
    private static func checkTypeNames(_ types: [GeneratedTypeName], _ context: inout CheckContext) {
        var first: [String: GeneratedTypeName] = [:]
        for type in types {
            guard let earlier = first[type.name] else {
                first[type.name] = type
                continue
            }
            if earlier.origin == .appView && type.origin == .appView { continue }
            if earlier.isCheckedByDecoder && type.isCheckedByDecoder { continue }
            // Name the generated declaration first when an app type collides with one.
            if earlier.origin == .app || earlier.origin == .appView { first[type.name] = type }
            context.report(
                .swiftNameCollision,
                "Swift name '\(type.name)' is taken twice: by \(type.description), and by \(earlier.description)",
                at: type.range,
                notes: [DiagnosticNote("'\(earlier.name)' comes from here", at: earlier.range)],
                widget: type.widget.flatMap(context.spec.widget(named:)))
        }
    }

    /// `WidgetKinds` and `ControlKinds` name each kind after its widget or control in lowerCamelCase, which maps
    /// `FOO` and `Foo` alike. The two enums are separate namespaces, so a widget and a control may share a constant.
    private static func checkKindConstants(_ context: inout CheckContext) {
        typealias Owner = (name: Located<String>, constant: String, widget: WidgetDecl?, control: ControlDecl?)
        let widgets: [Owner] = context.spec.widgets.map {
            ($0.name, WidgetNames(widget: $0).kindConstant, $0, nil)
        }
        let controls: [Owner] = context.spec.controls.map {
            ($0.name, ControlNames(control: $0).kindConstant, nil, $0)
        }
        for (noun, owners) in [("widgets", widgets), ("controls", controls)] {
            var first: [String: Located<String>] = [:]
            for owner in owners {
                guard let earlier = first[owner.constant] else {
                    first[owner.constant] = owner.name
                    continue
                }
                context.report(
                    .swiftNameCollision,
                    "\(noun) '\(earlier.value)' and '\(owner.name.value)' would both have the kind constant "
                        + "`\(owner.constant)`",
                    at: owner.name.range,
                    notes: [DiagnosticNote("'\(earlier.value)' is declared here", at: earlier.range)],
                    widget: owner.widget, control: owner.control)
            }
        }
    }
}

/// The rules of `SwiftNameRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum SwiftNameRule: String, DiagnosticRule {
    case swiftNameCollision = "WS0603"
    case modelPlaceholderTooLarge = "WS0608"

    var entry: DiagnosticDescription {
        switch self {
        case .swiftNameCollision:
            DiagnosticDescription(
                id, name: "swift-name-collision", severity: .error,
                summary: "A generated or referenced Swift type whose name is already taken.",
                source: .assumption(
                    """
                    The generator's own naming, not a WidgetKit rule: the types it declares and the app's views share one \
                    module, where Swift allows one declaration per name.
                    """),
                rationale: """
                    The bundle, each widget, each intent (`<Widget>Intent` by default) and the user's view types \
                    (`view`, `lockScreenView`, `dynamicIsland`) live in one module (`Widget`, `WidgetBundle` and \
                    `WidgetConfigurationIntent` conformances [S1][S15]); two different declarations with one name do \
                    not compile. Two widgets may share one view.
                    """,
                triggering: [
                    .widget(
                        "view: ↓GameWidgets")
                ],
                nonTriggering: [
                    .widgets(
                        [
                            "Status": "view: SharedView",
                            "Other": "view: SharedView",
                        ])
                ])
        case .modelPlaceholderTooLarge:
            DiagnosticDescription(
                id, name: "model-placeholder-too-large", severity: .error,
                summary: "A model whose generated placeholder would spell out more than 10,000 values.",
                source: .assumption(
                    """
                    The generator's own limit, not a WidgetKit rule: it writes a model's placeholder inline, each \
                    field that holds a model built from that model's fields.
                    """),
                rationale: """
                    Models that hold the next one twice, a few dozen deep, would make the placeholder, the previews \
                    and the generated files grow exponentially (2^40 values for forty levels), and the checker's \
                    own name rule, which runs the generator, would never finish. A `placeholder` on the fields that \
                    hold other models keeps the spelled-out value small.
                    """,
                triggering: [.spec(Self.doublingModels(14, marked: true))],
                nonTriggering: [.spec(Self.doublingModels(4, marked: false))])
        }
    }

    /// `models:` where each of `levels` models holds the next twice: 2^levels values in the first one's placeholder.
    private static func doublingModels(_ levels: Int, marked: Bool) -> String {
        let models = (0..<levels).map { "  \($0 == 0 && marked ? "↓" : "")M\($0): { a: M\($0 + 1), b: M\($0 + 1) }" }
        return (["models:"] + models + ["  M\(levels): { x: { type: String, placeholder: x } }"]).joined(
            separator: "\n")
    }
}
