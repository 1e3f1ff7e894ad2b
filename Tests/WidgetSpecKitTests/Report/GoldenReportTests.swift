import Foundation
import Testing
import WidgetSpecKit

/// Every format on every example spec, compared byte for byte with `Golden/`. Re-record with
/// `WIDGETSPEC_RECORD=1 swift test --filter GoldenReportTests`.
@Suite struct GoldenReportTests {
    static let cases: [(String, ReportFormat)] = ReportTestSupport.specFiles().flatMap { file in
        ReportFormat.allCases.map { (file, $0) }
    }

    static func fileExtension(_ format: ReportFormat) -> String {
        switch format {
        case .text: "txt"
        case .markdown: "md"
        case .json: "json"
        case .html: "html"
        }
    }

    @Test func everyExampleSpecHasGoldenFiles() {
        #expect(ReportTestSupport.specFiles().count >= 6)
    }

    @Test(arguments: cases)
    func matchesGolden(file: String, format: ReportFormat) throws {
        let specs = try ReportTestSupport.load(["specs/\(file)"])
        let result = try ReportTestSupport.simulate(specs)
        let rendered = ReportRenderer.render(result, format: format, width: 100, color: false)
        let stem = file.replacingOccurrences(of: ".widgets.yaml", with: "").replacingOccurrences(
            of: ".widgets.yml", with: "")
        let golden = ReportTestSupport.goldenDirectory.appendingPathComponent("\(stem).\(Self.fileExtension(format))")
        GoldenFile.check(rendered, against: golden)
    }

    @Test func renderingIsDeterministic() throws {
        let specs = try ReportTestSupport.load(ReportTestSupport.specFiles().map { "specs/\($0)" })
        for format in ReportFormat.allCases {
            let first = ReportRenderer.render(try ReportTestSupport.simulate(specs), format: format)
            let second = ReportRenderer.render(try ReportTestSupport.simulate(specs), format: format)
            #expect(first == second)
        }
    }
}
