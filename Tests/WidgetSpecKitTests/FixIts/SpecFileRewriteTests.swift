import Foundation
import Testing

@testable import WidgetSpecKit

@Suite("Writing fixed spec files")
struct SpecFileRewriteTests {
    private func scratchFile(_ text: String) throws -> (directory: URL, file: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("a.widgets.yaml").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return (directory, file)
    }

    @Test func aFileThatChangedSinceItWasReadIsNotOverwritten() throws {
        let (directory, file) = try scratchFile("spec: 2\n")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(
            throws: SpecFileRewrite.Failure.changedOnDisk(path: "a")
        ) {
            try SpecFileRewrite.write(Array("fixed\n".utf8), to: file, expecting: Array("spec: 1\n".utf8), path: "a")
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "spec: 2\n")
    }

    @Test func theFileIsReplacedWithItsModeKept() throws {
        let (directory, file) = try scratchFile("spec: 1\n")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.setAttributes([.posixPermissions: 0o604], ofItemAtPath: file)
        try SpecFileRewrite.write(Array("fixed\n".utf8), to: file, expecting: Array("spec: 1\n".utf8), path: "a")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "fixed\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect(attributes[.posixPermissions] as? Int == 0o604)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.widgets.yaml"])
    }

    @Test func aReadOnlyFileIsRefusedEvenForRoot() throws {
        let (directory, file) = try scratchFile("spec: 1\n")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file)
        #expect(
            SpecFileRewrite.problem(writing: file, expecting: Array("spec: 1\n".utf8), path: "a")
                == .readOnly(path: "a"))
    }
}
