/// Families and recommendations decided at run time: the flags the app reads for `familiesWhen`, the families a
/// widget offers now, and the spec's own `recommendations`.
extension GenerationContext {
    /// The protocol the app's flags conform to, and the type the app writes: fixed names, one per spec, like
    /// `WidgetKinds`.
    static let flagReadingName = "WidgetFlagReading"
    static let flagsName = "WidgetFlags"

    /// The flags of the spec's `familiesWhen`, in spec order, each once, with where it is first written.
    var familyFlags: [Located<String>] {
        var seen: Set<String> = []
        return spec.widgets.compactMap(\.familiesWhen?.flag).filter { seen.insert($0.value).inserted }
    }

    /// `WidgetFlagReading`: a static `Bool` per flag, which the app's `WidgetFlags` provides (Foundation-only, in
    /// the extension part: WidgetKit asks the extension for its widgets).
    func flagReadingProtocol() -> [SwiftDecl] {
        let flags = familyFlags
        guard let first = flags.first else { return [] }
        let requirements = flags.map { flag in
            SwiftDecl.property(
                SwiftProperty(
                    SwiftLiteral.identifier(flag.value), type: QualifiedName.bool.description, modifiers: ["static"],
                    doc: doc("Whether the families behind `\(flag.value)` are offered", flag.range),
                    value: .requirement))
        }
        return [
            declaring(
                derivedForBundle(Self.flagReadingName, "the protocol of the app's family flags"),
                .type(
                    SwiftTypeDecl(
                        .protocol, Self.flagReadingName, access: access,
                        doc: doc(
                            "The flags the app decides families by at run time; `\(Self.flagsName)` provides them",
                            first.range),
                        members: requirements)))
        ]
    }

    /// `offeredFamilies`: `supportedFamilies`, and while the app's flag is on, the `familiesWhen` families too.
    /// Nil for a widget without `familiesWhen`, which passes `supportedFamilies` itself.
    func offeredFamiliesProperty(_ widget: WidgetDecl) -> SwiftDecl? {
        guard let flagged = widget.familiesWhen else { return nil }
        let flags = GeneratedTypeName.app(
            Self.flagsName, "the app's family flags (`\(Self.flagReadingName)`)", at: flagged.flag.range,
            widget: widget.name.value)
        // One app type for every widget: noted once, where the first widget names it (WS0603 reads the notes).
        let isFirstUse = spec.widgets.first { $0.familiesWhen != nil }?.name == widget.name
        let flagsType = SwiftExpression.identifier(Self.flagsName)
        let flag = flagsType.dot(SwiftLiteral.identifier(flagged.flag.value))
        let always = SwiftExpression.identifier("Self").dot("supportedFamilies")
        let added = SwiftExpression.array(
            flagged.families.map { .type(QualifiedName.widgetFamily).dot($0.value.rawValue) })
        let property = SwiftDecl.property(
            SwiftProperty(
                Self.offeredFamiliesName, type: SwiftType.array(QualifiedName.widgetFamily).description,
                access: "private", modifiers: ["static"],
                doc: doc(
                    "`supportedFamilies`, and those behind the app's flag `\(flagged.flag.value)` while it is on",
                    flagged.range),
                value: .getter([
                    .guard([.expression(flag)], else: [.return(always)]),
                    .return(.infix(always, "+", added)),
                ])))
        return isFirstUse ? using(flags, in: property) : property
    }

    static let offeredFamiliesName = "offeredFamilies"

    /// What the widget passes to `supportedFamilies(_:)`.
    func familiesArgument(_ widget: WidgetDecl) -> SwiftExpression {
        .identifier("Self").dot(widget.familiesWhen == nil ? "supportedFamilies" : Self.offeredFamiliesName)
    }

    /// `recommendations()` from the spec's list: an intent per recommendation with its values set, the others
    /// keeping their defaults [S95].
    func specRecommendations(_ widget: WidgetDecl, _ intent: IntentDecl, _ list: WidgetRecommendations) -> SwiftDecl {
        if list.isDynamic { return dynamicRecommendations(widget, intent, list) }
        let recommendation = QualifiedName.appIntentRecommendation
        let values = ValueExpression(spec: spec, dateBase: ValueExpression.now)
        let result = SwiftExpression.identifier("recommendations")
        var statements: [SwiftStatement] = [
            .variable(
                "recommendations", .array(.generic(recommendation, [.named(intent.name.value)])), .array([]))
        ]
        for (index, item) in list.list.enumerated() {
            let name = "intent\(index + 1)"
            statements.append(.let(name, .identifier(intent.name.value).call()))
            for value in item.values {
                guard let written = value.value,
                    let parameter = intent.parameters.first(where: { $0.name.value == value.parameter.value })
                else { continue }
                let property = SwiftLiteral.identifier(intent.propertyName(of: parameter.name.value))
                statements.append(
                    .expression(
                        .infix(
                            .identifier(name).dot(property), "=",
                            values.tree(written.value, type: parameter.type.value.unwrapped))))
            }
            statements.append(
                .expression(
                    result.dot("append").call(
                        SwiftArgument(
                            .type(recommendation).call(
                                SwiftArgument("intent", .identifier(name)),
                                SwiftArgument("description", displayTextExpression(item.description, as: .text)))))))
        }
        return .function(
            SwiftFunction(
                "recommendations", result: recommendationsType(intent), access: access,
                doc: doc("The spec's preconfigured choices for watchOS, which has no configuration UI", list.range),
                body: statements + [.return(result)]))
    }
}

/// `recommendations: dynamic`: the app builds the recommendations from its data through `<Widget>Recommender`.
extension GenerationContext {
    /// `<Widget>Recommending`, the protocol, and `<Widget>Recommender`, the app's type.
    static func recommendingName(_ widget: WidgetDecl) -> String { widget.name.value + "Recommending" }
    static func recommenderName(_ widget: WidgetDecl) -> String { widget.name.value + "Recommender" }

    /// Whether the provider asks the app for the recommendations: `dynamic`, on a spec targeting watchOS.
    func recommendsDynamically(_ widget: WidgetDecl) -> Bool {
        widget.intent != nil && widget.recommendations?.isDynamic == true && platforms.contains(.watchOS)
    }

    /// The protocol the app's recommender conforms to, in the WidgetKit section (it names
    /// `AppIntentRecommendation`): `init()` and `recommendations()`, Apple's signature [S95].
    func recommendingProtocol(_ widget: WidgetDecl) -> [SwiftDecl] {
        guard recommendsDynamically(widget), let intent = widget.intent, let list = widget.recommendations else {
            return []
        }
        let name = Self.recommendingName(widget)
        return [
            declaring(
                derived(name, "recommendations protocol", of: widget),
                .type(
                    SwiftTypeDecl(
                        .protocol, name, access: access, attributes: availabilityAttribute(widget.available),
                        doc: doc(
                            "What the app's `\(Self.recommenderName(widget))` implements: watchOS's choices, from its data",
                            list.range),
                        members: [
                            .initializer(SwiftInitializer("", doc: "Creates the recommender.", body: nil)),
                            .function(
                                SwiftFunction(
                                    "recommendations", result: recommendationsType(intent),
                                    doc: "The intents watchOS offers, each with its description.", body: nil)),
                        ])))
        ]
    }

    /// `[WidgetKit.AppIntentRecommendation<Intent>]`.
    func recommendationsType(_ intent: IntentDecl) -> String {
        SwiftType.array(.generic(QualifiedName.appIntentRecommendation, [.named(intent.name.value)])).description
    }

    /// `recommendations()` asking the app's recommender.
    func dynamicRecommendations(_ widget: WidgetDecl, _ intent: IntentDecl, _ list: WidgetRecommendations)
        -> SwiftDecl
    {
        let recommender = GeneratedTypeName.app(
            Self.recommenderName(widget), "the recommender the app writes for widget '\(widget.name.value)'",
            at: list.range, widget: widget.name.value)
        return using(
            recommender,
            in: .function(
                SwiftFunction(
                    "recommendations", result: recommendationsType(intent), access: access,
                    doc: doc("watchOS's preconfigured choices, from the app's data", list.range),
                    body: [
                        .expression(
                            SwiftExpression.identifier(Self.recommenderName(widget)).call()
                                .dot("recommendations").call())
                    ])))
    }
}
