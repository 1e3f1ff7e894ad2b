import Foundation
import Testing

@testable import WidgetSpecKit

/// The example specs in `specs/`, loaded once, with their generated parts.
struct ExampleSpec: Sendable, CustomTestStringConvertible {
    var spec: Spec
    /// `specs/<file>`, as the header names it.
    var displayPath: String
    /// The spec's file name without `.yaml`: `game.widgets`.
    var stem: String
    var shared: String
    var extensionPart: String

    var testDescription: String { stem }

    static let all: [ExampleSpec] = {
        let set = SpecLoader.load(paths: [RepositoryPaths.specs.path])
        return set.specs.map { spec in
            let fileName = (spec.file as NSString).lastPathComponent
            return ExampleSpec(spec: spec, displayPath: "specs/" + fileName)
        }
    }()

    init(spec: Spec, displayPath: String, access: AccessLevel? = nil, imports: [String] = []) {
        self.spec = spec
        self.displayPath = displayPath
        stem = WidgetSpecOutputFileName.stem(ofSpec: displayPath)
        shared = SwiftGenerator.generate(spec, part: .shared, sourcePath: displayPath, access: access)
        extensionPart = SwiftGenerator.generate(
            spec, part: .extension, sourcePath: displayPath, access: access, imports: imports)
    }

    static func named(_ stem: String) throws -> ExampleSpec {
        try #require(all.first { $0.stem == stem })
    }

    func outputName(_ part: GeneratedPart) -> String {
        WidgetSpecOutputFileName.forSpec(named: displayPath, part: part)
    }

    func generated(_ part: GeneratedPart) -> String { part == .shared ? shared : extensionPart }

    /// The widget extension's sources: both parts and the code the extension writes (views, loaders, Dynamic
    /// Islands), in a new directory.
    func writeExtension(_ name: String) throws -> (directory: URL, files: [URL]) {
        try Self.write(
            [
                (outputName(.shared), shared), (outputName(.extension), extensionPart),
                ("Extension.swift", AppSkeleton.extensionSource(for: spec)),
            ], into: name)
    }

    /// The app's sources: the shared part alone and the code an app writes with it (kinds, reloads, Live
    /// Activities), in a new directory. No WidgetKit bundle, no provider, no loader.
    func writeApp(_ name: String, appSource: String? = nil) throws -> (directory: URL, files: [URL]) {
        try Self.write(
            [(outputName(.shared), shared), ("App.swift", appSource ?? AppSkeleton.appSource(for: spec))], into: name)
    }

    /// Writes each `(name, contents)` into a new directory.
    static func write(_ sources: [(String, String)], into name: String) throws -> (directory: URL, files: [URL]) {
        let directory = try Toolchain.temporaryDirectory(name)
        let files = try sources.map { fileName, contents in
            let url = directory.appendingPathComponent(fileName)
            try contents.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        return (directory, files)
    }
}
