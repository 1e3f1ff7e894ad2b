import Testing

@testable import WidgetSpecKit

@Suite("Diagnostic catalog")
struct CatalogTests {
    @Test func idsAreUniqueAndSorted() {
        let ids = DiagnosticCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
    }
}
