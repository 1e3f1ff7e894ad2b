import Foundation
import Testing
import WidgetSpecKit

/// Runs the public YAML test suite (/work/shared/data/yaml-test-suite, copied from yaml/yaml-test-suite):
/// invalid inputs must give an error; valid ones must load to the tree of the case's `test.event` (styles, tags,
/// aliases resolved) and, read with the YAML 1.2 core schema, to the case's expected JSON.
@Suite("YAML test suite conformance")
struct YAMLConformanceTests {
    /// The suite's folder, found relative to this file: <repo>/../../shared/data/yaml-test-suite on the
    /// project machines, or the `YAML_TEST_SUITE` environment variable.
    static let suiteDirectory: URL = {
        if let path = ProcessInfo.processInfo.environment["YAML_TEST_SUITE"] {
            return URL(fileURLWithPath: path)
        }
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        // Worktrees live in /work/wt/<name>, the main repository in /work/main: both are two levels below /work.
        let work =
            repository.deletingLastPathComponent().path.hasSuffix("/wt")
            ? repository.deletingLastPathComponent().deletingLastPathComponent()
            : repository.deletingLastPathComponent()
        return work.appendingPathComponent("shared/data/yaml-test-suite")
    }()

    /// Each case folder (or numbered variant folder) that holds an `in.yaml`, as "ID" or "ID/NN", sorted.
    static func caseIDs() -> [String] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: suiteDirectory.path) else { return [] }
        var ids: [String] = []
        for name in names.sorted() {
            let folder = suiteDirectory.appendingPathComponent(name)
            if manager.fileExists(atPath: folder.appendingPathComponent("in.yaml").path) {
                ids.append(name)
            } else if let variants = try? manager.contentsOfDirectory(atPath: folder.path) {
                for variant in variants.sorted()
                where manager.fileExists(atPath: folder.appendingPathComponent("\(variant)/in.yaml").path) {
                    ids.append("\(name)/\(variant)")
                }
            }
        }
        return ids
    }

    enum Outcome: Equatable {
        case pass
        case fail(String)
    }

    static let options = YAMLLoadOptions(
        limits: YAMLLimits(maxFileSize: 1 << 20, maxDepth: 1_000, maxExpandedNodes: 10_000_000),
        resolvesMergeKeys: false)

    static func run(_ id: String) -> Outcome {
        let folder = suiteDirectory.appendingPathComponent(id)
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
        #expect(Self.caseIDs().count > 300)
    }

    @Test(arguments: caseIDs())
    func conformance(id: String) {
        let outcome = Self.run(id)
        if let reason = knownDeviations[id] {
            #expect(outcome != .pass, "\(id) now passes; remove it from knownDeviations (was: \(reason))")
        } else {
            #expect(outcome == .pass, "\(id): \(outcome)")
        }
    }

    @Test func deviationsNameRealCases() {
        let ids = Set(Self.caseIDs())
        #expect(knownDeviations.keys.filter { !ids.contains($0) }.sorted() == [])
    }
}
