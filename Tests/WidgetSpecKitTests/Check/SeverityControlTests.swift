import Testing

@testable import WidgetSpecKit

@Suite("Severity control: disable, enable, warnings as errors, checks in the spec")
struct SeverityControlTests {
    static let loop = """
        families: [systemSmall]
        timeline: { entries: now, policy: atEnd }

        """

    @Test func warningsAsErrors() throws {
        let spec = try decodeSpec(widgetSpec(widget: Self.loop))
        #expect(Checker.check([spec]).map(\.severity) == [.warning])
        #expect(Checker.check([spec], options: CheckOptions(warningsAsErrors: true)).map(\.severity) == [.error])
    }

    @Test func warningsAsErrorsIsAppliedOnceByThePipeline() throws {
        let spec = try decodeSpec(widgetSpec(widget: Self.loop))
        let options = CheckOptions(warningsAsErrors: true)
        // The per-file step leaves it to `CheckPipeline`, which applies it to every stage alike.
        #expect(Checker.check(file: spec, options: options).map(\.severity) == [.warning])
        let set = SpecSet(
            files: [SpecLoader.load(SourceFile(path: "a.widgets.yaml", text: widgetSpec(widget: Self.loop)))],
            pathProblems: [])
        #expect(CheckPipeline.diagnostics(of: set, options: options).map(\.severity) == [.error])
    }

    @Test func disableFromTheCommandLine() throws {
        let spec = try decodeSpec(widgetSpec(widget: Self.loop))
        #expect(Checker.check([spec], options: CheckOptions(disabled: Set(ids(.reloadLoop)))).isEmpty)
    }

    @Test func disableAtTopLevelAndPerWidget() throws {
        let topLevel = try decodeSpec(widgetSpec(widget: Self.loop, extra: "checks: { disable: [WS0705] }"))
        #expect(Checker.check([topLevel]).isEmpty)
        let perWidget = try decodeSpec(widgetSpec(widget: Self.loop + "\nchecks: { disable: [WS0705] }"))
        #expect(Checker.check([perWidget]).isEmpty)
    }

    @Test func aControlsChecksApplyToItsFindings() throws {
        func spec(checks: String) throws -> Spec {
            try decodeSpec(
                """
                spec: 1
                bundle: TestWidgets
                platforms: { iOS: "18.0" }
                controls:
                  Lights:
                    kind: com.example.lights
                    displayName: Lights
                    button: TurnOff
                  LIGHTS:
                    kind: com.example.all-lights
                    displayName: All Lights
                    button: TurnOff
                \(checks)
                actions:
                  TurnOff: {}
                """)
        }
        // The two controls' kind constants are both `lights`: reported at the second, which may disable it.
        let found = Checker.check([try spec(checks: "")])
        #expect(summary(found) == ["WS0603 9:3"])
        #expect(
            found.first?.message
                == "controls 'Lights' and 'LIGHTS' would both have the kind constant `ControlKinds.lights`")
        #expect(Checker.check([try spec(checks: "    checks: { disable: [WS0603] }")]).isEmpty)
    }

    @Test func optInRulesNeedEnabling() throws {
        let text = widgetSpec(
            widget: """
                families: [systemSmall]
                timeline: { entries: now, policy: never }

                """
        ).replacingOccurrences(of: "kind: com.example.status", with: "kind: Status")
        let spec = try decodeSpec(text)
        #expect(Checker.check([spec]).isEmpty)
        #expect(
            Checker.check([spec], options: CheckOptions(enabled: Set(ids(.kindNotReverseDNS)))).map(\.id)
                == ids(.kindNotReverseDNS))
    }

    @Test func commandLineWinsOverTheSpec() throws {
        let spec = try decodeSpec(widgetSpec(widget: Self.loop, extra: "checks: { enable: [WS0705] }"))
        #expect(Checker.check([spec], options: CheckOptions(disabled: Set(ids(.reloadLoop)))).isEmpty)
    }

    @Test func unknownIDsInChecksAreErrorsWithASuggestion() throws {
        let spec = try decodeSpec(widgetSpec(widget: Self.loop, extra: "checks: { disable: [WS0799] }"))
        let found = Checker.check([spec]).filter { $0.id == .unknownDiagnosticID }
        #expect(found.count == 1)
        #expect(found.first?.severity == .error)
        #expect(found.first?.fixIt?.replacement == "WS0709")
    }

    @Test func frontEndIDsCannotBeDisabled() throws {
        let spec = try decodeSpec(widgetSpec(widget: Self.loop, extra: "checks: { disable: [WS0201] }"))
        #expect(Checker.check([spec]).contains { $0.id == .unknownDiagnosticID && $0.message.contains("cannot") })
    }

    @Test func duplicateKindsAcrossFiles() throws {
        let widget = """
            families: [systemSmall]
            timeline: { entries: now, policy: never }

            """
        let first = try decodeSpec(widgetSpec(widget: widget), file: "a.widgets.yaml")
        let second = try decodeSpec(widgetSpec(widget: widget), file: "b.widgets.yaml")
        let found = Checker.check([second, first])
        #expect(summary(found) == ["WS0602 7:11"])
        #expect(found.first?.range?.file == "b.widgets.yaml")
        #expect(found.first?.notes.first?.range?.file == "a.widgets.yaml")
    }

    /// Two controls of one kind in two files are reloaded together as two widgets are; a widget and a control
    /// may share a kind (separate namespaces), and a control's `checks:` switches the rule for it.
    @Test func duplicateControlKindsAcrossFiles() throws {
        func spec(_ control: String, kind: String, widgetKind: String, checks: String = "") -> String {
            """
            spec: 1
            bundle: B
            platforms: { iOS: "18.0" }
            widgets:
              Status:
                kind: \(widgetKind)
                displayName: Status
                families: [systemSmall]
                timeline: { entries: now, policy: never }
            controls:
              \(control):
                kind: \(kind)
                displayName: \(control)
                button: Off
            \(checks)
            actions:
              Off: {}
            """
        }
        let first = try decodeSpec(
            spec("Lights", kind: "com.example.x", widgetKind: "com.example.w1"), file: "a.widgets.yaml")
        let second = try decodeSpec(
            spec("Heater", kind: "com.example.x", widgetKind: "com.example.x"), file: "b.widgets.yaml")
        let found = Checker.check([second, first]).filter { $0.id == DiagnosticDescription.duplicateKindAcrossFiles.id }
        #expect(
            found.map(\.message) == [
                "kind 'com.example.x' of control 'Heater' is also the kind of control 'Lights' in a.widgets.yaml"
            ])
        #expect(found.first?.range?.file == "b.widgets.yaml")
        let switchedOff = try decodeSpec(
            spec(
                "Heater", kind: "com.example.x", widgetKind: "com.example.w2",
                checks: "    checks: { disable: [WS0602] }"),
            file: "b.widgets.yaml")
        #expect(
            !Checker.check([switchedOff, first]).contains { $0.id == DiagnosticDescription.duplicateKindAcrossFiles.id }
        )
    }

    @Test func pipelineOutputIsTheSameWhateverTheOrderOfWork() throws {
        let texts = (0..<8).map { index in
            widgetSpec(widget: Self.loop).replacingOccurrences(of: "com.example.status", with: "k\(index % 3)")
        }
        let files = texts.enumerated().map { SpecLoader.load(SourceFile(path: "f\($0).widgets.yaml", text: $1)) }
        let forward = CheckPipeline.diagnostics(of: SpecSet(files: files, pathProblems: []))
        let backward = CheckPipeline.diagnostics(of: SpecSet(files: files.reversed(), pathProblems: []))
        #expect(forward == backward)
        #expect(forward.count > 8)
    }
}
