import Foundation
import Testing

@testable import WidgetSpecKit

/// What a loader writes against the generated `<Widget>Load`, type-checked with the generated code: every form
/// of content, with `plan:` exactly when the widget has plans.
@Suite struct LoaderSourceTests {
    /// A widget with plans (`CharacterHealth`): each form with and without a plan, the load's parts, and the
    /// initializer from all of them.
    @Test func aWidgetWithPlansTakesAPlanInEveryForm() throws {
        let source = """
            import Foundation
            func loads(_ content: CharacterHealthContent, at date: Date) -> [CharacterHealthLoad] {
                [
                    .content(content), .content(content, plan: .full),
                    .perEntry { _ in content }, .perEntry(plan: .dragon) { _ in content },
                    .dated([(date, content)]), .dated([(date, content)], plan: .full),
                    CharacterHealthLoad(plan: .dragon, content: .content(content)),
                ]
            }
            func plan(of load: CharacterHealthLoad) -> CharacterHealthPlan { load.plan }
            func dates(of load: CharacterHealthLoad) -> [Date]? { load.content.dynamicDates }
            """
        #expect(try Self.typeCheck(source, with: "health.widgets") == nil)
    }

    /// A widget without plans (`CharacterDetail`): the forms and the initializer from the content compile; a
    /// `plan:` does not.
    @Test func aWidgetWithoutPlansTakesNoPlan() throws {
        let forms = """
            import Foundation
            func loads(_ content: CharacterDetailContent, at date: Date) -> [CharacterDetailLoad] {
                [
                    .content(content), .perEntry { _ in content }, .dated([(date, content)]),
                    CharacterDetailLoad(content: .content(content)),
                ]
            }
            func dates(of load: CharacterDetailLoad) -> [Date]? { load.content.dynamicDates }
            """
        #expect(try Self.typeCheck(forms, with: "game.widgets") == nil)
        let withPlan = """
            func load(_ content: CharacterDetailContent) -> CharacterDetailLoad { .content(content, plan: .default) }
            """
        let errors = try #require(try Self.typeCheck(withPlan, with: "game.widgets"), "a plan-less load took a plan")
        #expect(errors.contains("requires that 'SinglePlan' conform to 'TimelinePlanChoice'"), "\(errors)")
    }

    /// The compiler's output when `source` fails to type-check with the extension of an example, nil when it
    /// passes.
    static func typeCheck(_ source: String, with example: String) throws -> String? {
        let modules = try BuiltModules.get()
        let (directory, files) = try ExampleSpec.named(example).writeExtension("loader-source")
        defer { try? FileManager.default.removeItem(at: directory) }
        let sourceFile = directory.appendingPathComponent("Loads.swift")
        try source.write(to: sourceFile, atomically: true, encoding: .utf8)
        return try modules.typeCheck(files + [sourceFile])
    }
}
