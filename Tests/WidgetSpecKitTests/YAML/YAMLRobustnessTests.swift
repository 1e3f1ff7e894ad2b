import Foundation
import Testing
import WidgetSpecKit

/// Broken input of every shape must give diagnostics, never a crash, and every position must lie in the file.
@Suite("YAML robustness")
struct YAMLRobustnessTests {
    /// Every prefix of every test-suite input (cut at each byte, so also inside multi-byte characters).
    @Test(.enabled(if: YAMLTestSuite.isAvailable, YAMLTestSuite.missingReason))
    func everyPrefixOfTheSuiteInputsLoads() throws {
        var loads = 0
        for id in YAMLTestSuite.caseIDs() {
            let url = YAMLTestSuite.directory.appendingPathComponent("\(id)/in.yaml")
            let bytes = Array(try Data(contentsOf: url))
            for length in 0...bytes.count {
                let prefix = Array(bytes[0..<length])
                let document = YAMLLoader.load(prefix, file: "prefix.yaml")
                loads += 1
                let lineCount = prefix.split(separator: 0x0A, omittingEmptySubsequences: false).count
                for diagnostic in document.diagnostics {
                    let start = try #require(diagnostic.range).start
                    #expect(start.line >= 1 && start.line <= lineCount + 1 && start.column >= 1, "\(id) \(length)")
                }
                if document.root == nil, !document.diagnostics.isEmpty {
                    #expect(document.diagnostics.hasErrors, "\(id) \(length): no root without an error")
                }
            }
        }
        #expect(loads > 10_000)
    }

    @Test func nulBytesAreRejectedNotTruncated() throws {
        let document = YAMLLoader.load(Array("a: 1\nb: x".utf8) + [0] + Array("y\n".utf8), file: "nul.yaml")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.id == .yamlSyntax)
        #expect(diagnostic.range?.start == location(2, 5))
    }

    @Test func longLinesAndManyKeysLoad() {
        let keys = (0..<5_000).map { "key\($0): \(String(repeating: "v", count: $0 % 50))\n" }.joined()
        let document = loadYAML(keys + "long: \(String(repeating: "é", count: 100_000))\nlast: 1\n")
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?.mapping?.entries.count == 5_002)
        #expect(document.root?.entry("last")?.key.range.start == location(5_002, 1))
    }
}
