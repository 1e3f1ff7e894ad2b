import Foundation
import Testing

@testable import WidgetSpecKit

/// A spec whose deployment minimums are below the OS versions of what the generated code calls (iOS 14 and
/// watchOS 9 here) gets every such call behind `if #available` (or `@available`), naming each platform below.
/// Linux does not check availability, so the guards are found in the text; the code is also type-checked.
@Suite struct AvailabilityGuardTests {
    static let spec = """
        spec: 1
        bundle: LowWidgets
        platforms: { iOS: "14.0", watchOS: "9.0" }
        enums:
          Mood: { cases: [calm, busy] }
        widgets:
          Clock:
            kind: com.example.clock
            displayName: Clock
            families: { iOS: [systemSmall] }
            contentMarginsDisabled: true
            background: { removable: false }
            entry:
              mood: { type: Mood, placeholder: calm }
            timeline: { entries: now, policy: { after: 1h } }
          Card:
            kind: com.example.card
            displayName: Card
            families: { iOS: [systemMedium], watchOS: [accessoryRectangular] }
            background: view
          Modern:
            kind: com.example.modern
            displayName: Modern
            families: { iOS: [systemSmall] }
            available: { iOS: "17.0", watchOS: "10.0" }
            contentMarginsDisabled: true

        """

    static func example() throws -> ExampleSpec {
        let loaded = SpecLoader.load(SourceFile(path: "low.widgets.yaml", text: spec))
        let spec = try #require(loaded.spec)
        #expect(!(loaded.diagnostics + Checker.check([spec])).hasErrors)
        return ExampleSpec(spec: spec, displayPath: "low.widgets.yaml")
    }

    /// The `if #available(...)` opening the nearest block above line `index`, within its function.
    static func guardAbove(_ index: Int, in lines: [Substring]) -> String? {
        for line in lines[..<index].reversed() {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("if #available(") { return text }
            if text.contains("func ") || text.hasPrefix("var body") { return nil }
        }
        return nil
    }

    @Test func callsNewerThanTheMinimumAreGuarded() throws {
        let example = try Self.example()
        let lines = example.extensionPart.split(separator: "\n", omittingEmptySubsequences: false)
        let guarded: [(call: String, guard: String)] = [
            (".containerBackground(", "if #available(iOS 17.0, watchOS 10.0, *) {"),
            (".contentMarginsDisabled()", "if #available(iOS 15.0, *) {"),
            (".containerBackgroundRemovable(false)", "if #available(iOS 15.0, *) {"),
        ]
        for (call, expected) in guarded {
            let uses = lines.indices.filter { lines[$0].contains(call) && !lines[$0].contains("///") }
            #expect(!uses.isEmpty, "\(call) is not generated")
            for index in uses {
                let found = Self.guardAbove(index, in: lines)
                // The widget available from iOS 17 and watchOS 10 needs no guard at all.
                let inModern = lines[..<index].last { $0.hasPrefix("struct ") }?.hasPrefix("struct Modern") == true
                #expect(found == (inModern ? nil : expected), "line \(index + 1): \(lines[index])")
            }
        }
        #expect(example.shared.contains("@available(iOS 16.0, *)\nextension Mood: AppIntents.AppEnum {"))
        #expect(
            example.shared.contains(
                "@available(iOS 17.0, watchOS 10.0, *)\nstruct LowWidgetsSharedAppIntents: AppIntents.AppIntentsPackage"
            ))
    }

    @Test func theGuardedCodeTypeChecks() throws {
        let modules = try BuiltModules.get()
        let example = try Self.example()
        let (directory, files) = try example.writeExtension("low")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try modules.typeCheck(files)
        #expect(errors == nil, "\(errors ?? "")")
    }

    /// A configurable widget available from iOS 17 in a spec whose minimum is iOS 16.
    static let raisedSpec = """
        spec: 1
        bundle: RaisedWidgets
        platforms: { iOS: "16.0" }
        widgets:
          Picker:
            kind: com.example.picker
            displayName: Picker
            families: [systemSmall]
            available: { iOS: "17.0" }
            intent:
              name: PickTeam
              parameters:
                team: { type: String, default: "red" }
            entry:
              score: { type: Int, placeholder: 0 }
            timeline: { entries: now, policy: { after: 1h }, plans: { idle: { policy: never } } }
          Clock:
            kind: com.example.clock
            displayName: Clock
            families: [systemSmall]
        events:
          teamChanged: { reloads: [Picker], matching: [team] }

        """

    /// Every declaration of a widget available above the spec's minimum that names what only those versions have
    /// is marked with the widget's versions (the reload that reads its intent is guarded); its Foundation-only
    /// declarations, which loaders and unit tests use, and the other widget's are not.
    @Test func aWidgetAvailableAboveTheMinimumMarksItsDeclarations() throws {
        let loaded = SpecLoader.load(SourceFile(path: "raised.widgets.yaml", text: Self.raisedSpec))
        let spec = try #require(loaded.spec)
        #expect(!(loaded.diagnostics + Checker.check([spec])).hasErrors)
        let example = ExampleSpec(spec: spec, displayPath: "raised.widgets.yaml")
        let marked = "@available(iOS 17.0, *)\n"
        for declaration in [
            "struct PickTeam: AppIntents.WidgetConfigurationIntent {", "extension PickerConfiguration {",
        ] {
            #expect(example.shared.contains(marked + declaration), "\(declaration)")
        }
        for declaration in [
            "struct PickerProvider: WidgetKit.AppIntentTimelineProvider {", "struct Picker: SwiftUI.Widget {",
        ] {
            #expect(example.extensionPart.contains(marked + declaration), "\(declaration)")
        }
        #expect(
            example.shared.contains(
                "if #available(iOS 17.0, *),\n                    widget.kind == WidgetKinds.picker,"))
        #expect(example.extensionPart.contains("if #available(iOS 17.0, *) {\n            Picker()\n"))
        let unmarked = [
            "struct PickerConfiguration:", "struct PickerEntry:", "struct PickerContent:", "struct PickerRequest:",
            "enum PickerPlan:", "typealias PickerLoad =", "protocol PickerLoading:", "enum PickerInfo",
            "struct ClockProvider:", "struct Clock:",
        ]
        let code = example.shared + example.extensionPart
        for declaration in unmarked {
            #expect(code.contains("\n" + declaration) && !code.contains(marked + declaration), "\(declaration)")
        }
        let (directory, files) = try example.writeExtension("raised")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try BuiltModules.get().typeCheck(files)
        #expect(errors == nil, "\(errors ?? "")")
    }

    /// At the minimums of container backgrounds nothing is guarded: the golden files show it for `specs/`.
    @Test func specsAtTheMinimumsAreNotGuarded() throws {
        for example in ExampleSpec.all {
            let widgetCode = example.extensionPart.components(separatedBy: "struct ").filter {
                $0.contains(": SwiftUI.Widget {")
            }
            #expect(!widgetCode.contains { $0.contains("#available(iOS 17.0") }, "\(example.stem)")
        }
    }
}
