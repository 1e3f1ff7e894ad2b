import Foundation
import Testing
import WidgetSchedule

/// The percent-encoding of the values a generated `widgetURL` puts into its template.
@Suite struct WidgetURLTests {
    @Test func unreservedCharactersStayAndEverythingElseIsEncoded() {
        #expect(WidgetURL.percentEncoded("Az09-._~") == "Az09-._~")
        #expect(WidgetURL.percentEncoded("a/b?c=d&e#f") == "a%2Fb%3Fc%3Dd%26e%23f")
        #expect(WidgetURL.percentEncoded("Grüße 🐼") == "Gr%C3%BC%C3%9Fe%20%F0%9F%90%BC")
        #expect(WidgetURL.percentEncoded("") == "")
    }
}
