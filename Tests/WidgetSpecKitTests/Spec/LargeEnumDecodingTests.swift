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
}
