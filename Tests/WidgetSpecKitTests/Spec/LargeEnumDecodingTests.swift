import Testing

@testable import WidgetSpecKit

/// An enum with tens of thousands of cases decodes in time proportional to its size: duplicates are found by
/// name, not by comparing every case with every earlier one (50,000 cases took minutes that way).
@Suite struct LargeEnumDecodingTests {
    @Test func duplicateCasesOfAHugeEnumAreFoundOnce() {
        let cases = (0..<50_000).map { "c\($0)" } + ["c7"]
        let text = "spec: 1\nbundle: B\nenums:\n  E: { cases: [\(cases.joined(separator: ", "))] }\n"
        let loaded = SpecLoader.load(SourceFile(path: "huge.widgets.yaml", text: text))
        #expect(loaded.diagnostics.map(\.id) == [.duplicateName])
        #expect(loaded.diagnostics.first?.message == "duplicate case 'c7' in enum E")
    }

    /// 2,000 values of a 50,000-case enum: each is looked up in a dictionary (scanning the cases for each value
    /// took about 24 s), and each unknown one gets a note that lists 50 cases, without "did you mean".
    @Test func thousandsOfValuesOfAHugeEnumDecodeByLookup() throws {
        let cases = (0..<50_000).map { "c\($0)" }
        let valid = (0..<2_000).map { "c\($0 * 25)" }
        let unknown = ["nope", "c50000"]
        let text = """
            spec: 1
            bundle: B
            enums:
              E: { cases: [\(cases.joined(separator: ", "))] }
            models:
              M: { picks: { type: "[E]", placeholder: [\((valid + unknown).joined(separator: ", "))] } }
            """
        let loaded = SpecLoader.load(SourceFile(path: "huge.widgets.yaml", text: text))
        #expect(loaded.diagnostics.map(\.id) == [.unknownEnumCase, .unknownEnumCase])
        let first = try #require(loaded.diagnostics.first)
        #expect(first.message == "unknown E case 'nope'")
        let listed = (0..<50).map { "'c\($0)'" }.joined(separator: ", ")
        #expect(first.notes.map(\.message) == ["expected one of \(listed) and 49950 more"])
    }

    /// A case name that is also another case's title is the case, not a mistake.
    @Test func aCaseNameWinsOverAnotherCasesTitle() {
        let text = """
            spec: 1
            bundle: B
            enums:
              E: { cases: { a: b, b: Bee } }
            models:
              M: { pick: { type: E, placeholder: b }, other: { type: E, placeholder: a } }
            """
        let loaded = SpecLoader.load(SourceFile(path: "titles.widgets.yaml", text: text))
        #expect(loaded.diagnostics.isEmpty)
    }
}
