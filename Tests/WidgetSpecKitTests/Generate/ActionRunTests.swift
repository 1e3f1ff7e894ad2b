import Foundation
import Testing

@testable import WidgetSpecKit

/// The actions' Foundation-only code, compiled with both parts (no Apple module visible) and run with fake
/// handlers: `<Action>Info.perform` hands the handler the values the view passed, a handler that throws stops
/// the run before anything is reloaded, and the reload lists name the kinds the spec's `reloads` names.
@Suite struct ActionRunTests {
    static let specsWithActions = ExampleSpec.all.filter { !$0.spec.actions.isEmpty }

    @Test func theExamplesHaveActions() {
        #expect(Self.specsWithActions.count >= 2)
        #expect(Self.specsWithActions.contains { $0.spec.actions.contains(where: \.runsInApp) })
        #expect(Self.specsWithActions.contains { $0.spec.actions.contains(where: \.isToggle) })
    }

    @Test(arguments: specsWithActions)
    func performRunsTheHandlerThenSaysWhatToReload(_ example: ExampleSpec) throws {
        let modules = try BuiltModules.get()
        let (directory, files) = try ExampleSpec.write(
            [
                (example.outputName(.shared), example.shared), (example.outputName(.extension), example.extensionPart),
                ("Runner.swift", Self.runner(for: example.spec)),
            ], into: "actions")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try modules.compileAndRun(files, in: directory)
        Self.check(output.split(separator: "\n").map(String.init), example.spec)
    }

    /// Per action: the values a view would pass, printed; a handler that prints the values it gets, then the reload
    /// lists; a handler that throws, then what the run did.
    static func runner(for spec: Spec) -> String {
        var lines = ["import Foundation", "", "struct Refused: Error {}"]
        var calls: [String] = []
        for (index, action) in spec.actions.enumerated() {
            let names = ActionNames(action: action)
            let parameters = handlerParameters(action, in: spec)
            let received = "(" + parameters.map(\.name).joined(separator: ", ") + ")"
            let signature = parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
            lines += [
                "struct Printing\(names.handler): \(names.handling) {",
                "    func perform(\(signature)) async throws { print(\"perform \(names.name) \\(\(received))\") }",
                "}",
                "struct Refusing\(names.handler): \(names.handling) {",
                "    func perform(\(signature)) async throws { throw Refused() }",
                "}",
            ]
            // The values as one tuple (one value, or `()`), printed as the handler prints what it gets.
            let values = "values\(index)"
            let tuple = "(" + parameters.map(\.value).joined(separator: ", ") + ")"
            let tupleType = "(" + parameters.map(\.type).joined(separator: ", ") + ")"
            let arguments = parameters.enumerated().map { position, parameter in
                "\(parameter.label): " + (parameters.count == 1 ? values : "\(values).\(position)")
            }
            func perform(_ handler: String) -> String {
                "try await \(names.info).perform(\((["\(handler)()"] + arguments).joined(separator: ", ")))"
            }
            let controls = spec.controls.isEmpty ? "[]" : "\(names.info).reloadedControlKinds"
            calls += [
                "let \(values): \(tupleType) = \(tuple)",
                "print(\"pass \(names.name) \\(\(values))\")",
                perform("Printing\(names.handler)"),
                "print(\"reloads \(names.name) \" + AppOutput.kinds(\(names.info).reloadedKinds) + \" \" + "
                    + "AppOutput.kinds(\(controls)))",
                "do { \(perform("Refusing\(names.handler)")); print(\"no error\") } catch { print(\"refused \(names.name)\") }",
            ]
        }
        lines += ["@main", "enum Runner {", "    static func main() async throws {"]
        lines += calls.map { "        " + $0 }
        lines += [
            "    }", "}", "",
            "enum AppOutput {",
            "    static func kinds(_ kinds: [String]?) -> String {",
            "        kinds.map { \"[\" + $0.joined(separator: \",\") + \"]\" } ?? \"all\"",
            "    }",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The values a view passes: `value` for a toggle, then each parameter's obvious placeholder.
    static func handlerParameters(_ action: ActionDecl, in spec: Spec)
        -> [(label: String, name: String, type: String, value: String)]
    {
        let values = ValueExpression(spec: spec, dateBase: .text("Foundation.Date(timeIntervalSince1970: 0)"))
        var parameters: [(label: String, name: String, type: String, value: String)] = []
        if action.isToggle { parameters.append(("value", "value", "Swift.Bool", "true")) }
        for parameter in action.parameters {
            parameters.append(
                (
                    SwiftLiteral.argumentLabel(parameter.name.value), SwiftLiteral.identifier(parameter.name.value),
                    parameter.type.value.qualifiedSpelling, values.obviousPlaceholder(for: parameter.type.value)
                ))
        }
        return parameters
    }

    /// Checks the runner's lines for each action: the handler got what was passed, then the reload lists (from
    /// the IR: the kind strings `reloads` names), then a throwing handler stopped the run.
    static func check(_ output: [String], _ spec: Spec) {
        #expect(output.count == 4 * spec.actions.count, "\(output)")
        for (action, lines) in zip(spec.actions, stride(from: 0, to: output.count, by: 4).map { output[$0..<$0 + 4] }) {
            let name = action.name.value
            let passed = Array(lines)
            #expect(passed[0].hasPrefix("pass \(name) "))
            #expect(passed[1] == "perform " + passed[0].dropFirst("pass ".count))
            let (widgets, controls) = reloadedKinds(action, in: spec)
            #expect(passed[2] == "reloads \(name) \(widgets) \(controls)")
            #expect(passed[3] == "refused \(name)")
        }
    }

    private static func reloadedKinds(_ action: ActionDecl, in spec: Spec) -> (String, String) {
        func list(_ kinds: [String]) -> String { "[" + kinds.joined(separator: ",") + "]" }
        switch action.reloads {
        case nil: return ("[]", "[]")
        case .all: return ("all", spec.controls.isEmpty ? "[]" : "all")
        case .widgets(let names):
            let named = Set(names.map(\.value))
            return (
                list(spec.widgets.filter { named.contains($0.name.value) }.map(\.kind.value)),
                list(spec.controls.filter { named.contains($0.name.value) }.map(\.kind.value))
            )
        }
    }
}
