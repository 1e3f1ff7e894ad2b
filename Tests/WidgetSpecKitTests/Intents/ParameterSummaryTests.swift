import Foundation
import Testing

@testable import WidgetSpecKit

/// `summary:` of an intent (issue 28): decoded in its four forms, checked (WS0525-WS0527), generated with App
/// Intents' summary builders and type-checked against the stubs.
@Suite struct ParameterSummaryTests {
    private static let parameters = """
        families: [systemSmall]
        intent:
          parameters:
            style: { type: Style, default: gauge }
            label: { type: Style?, default: text }
            showName: { type: Bool, default: true }
            count: { type: Int, default: 3 }
            ratio: { type: Double, default: 0.5 }
            name: { type: String, default: Home }
            when: { type: Date? }
        """
    private static let style = "enums:\n  Style: { cases: [gauge, text] }"

    private static func spec(_ summary: String) -> String {
        widgetSpec(widget: parameters + "\n  summary: " + summary, extra: style)
    }

    private static func found(_ summary: String, _ rule: DiagnosticDescription) throws -> [Diagnostic] {
        Checker.check([try decodeSpec(spec(summary))]).filter { $0.id == rule.id }
    }

    @Test func theFourFormsAreDecoded() throws {
        let text = try decodeSpec(Self.spec("\"Show {style} for {name}\"")).widgets[0].intent?.summary
        guard case .text(let sentence) = text else { Issue.record("\(String(describing: text))"); return }
        #expect(sentence.segments.count == 4)
        #expect(sentence.shown == nil)
        let shown = try decodeSpec(Self.spec("{ show: [style, name] }")).widgets[0].intent?.summary
        guard case .text(let list) = shown else { Issue.record("\(String(describing: shown))"); return }
        #expect(list.segments.isEmpty)
        #expect(list.shown?.map(\.value) == ["style", "name"])
        let when = try decodeSpec(Self.spec("{ when: showName, equalTo: true, then: A, otherwise: \"\" }"))
        guard case .when(let condition) = when.widgets[0].intent?.summary else { Issue.record("when"); return }
        #expect(condition.parameter.value == "showName")
        #expect(condition.value.value == "true")
        let choice = try decodeSpec(Self.spec("{ switch: style, cases: { gauge: A, text: B }, default: C }"))
        guard case .choice(let cases) = choice.widgets[0].intent?.summary else { Issue.record("switch"); return }
        #expect(cases.cases.map(\.value.value) == ["gauge", "text"])
    }

    @Test func aListAsEqualToIsADecodingError() {
        let loaded = loadSpec(Self.spec("{ when: style, equalTo: [gauge], then: A, otherwise: B }"))
        #expect(loaded.diagnostics.map(\.id) == [.wrongType])
    }

    @Test func unknownParametersGetTheClosestName() throws {
        let when = try Self.found("{ when: shownName, equalTo: true, then: A, otherwise: B }", .summaryUnknownParameter)
        #expect(
            when.map(\.message) == [
                "'when' 'shownName' names no parameter of intent 'StatusIntent'; did you mean 'showName'?"
            ])
        #expect(when.first?.fixIt?.replacement == "showName")
        let show = try Self.found("{ show: [style, nam] }", .summaryUnknownParameter)
        #expect(show.count == 1)
        let switchOn = try Self.found("{ switch: styl, cases: { gauge: A }, default: B }", .summaryUnknownParameter)
        #expect(switchOn.count == 1)
        let placeholder = try Self.found("\"Show {styl}\"", .summaryUnknownPlaceholder)
        #expect(summary(placeholder) == ["WS0527 19:23"])
    }

    @Test func valuesMustBeOfTheParametersType() throws {
        let wrong = [
            "{ when: style, equalTo: dial, then: A, otherwise: B }",
            "{ when: label, equalTo: dial, then: A, otherwise: B }",
            "{ when: showName, equalTo: yes please, then: A, otherwise: B }",
            "{ when: count, equalTo: three, then: A, otherwise: B }",
            "{ when: ratio, equalTo: half, then: A, otherwise: B }",
            "{ when: when, equalTo: today, then: A, otherwise: B }",
            "{ switch: style, cases: { gauge: A, dial: B }, default: C }",
        ]
        for form in wrong {
            #expect(try Self.found(form, .summaryValueType).count == 1, "\(form)")
        }
        let right = [
            "{ when: style, equalTo: gauge, then: A, otherwise: B }",
            "{ when: label, equalTo: text, then: A, otherwise: B }",
            "{ when: showName, equalTo: false, then: A, otherwise: B }",
            "{ when: count, equalTo: 4, then: A, otherwise: B }",
            "{ when: ratio, equalTo: 0.25, then: A, otherwise: B }",
            "{ when: name, equalTo: Office, then: A, otherwise: B }",
        ]
        for form in right {
            #expect(try Self.found(form, .summaryValueType).isEmpty, "\(form)")
        }
    }

    @Test func aSwitchTakesOneToNineCases() throws {
        let ten = (0..<10).map { "\"\($0)\": S\($0)" }.joined(separator: ", ")
        #expect(try Self.found("{ switch: count, cases: { \(ten) }, default: D }", .summaryValueType).count == 1)
        let nine = (0..<9).map { "\"\($0)\": S\($0)" }.joined(separator: ", ")
        #expect(try Self.found("{ switch: count, cases: { \(nine) }, default: D }", .summaryValueType).isEmpty)
    }

    @Test func theSummaryIsGeneratedWithExplicitKeyPaths() throws {
        let spec = try decodeSpec(
            Self.spec(
                """
                { when: showName, equalTo: true, then: { text: "Show {name}", show: [style] }, otherwise: { switch: label, cases: { gauge: "", text: "A \\\\ \\"b\\"" }, default: { show: [count] } } }
                """))
        let shared = SwiftGenerator.generate(spec, part: .shared, sourcePath: "test.widgets.yaml")
        let expected = #"""
                static var parameterSummary: some AppIntents.ParameterSummary {
                    When(\StatusIntent.$showName, .equalTo, true) {
                        Summary("Show \(\StatusIntent.$name)") {
                            \StatusIntent.$style
                        }
                    } otherwise: {
                        Switch(\StatusIntent.$label) {
                            Case(.gauge) {
                                Summary()
                            }
                            Case(.text) {
                                Summary("A \\ \"b\"")
                            }
                            DefaultCase {
                                Summary {
                                    \StatusIntent.$count
                                }
                            }
                        }
                    }
                }
            """#
        #expect(shared.contains(expected), "\(shared)")
    }

    /// Every comparable type, optional or not, in `When` and `Switch`, with sentences and lists, compiles against
    /// both SDKs' stubs.
    @Test(arguments: AppleSDK.allCases)
    func everyFormTypeChecks(_ sdk: AppleSDK) throws {
        let forms = [
            "{ when: style, equalTo: text, then: \"{style} {name}\", otherwise: { show: [style, count] } }",
            "{ when: label, equalTo: gauge, then: A, otherwise: { text: \"{label}\", show: [label] } }",
            "{ switch: showName, cases: { \"true\": A, \"false\": B }, default: C }",
            "{ switch: count, cases: { \"1\": A }, default: { when: ratio, equalTo: 0.5, then: B, otherwise: C } }",
            "{ switch: name, cases: { Home: A, Office: \"\" }, default: D }",
            "{ switch: label, cases: { gauge: A, text: B }, default: \"\" }",
            "\"\"",
        ]
        let modules = try BuiltModules.get(sdk)
        for (index, form) in forms.enumerated() {
            let spec = try decodeSpec(Self.spec(form))
            #expect(Checker.check([spec]).filter { $0.severity == .error }.isEmpty, "\(form)")
            let example = ExampleSpec(spec: spec, displayPath: "summary\(index).widgets.yaml")
            let (directory, files) = try example.writeExtension("summary\(index)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let errors = try modules.typeCheck(files)
            #expect(errors == nil, "\(form):\n\(errors ?? "")")
        }
    }
}
