/// A number as `Foundation.Decimal` holds it exactly: `significand × 10^exponent`, read off the shortest text
/// that gives the `Double` back (`0.1` is 1 × 10^-1, not the binary fraction nearest it). The generator writes
/// Decimal placeholders with these parts, so `0.1` stays 0.1 in the app.
package struct DecimalParts: Hashable, Sendable {
    package var isNegative: Bool
    package var significand: Int
    package var exponent: Int

    /// `Decimal`'s exponent is an 8-bit signed integer.
    package static let exponents = -128...127

    package static let zero = DecimalParts(isNegative: false, significand: 0, exponent: 0)

    private init(isNegative: Bool, significand: Int, exponent: Int) {
        self.isNegative = isNegative
        self.significand = significand
        self.exponent = exponent
    }

    /// Nil for a number whose exponent `Decimal` cannot hold (1e300), or that is not finite.
    package init?(_ number: Double) {
        guard number.isFinite else { return nil }
        let text = String(number.magnitude)
        let parts = text.split(separator: "e", maxSplits: 1)
        guard let mantissa = parts.first else { return nil }
        var exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        var digits = ""
        var seenPoint = false
        for character in mantissa {
            if character == "." {
                seenPoint = true
            } else {
                digits.append(character)
                if seenPoint { exponent -= 1 }
            }
        }
        // Trailing zeros only lengthen the significand: 100.0 is 1 × 10^2.
        while digits.count > 1, digits.hasSuffix("0") {
            digits.removeLast()
            exponent += 1
        }
        guard let significand = Int(digits) else { return nil }
        if significand == 0 { exponent = 0 }
        guard Self.exponents.contains(exponent) else { return nil }
        self.isNegative = number < 0 && significand != 0
        self.significand = significand
        self.exponent = exponent
    }
}
