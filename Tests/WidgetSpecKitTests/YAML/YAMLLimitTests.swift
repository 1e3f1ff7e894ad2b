import Testing
import WidgetSpecKit

@Suite("YAML limits")
struct YAMLLimitTests {
    /// The classic "billion laughs": nine levels of nine aliases each, about 10^9 nodes when expanded.
    static let billionLaughs: String = {
        var lines = ["lol0: &lol0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            let aliases = Array(repeating: "*lol\(level - 1)", count: 9).joined(separator: ", ")
            lines.append("lol\(level): &lol\(level) [\(aliases)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func billionLaughsIsRejected() throws {
        let document = loadYAML(Self.billionLaughs)
        #expect(document.root == nil)
        #expect(document.diagnostics.map(\.id) == [.aliasExpansionLimit])
        // The first alias that crosses 1,000,000 expanded nodes is on line 7 (lol6).
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.range?.start.line == 7)
    }

    @Test func aliasExpansionCountsEveryNode() {
        let text = "a: &a [1, 2, 3]\nb: [*a, *a]\n"
        // 1 root + 2 keys + (1 + 3) + (1 + 2 * 4) = 16 expanded nodes.
        let fits = loadYAML(text, options: YAMLLoadOptions(limits: YAMLLimits(maxExpandedNodes: 16)))
        #expect(fits.diagnostics.isEmpty)
        let tooMany = loadYAML(text, options: YAMLLoadOptions(limits: YAMLLimits(maxExpandedNodes: 15)))
        #expect(tooMany.diagnostics.map(\.id) == [.aliasExpansionLimit])
        #expect(tooMany.diagnostics.first?.range?.start == location(2, 9))
        #expect(tooMany.root == nil)
    }

    @Test func fiftyThousandOpenBracketsGiveOneDiagnostic() {
        let document = loadYAML(String(repeating: "[", count: 50_000))
        #expect(document.root == nil)
        #expect(document.diagnostics.map(\.id) == [.nestingDepthLimit])
        #expect(document.diagnostics.first?.range?.start == location(1, 201))
    }

    @Test func fiftyThousandNestedMappingsGiveOneDiagnostic() {
        let document = loadYAML(String(repeating: "{a: ", count: 50_000))
        #expect(document.diagnostics.map(\.id) == [.nestingDepthLimit])
    }

    @Test func fiftyThousandNestedBlockListsGiveOneDiagnostic() {
        let document = loadYAML(String(repeating: "- ", count: 50_000) + "x\n")
        #expect(document.diagnostics.map(\.id) == [.nestingDepthLimit])
        #expect(document.diagnostics.first?.range?.start == location(1, 401))
    }

    @Test func depthLimitIsInclusive() {
        let options = YAMLLoadOptions(limits: YAMLLimits(maxDepth: 3))
        #expect(loadYAML("[[[1]]]", options: options).diagnostics.isEmpty)
        let deep = loadYAML("a:\n  b:\n    c:\n      - 1\n", options: options)
        #expect(deep.diagnostics.map(\.id) == [.nestingDepthLimit])
        #expect(deep.diagnostics.first?.range?.start == location(4, 7))
    }

    @Test func aliasesCannotStackDepthBeyondTheLimit() {
        let options = YAMLLoadOptions(limits: YAMLLimits(maxDepth: 3))
        let document = loadYAML("a: &a [[1]]\nb: [*a]\n", options: options)
        #expect(document.diagnostics.map(\.id) == [.nestingDepthLimit])
        #expect(document.diagnostics.first?.range?.start == location(2, 5))
    }

    @Test func fileSizeIsCheckedFirst() {
        let options = YAMLLoadOptions(limits: YAMLLimits(maxFileSize: 7))
        let document = YAMLLoader.load([0xFF] + Array("a: [[[[".utf8), file: "big.yaml", options: options)
        #expect(document.diagnostics.map(\.id) == [.fileTooLarge])
        #expect(document.diagnostics.first?.range?.file == "big.yaml")
        #expect(loadYAML("a: 12\n", options: options).diagnostics.isEmpty)
    }
}
