import Testing

@testable import WidgetSpecKit

/// `SpecLoader.contains(_:_:)`, the byte scan that tells whether a spec's text says 'localization' (WS0219).
@Suite struct SpecLoaderByteSearchTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test(arguments: [
        ("localization", true), ("x\nlocalization:", true), ("  localizatio", false), ("localizatiom", false),
        ("lllocalization", true), ("", false), ("l", false), ("émoji localization ü", true),
    ])
    func findsTheWordAnywhereAndOnlyWhole(text: String, expected: Bool) {
        #expect(SpecLoader.contains(Self.bytes(text), Self.bytes("localization")) == expected)
    }

    @Test func anEmptyNeedleIsEverywhere() {
        #expect(SpecLoader.contains([], []))
        #expect(SpecLoader.contains(Self.bytes("abc"), []))
    }
}
