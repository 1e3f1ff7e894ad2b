import Foundation
import Testing
import WidgetSpecKit

/// Reports written as the CLI writes them, streamed into a file as they are rendered: the same bytes as the
/// whole rendering (which the golden files pin), and no file at all when the writing fails half-way.
@Suite struct StreamedReportTests {
    @Test(arguments: ReportFormat.allCases)
    func aStreamedReportHasTheBytesOfTheWholeRendering(format: ReportFormat) throws {
        let specs = try ReportTestSupport.load(ReportTestSupport.specFiles().map { "specs/\($0)" })
        let result = try ReportTestSupport.simulate(specs)
        let context = ReportContext(width: 100)
        let whole = format.renderer.render(result, context: context)
        let directory = try Toolchain.temporaryDirectory("streamed-report")

        // Through OutputFileWriter, as `--output` writes it.
        let path = directory.appendingPathComponent("report.\(format.renderer.fileExtension)").path
        try OutputFileWriter.write(to: path) { format.renderer.write(result, context: context, to: &$0) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == whole)

        // In chunks much smaller than the report, so the buffer is written out many times.
        let chunked = directory.appendingPathComponent("chunked").path
        let descriptor = open(chunked, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var stream = FileOutputStream(fileDescriptor: descriptor, bufferSize: 500)
        format.renderer.write(result, context: context, to: &stream)
        #expect(stream.flush() == nil)
        close(descriptor)
        #expect(whole.utf8.count > 10 * 500)
        #expect(try String(contentsOfFile: chunked, encoding: .utf8) == whole)
    }

    @Test func aFailureHalfWayLeavesNoFileAndTheOldOneUntouched() throws {
        let directory = try Toolchain.temporaryDirectory("streamed-failure").path
        let path = directory + "/report.json"
        func failHalfWay() throws(OutputFileWriter.Failure) {
            try OutputFileWriter.write(to: path) { output throws(OutputFileWriter.Failure) in
                output.write(String(repeating: "x", count: 200_000))  // past the buffer: bytes reach the disk
                throw .cannotWrite(path: path, reason: "stopped half-way")
            }
        }

        #expect(throws: OutputFileWriter.Failure.cannotWrite(path: path, reason: "stopped half-way")) {
            try failHalfWay()
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(OutputFileWriter.leftoverTemporaryFiles(in: directory).isEmpty)

        try OutputFileWriter.write(Data("{}\n".utf8), to: path)
        #expect(throws: OutputFileWriter.Failure.self) { try failHalfWay() }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{}\n")
        #expect(OutputFileWriter.leftoverTemporaryFiles(in: directory).isEmpty)
    }

    @Test func aFailedWriteIsKeptAndNothingIsWrittenAfterIt() {
        var stream = FileOutputStream(fileDescriptor: -1, bufferSize: 4)
        stream.write("more than four bytes")
        stream.write("and more")
        #expect(stream.flush() == String(cString: strerror(EBADF)))
        #expect(stream.failureCode == EBADF)
    }
}
