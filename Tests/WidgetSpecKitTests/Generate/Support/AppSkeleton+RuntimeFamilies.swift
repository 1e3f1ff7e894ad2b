@testable import WidgetSpecKit

extension AppSkeleton {
    /// The app's `WidgetFlags` for `familiesWhen` (every flag on) and a `<Widget>Recommender` for each widget with
    /// `recommendations: dynamic`, recommending the intent with its defaults.
    static func runtimeFamilySource(for spec: Spec) -> [String] {
        let context = GenerationContext(spec: spec, access: spec.access)
        var lines: [String] = []
        let flags = context.familyFlags.map {
            "    static var \(SwiftLiteral.identifier($0.value)): Swift.Bool { true }"
        }
        if !flags.isEmpty {
            lines += ["enum \(GenerationContext.flagsName): \(GenerationContext.flagReadingName) {"] + flags + ["}"]
        }
        for widget in spec.widgets where context.recommendsDynamically(widget) {
            guard let intent = widget.intent?.name.value else { continue }
            lines += [
                "struct \(GenerationContext.recommenderName(widget)): \(GenerationContext.recommendingName(widget)) {",
                "    func recommendations() -> [WidgetKit.AppIntentRecommendation<\(intent)>] {",
                "        [WidgetKit.AppIntentRecommendation(intent: \(intent)(), description: \"Recommended\")]",
                "    }",
                "}",
            ]
        }
        return lines
    }
}
