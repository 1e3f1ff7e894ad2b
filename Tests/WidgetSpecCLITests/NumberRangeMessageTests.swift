import Foundation
import Testing

/// A number beyond its type's range says so, quoted or not (it used to say "write it without quotes").
@Suite("numbers out of range")
struct NumberRangeMessageTests {
    @Test func numbersBeyondTheirTypesRangeSaySo() throws {
        let spec = """
            spec: 1
            bundle: Demo
            activities:
              Score:
                attributes: { game: Int }
                state:
                  home: { type: Int, placeholder: 99999999999999999999 }
                  away: { type: Int, placeholder: -9223372036854775809 }
                  top: { type: Int, placeholder: 9223372036854775807 }
                  odds: { type: Double, placeholder: 1e999 }
                  spread: { type: Double, placeholder: -1e999 }
                  quoted: { type: Double, placeholder: "1e999" }
                relevance: 1e999

            """
        let result = try SyntaxMessageTests.firstLine(spec)
        #expect(result.status == 1)
        let integers = "is out of range; an integer is from -9223372036854775808 to 9223372036854775807 [WS0204]"
        let numbers = "is out of range; a number is between about -1.8e308 and 1.8e308 (Double's range) [WS0204]"
        let lines = result.all.split(separator: "\n").filter { $0.hasPrefix("demo.widgets.yaml") }.map(String.init)
        #expect(
            lines == [
                "demo.widgets.yaml:7:39: error: integer '99999999999999999999' \(integers)",
                "demo.widgets.yaml:8:39: error: integer '-9223372036854775809' \(integers)",
                "demo.widgets.yaml:10:42: error: number '1e999' \(numbers)",
                "demo.widgets.yaml:11:44: error: number '-1e999' \(numbers)",
                "demo.widgets.yaml:12:44: error: number '1e999' \(numbers)",
                "demo.widgets.yaml:13:16: error: number '1e999' \(numbers)",
            ])
        #expect(!result.all.contains("without quotes"))
    }
}
