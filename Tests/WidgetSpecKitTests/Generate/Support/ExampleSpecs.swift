import Foundation
import Testing

@testable import WidgetSpecKit

/// The example specs in `specs/`, loaded once, with their generated code.
struct ExampleSpec: Sendable, CustomTestStringConvertible {
    var spec: Spec
    /// `specs/<file>`, as the header names it.
    var displayPath: String
    var outputName: String
    var generated: String

    var testDescription: String { outputName }

    static let all: [ExampleSpec] = {
        let set = SpecLoader.load(paths: [RepositoryPaths.specs.path])
        return set.specs.map { spec in
            let fileName = (spec.file as NSString).lastPathComponent
            let displayPath = "specs/" + fileName
            return ExampleSpec(
                spec: spec, displayPath: displayPath, outputName: WidgetSpecOutputFileName.forSpec(named: fileName),
                generated: SwiftGenerator.generate(spec, sourcePath: displayPath))
        }
    }()

    /// Writes the generated file and the app skeleton into a new directory.
    func writeWithApp(_ name: String) throws -> (directory: URL, files: [URL]) {
        let directory = try Toolchain.temporaryDirectory(name)
        let generatedURL = directory.appendingPathComponent(outputName)
        let appURL = directory.appendingPathComponent("App.swift")
        try generated.write(to: generatedURL, atomically: true, encoding: .utf8)
        try AppSkeleton.appSource(for: spec).write(to: appURL, atomically: true, encoding: .utf8)
        return (directory, [generatedURL, appURL])
    }
}
