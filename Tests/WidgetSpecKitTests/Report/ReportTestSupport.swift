import Foundation
import WidgetSpecKit

/// Paths and loading shared by the report tests.
enum ReportTestSupport {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let specsDirectory = repositoryRoot.appendingPathComponent("specs")
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// The example spec files, sorted.
    static func specFiles() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: specsDirectory.path)) ?? []
        return names.filter(SpecFiles.isSpecFile).sorted()
    }

    /// Loads spec files (paths relative to the repository), failing loudly on errors.
    static func load(_ paths: [String]) throws -> [Spec] {
        let set = SpecLoader.load(paths: paths.map { repositoryRoot.appendingPathComponent($0).path })
        guard set.pathProblems.isEmpty, !set.diagnostics.hasErrors else {
            throw TestFailure(description: "cannot load \(paths): \(set.diagnostics.map(\.message))")
        }
        return set.specs
    }

    /// Simulates specs with their own `report:` defaults.
    static func simulate(_ specs: [Spec], settings: ReportSettings = ReportSettings()) throws -> SimulationResult {
        let options = try settings.resolved(for: specs).get()
        return TimelineSimulator.simulate(specs, options: options)
    }

    struct TestFailure: Error, CustomStringConvertible {
        var description: String
    }
}
