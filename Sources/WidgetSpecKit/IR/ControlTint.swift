/// A control's `tint:` as the generated code spells it: one of SwiftUI's named colors, or an sRGB color from
/// `#RRGGBB`. Home Assistant tints its light control `.yellow`, DuckDuckGo its VPN toggle `.green`.
package enum ControlTint: Hashable, Sendable {
    /// `SwiftUI.Color.yellow`
    case named(String)
    /// `SwiftUI.Color(red:green:blue:)`, each component in 0...1.
    case rgb(red: Double, green: Double, blue: Double)

    /// SwiftUI `Color`'s named colors, each a static member of `Color` in every SDK that has controls.
    package static let colorNames = [
        "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
        "primary", "purple", "red", "secondary", "teal", "white", "yellow",
    ]

    /// `yellow` or `#34C759`; nil for anything else.
    package init?(parsing text: String) {
        if Self.colorNames.contains(text) {
            self = .named(text)
            return
        }
        let digits = text.dropFirst()
        guard text.first == "#", digits.count == 6, let value = Int(digits, radix: 16), digits.allSatisfy(\.isHexDigit)
        else { return nil }
        func component(_ shift: Int) -> Double { Double((value >> shift) & 0xFF) / 255 }
        self = .rgb(red: component(16), green: component(8), blue: component(0))
    }
}
