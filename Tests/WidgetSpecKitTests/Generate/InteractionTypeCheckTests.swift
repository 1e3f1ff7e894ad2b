import Foundation
import Testing

@testable import WidgetSpecKit

/// Negative controls of actions and controls: the typed constructors and the stubs reject what Apple's SDK
/// rejects, and the checker rejects the specs that would generate such code.
@Suite struct InteractionTypeCheckTests {
    /// A view that passes a value of the wrong type to an action's typed constructor does not compile; the
    /// entity it needs does.
    @Test func aViewPassingTheWrongTypeToAnActionFailsToTypeCheck() throws {
        let modules = try BuiltModules.get()
        let todo = try ExampleSpec.named("todo.widgets")
        let view = """
            import AppIntents
            import SwiftUI
            struct CompleteButton: SwiftUI.View {
                let list: TodoList
                var body: some SwiftUI.View {
                    SwiftUI.Button(intent: CompleteTodoIntent(list: LIST, itemID: "1")) { SwiftUI.Text("Done") }
                }
            }
            """
        let (directory, files) = try todo.writeExtension("wrong-intent")
        defer { try? FileManager.default.removeItem(at: directory) }
        let viewFile = directory.appendingPathComponent("CompleteButton.swift")
        try view.replacingOccurrences(of: "LIST", with: "\"Groceries\"").write(
            to: viewFile, atomically: true, encoding: .utf8)
        let errors = try #require(try modules.typeCheck(files + [viewFile]), "a String passed as a TodoList compiled")
        #expect(
            errors.contains("cannot convert value of type 'String' to expected argument type 'TodoList'"), "\(errors)")
        try view.replacingOccurrences(of: "LIST", with: "list").write(to: viewFile, atomically: true, encoding: .utf8)
        let fixed = try modules.typeCheck(files + [viewFile])
        #expect(fixed == nil, "\(fixed ?? "")")
    }

    /// A control toggle whose action sets no value: the checker rejects the spec (WS0511), and the code it would
    /// generate does not type-check against the stubs (`ControlWidgetToggle` takes a `SetValueIntent`).
    @Test func aToggleControlRunningAButtonActionIsRejectedTwice() throws {
        let modules = try BuiltModules.get()
        var spec = try ExampleSpec.named("home.widgets").spec
        let index = try #require(spec.controls.firstIndex { $0.name.value == "LightToggle" })
        let buttonAction = try #require(spec.actions.first { !$0.isToggle })
        spec.controls[index].template = .toggle(buttonAction.name)
        spec.controls[index].intent = nil
        let findings = Checker.check([spec])
        #expect(findings.contains { $0.id == DiagnosticDescription.controlActionMismatch.id })
        let example = ExampleSpec(spec: spec, displayPath: "specs/home.widgets.yaml")
        let (directory, files) = try example.writeExtension("toggle-button")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try #require(try modules.typeCheck(files), "a toggle running a button action compiled")
        #expect(errors.contains("SetValueIntent"), "\(errors)")
    }

    /// A control in a spec for iOS 17 needs `available:`; with it, the bundle lists the control inside
    /// `if #available(iOS 18.0, *)` and the control's types are marked available from iOS 18.
    @Test func aControlOnIOS17IsRejectedUntilItSaysWhereItIsAvailable() throws {
        var spec = try ExampleSpec.named("home.widgets").spec
        #expect(!Checker.check([spec]).hasErrors)
        let extensionPart = ExampleSpec(spec: spec, displayPath: "specs/home.widgets.yaml").extensionPart
        #expect(extensionPart.contains("if #available(iOS 18.0, *) {\n            LightToggle()\n        }"))
        #expect(extensionPart.contains("@available(iOS 18.0, *)\nstruct LightToggle: SwiftUI.ControlWidget"))
        spec.controls[0].available = []
        let findings = Checker.check([spec]).filter { $0.id == DiagnosticDescription.controlRequiresNewerOS.id }
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.message == "control 'LightToggle' needs iOS 18.0; the spec's minimum is iOS 17.0")
    }

    /// `Button(intent:)` comes from the SwiftUI and App Intents cross-import overlay: a file that imports only
    /// SwiftUI does not see it, as in Xcode.
    @Test func buttonWithAnIntentNeedsAppIntentsImported() throws {
        let modules = try BuiltModules.get()
        let directory = try Toolchain.temporaryDirectory("overlay")
        defer { try? FileManager.default.removeItem(at: directory) }
        let intent = directory.appendingPathComponent("Intent.swift")
        try """
        import AppIntents
        struct Press: AppIntent {
            static var title: LocalizedStringResource { "Press" }
            init() {}
            func perform() async throws -> some IntentResult { .result() }
        }
        """.write(to: intent, atomically: true, encoding: .utf8)
        let view = directory.appendingPathComponent("View.swift")
        let body = "struct V: View { var body: some View { Button(intent: Press()) { Text(\"x\") } } }\n"
        try ("import SwiftUI\n" + body).write(to: view, atomically: true, encoding: .utf8)
        #expect(try modules.typeCheck([intent, view]) != nil)
        try ("import AppIntents\nimport SwiftUI\n" + body).write(to: view, atomically: true, encoding: .utf8)
        let errors = try modules.typeCheck([intent, view])
        #expect(errors == nil, "\(errors ?? "")")
    }
}
