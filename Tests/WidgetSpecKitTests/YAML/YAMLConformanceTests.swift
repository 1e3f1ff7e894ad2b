import Foundation
import Testing
import WidgetSpecKit

/// The public YAML test suite (a copy of yaml/yaml-test-suite's data branch): where it is and its cases.
enum YAMLTestSuite {
    /// `YAML_TEST_SUITE`, or `shared/data/yaml-test-suite` next to the repository.
    static let directory: URL = {
        if let path = ProcessInfo.processInfo.environment["YAML_TEST_SUITE"] {
            return URL(fileURLWithPath: path)
        }
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // YAML
            .deletingLastPathComponent()  // WidgetSpecKitTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
        return repository.deletingLastPathComponent().appendingPathComponent("shared/data/yaml-test-suite")
    }()

    /// Whether to run the tests: the folder exists, or `YAML_TEST_SUITE` names one (a wrong path fails them).
    static let isAvailable =
        ProcessInfo.processInfo.environment["YAML_TEST_SUITE"] != nil
        || FileManager.default.fileExists(atPath: directory.path)

    static let missingReason = Comment(
        rawValue: "the YAML test suite is not at \(directory.path); set YAML_TEST_SUITE to a copy of "
            + "https://github.com/yaml/yaml-test-suite (its data branch) to run these tests")

    /// Every case, sorted: a case folder (four digits or capitals, such as `2JQS`) holding an `in.yaml` gives its
    /// ID; one holding numbered variants (`00`, `01`, ...) gives `ID/NN` for each variant that holds one. Other
    /// folders (`tags`, `name`, ...) are indexes, not cases.
    static func caseIDs() -> [String] {
        let manager = FileManager.default
        func holdsInput(_ id: String) -> Bool {
            manager.fileExists(atPath: directory.appendingPathComponent("\(id)/in.yaml").path)
        }
        func entries(_ path: String) -> [String] {
            ((try? manager.contentsOfDirectory(atPath: directory.appendingPathComponent(path).path)) ?? []).sorted()
        }
        var ids: [String] = []
        for name in entries("") where name.wholeMatch(of: /[0-9A-Z]{4}/) != nil {
            if holdsInput(name) {
                ids.append(name)
            } else {
                let variants = entries(name).filter { $0.wholeMatch(of: /[0-9]+/) != nil }
                ids += variants.map { "\(name)/\($0)" }.filter(holdsInput)
            }
        }
        return ids
    }
}

/// Runs the YAML test suite: invalid inputs must give an error; valid ones must load to the tree of the case's
/// `test.event` (styles, tags, aliases resolved) and, read with the YAML 1.2 core schema, to the case's expected
/// JSON. Without the suite every test is skipped, saying where it was looked for.
@Suite("YAML test suite conformance", .enabled(if: YAMLTestSuite.isAvailable, YAMLTestSuite.missingReason))
struct YAMLConformanceTests {
    enum Outcome: Equatable {
        case pass
        case fail(String)
    }

    static let options = YAMLLoadOptions(
        limits: YAMLLimits(maxFileSize: 1 << 20, maxDepth: 1_000, maxExpandedNodes: 10_000_000),
        resolvesMergeKeys: false)

    static func run(_ id: String) -> Outcome {
        let folder = YAMLTestSuite.directory.appendingPathComponent(id)
        guard let input = FileManager.default.contents(atPath: folder.appendingPathComponent("in.yaml").path) else {
            return .fail("in.yaml unreadable")
        }
        let stream = YAMLLoader.loadStream(Array(input), file: "\(id)/in.yaml", options: options)
        let errors = stream.diagnostics.filter { $0.severity == .error }
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("error").path) {
            return errors.isEmpty ? .fail("accepted invalid YAML") : .pass
        }
        if let first = errors.first {
            return .fail("rejected valid YAML: \(first.id) \(first.message)")
        }
        if let events = FileManager.default.contents(atPath: folder.appendingPathComponent("test.event").path) {
            do {
                let expected = try EventTree.documents(fromEvents: String(decoding: events, as: UTF8.self))
                let actual = stream.documents.map(EventTree.init)
                if actual != expected { return .fail("different events: \(actual) instead of \(expected)") }
            } catch {
                return .fail("test.event unreadable: \(error)")
            }
        }
        guard let json = FileManager.default.contents(atPath: folder.appendingPathComponent("in.json").path) else {
            // No JSON equivalent (for example non-string keys): loading without errors is what we can check.
            return .pass
        }
        do {
            let expected = try JSONStreamReader.values(in: Array(json))
            let actual = try stream.documents.map(CoreSchemaJSON.value(of:))
            return actual == expected ? .pass : .fail("different data: \(actual) instead of \(expected)")
        } catch let unrepresentable as CoreSchemaJSON.Unrepresentable {
            return .fail("not representable in JSON: \(unrepresentable.reason)")
        } catch {
            return .fail("in.json unreadable: \(error)")
        }
    }

    @Test func suiteIsPresent() {
        #expect(YAMLTestSuite.caseIDs().count > 300)
    }

    @Test(arguments: YAMLTestSuite.caseIDs())
    func conformance(id: String) {
        let outcome = Self.run(id)
        if let reason = knownDeviations[id] {
            #expect(outcome != .pass, "\(id) now passes; remove it from knownDeviations (was: \(reason))")
        } else {
            #expect(outcome == .pass, "\(id): \(outcome)")
        }
    }

    @Test func deviationsNameRealCases() {
        let ids = Set(YAMLTestSuite.caseIDs())
        #expect(knownDeviations.keys.filter { !ids.contains($0) }.sorted() == [])
    }
}
