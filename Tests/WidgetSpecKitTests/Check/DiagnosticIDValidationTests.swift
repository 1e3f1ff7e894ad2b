import Testing

@testable import WidgetSpecKit

@Suite("Diagnostic IDs given by users: one check for --enable, --disable, checks: and explain")
struct DiagnosticIDValidationTests {
    @Test func acceptsKnownIDs() throws {
        #expect(try DiagnosticCatalog.validate("WS0705", for: .disable).get().name == "reload-loop")
        #expect(try DiagnosticCatalog.validate("WS0201", for: .enable).get().name == "unknown-key")
        #expect(try DiagnosticCatalog.validate("reload-loop", for: .explain).get().id == "WS0705")
        #expect(try DiagnosticCatalog.validate("ws0705", for: .explain).get().id == "WS0705")
    }

    @Test func unknownIDsGetTheClosestOne() throws {
        let problem = try #require(Self.problem("WS0799", .disable))
        #expect(problem.reason == .unknown(suggestion: "WS0709"))
        #expect(problem.message == "unknown diagnostic ID 'WS0799'")
        #expect(
            problem.commandLineMessage
                == "unknown diagnostic ID 'WS0799'; did you mean 'WS0709'? (`widgetspec rules` lists them)")
        // Names and other cases are for `explain` only.
        #expect(Self.problem("ws0705", .enable)?.reason == .unknown(suggestion: "WS0705"))
        #expect(
            Self.problem("reload-loop", .disable)?.commandLineMessage.hasSuffix("(`widgetspec rules` lists them)")
                == true)
    }

    @Test func frontEndIDsCannotBeDisabled() throws {
        let problem = try #require(Self.problem("WS0201", .disable))
        #expect(
            problem.commandLineMessage == "WS0201 (unknown-key) cannot be disabled: it means the spec could not be read"
        )
    }

    @Test func inChecksTheProblemIsWS0306() throws {
        let range = SourceRange(file: "a.widgets.yaml", at: SourceLocation(line: 3, column: 14))
        let unknown = try #require(Self.problem("WS0799", .disable)).diagnostic(at: range)
        #expect(unknown.id == .unknownDiagnosticID)
        #expect(unknown.message == "unknown diagnostic ID 'WS0799' in checks")
        #expect(unknown.notes.map(\.message) == ["did you mean 'WS0709'?", "`widgetspec rules` lists every rule"])
        #expect(unknown.fixIt == FixIt(replacing: range, with: "WS0709"))
        let frontEnd = try #require(Self.problem("WS0201", .disable)).diagnostic(at: range)
        #expect(frontEnd.message == "WS0201 (unknown-key) cannot be disabled: it means the spec could not be read")
        #expect(frontEnd.notes.isEmpty && frontEnd.fixIt == nil)
    }

    static func problem(_ text: String, _ use: DiagnosticIDUse) -> DiagnosticIDProblem? {
        if case .failure(let problem) = DiagnosticCatalog.validate(text, for: use) { return problem }
        return nil
    }
}
