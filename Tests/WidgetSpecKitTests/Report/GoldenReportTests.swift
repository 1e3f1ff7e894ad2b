import Foundation
import Testing
import WidgetSpecKit

/// Every format on every example spec, compared byte for byte with `Golden/`. Re-record with
/// `WIDGETSPEC_RECORD=1 swift test --filter GoldenReportTests`.
@Suite struct GoldenReportTests {
    static let cases: [(String, ReportFormat)] = ReportTestSupport.specFiles().flatMap { file in
        ReportFormat.allCases.map { (file, $0) }
    }

    @Test func everyExampleSpecHasGoldenFiles() {
        #expect(ReportTestSupport.specFiles().count >= 6)
    }

    @Test(arguments: cases)
    func matchesGolden(file: String, format: ReportFormat) throws {
        let specs = try ReportTestSupport.load(["specs/\(file)"])
        let result = try ReportTestSupport.simulate(specs)
        let rendered = format.renderer.render(result, context: ReportContext(width: 100, colored: false))
        let stem = file.replacingOccurrences(of: ".widgets.yaml", with: "").replacingOccurrences(
            of: ".widgets.yml", with: "")
        let golden = ReportTestSupport.goldenDirectory.appendingPathComponent(
            "\(stem).\(format.renderer.fileExtension)")
        GoldenFile.check(rendered, against: golden)
    }

    @Test func renderingIsDeterministic() throws {
        let specs = try ReportTestSupport.load(ReportTestSupport.specFiles().map { "specs/\($0)" })
        for format in ReportFormat.allCases {
            let first = format.renderer.render(try ReportTestSupport.simulate(specs), context: ReportContext())
            let second = format.renderer.render(try ReportTestSupport.simulate(specs), context: ReportContext())
            #expect(first == second)
        }
    }
}
