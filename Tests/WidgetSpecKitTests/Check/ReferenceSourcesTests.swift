import Foundation
import Testing

@testable import WidgetSpecKit

/// Every `[S3]` the project prints or documents resolves inside the repository: docs/sources.md lists each with its
/// title and address, and `explain`, the reports and docs/diagnostics.md print the addresses of what they cite.
@Suite struct ReferenceSourcesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardizedFileURL

    @Test func theSourceListIsCurrent() {
        // WIDGETSPEC_RECORD=1 rewrites it.
        GoldenFile.check(ReferenceSources.markdown(), against: Self.root.appendingPathComponent("docs/sources.md"))
    }

    @Test func idsAreUniqueAndEveryTestListedIDIsThere() {
        let ids = ReferenceSources.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids) == ReferenceSourceIDs.all)
        #expect(ReferenceSources.all.allSatisfy { !$0.title.isEmpty && !$0.location.isEmpty })
    }

    /// The files under Sources/ and docs/ whose text cites `[S…]`.
    static func citingFiles() throws -> [URL] {
        var files: [URL] = []
        for folder in ["Sources", "docs"] {
            let enumerator = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if ["swift", "md"].contains(url.pathExtension) { files.append(url) }
            }
        }
        return files
    }

    @Test func everyCitedIDInSourcesAndDocsIsListed() throws {
        let listed = Set(ReferenceSources.all.map(\.id))
        let files = try Self.citingFiles()
        #expect(files.count > 50)
        var citations = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for id in ReferenceSourceIDs.cited(in: text) {
                citations += 1
                #expect(listed.contains(id), "\(file.lastPathComponent) cites \(id), which docs/sources.md lacks")
            }
        }
        #expect(citations > 100)
    }

    @Test func explainPrintsTheAddressesOfWhatItCites() throws {
        let text = CatalogDocumentation.explanation(of: .controlOpensAppWithoutTarget)
        #expect(
            text.contains(
                "  [S62] Creating controls to perform actions across the system: "
                    + "https://developer.apple.com/documentation/widgetkit/creating-controls-to-perform-actions-across-the-system\n"
            ))
        let assumption = try #require(ReportAssumption.all.first { $0.source == .apple(["S1", "S3", "S7"]) })
        #expect(
            CatalogDocumentation.explanation(of: assumption).contains("  [S3] Keeping a widget up to date: https://"))
    }

    @Test func theDiagnosticsDocumentLinksItsSources() {
        let markdown = CatalogDocumentation.markdown()
        #expect(
            markdown.contains(
                "- [S3](sources.md#s3) Keeping a widget up to date: "
                    + "https://developer.apple.com/documentation/widgetkit/keeping-a-widget-up-to-date\n"))
    }

    @Test func theReportsAssumptionListGivesTheAddresses() {
        #expect(ReportText.assumptionSources.contains { $0.id == "S3" })
        #expect(ReportText.assumptionSources.map(\.id).count == Set(ReportText.assumptionSources.map(\.id)).count)
    }
}
