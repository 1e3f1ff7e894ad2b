import Foundation
import Testing
import WidgetSchedule

@testable import WidgetSpecKit

/// Each pattern of the schema agrees with the decoder's parser for the same notation, on samples at the
/// edges of what the parser accepts.
@Suite("Schema patterns agree with the parsers")
struct SchemaPatternTests {
    private func matches(_ pattern: String, _ text: String) throws -> Bool {
        // NSRegularExpression reads \uXXXX escapes like ECMA-262 and Python do.
        let regex = try NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return regex.firstMatch(in: text, range: range) != nil
    }

    private func expectAgreement(
        _ pattern: String, _ samples: [String], parser: (String) -> Bool,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        for sample in samples {
            let matched = try matches(pattern, sample)
            #expect(matched == parser(sample), "'\(sample)' against \(pattern)", sourceLocation: sourceLocation)
        }
    }

    @Test func duration() throws {
        let samples = [
            "0", "30s", "15m", "2h", "1d", "1h30m", "1d2h3m4s", "0s", "999999999s", "", "00", "1", "15 m", "1m1h",
            "1h1h", "1x", "-1h", "1.5h", "1000000000s", "h", "1d1s", "01h",
        ]
        try expectAgreement(SchemaPatterns.duration, samples) { ScheduleDuration(parsing: $0) != nil }
    }

    @Test func wallTime() throws {
        let samples = ["09:30", "9:30", "00:00", "23:59", "23:59:59", "24:00", "9:5", "09:60", "0930", "9.30", ""]
        try expectAgreement(SchemaPatterns.wallTime, samples) { WallTime(parsing: $0) != nil }
    }

    @Test func version() throws {
        let samples = ["17", "17.0", "16.1.2", "1.2.3.4", "17.", ".1", "seventeen", "12345", "17.0b", ""]
        try expectAgreement(SchemaPatterns.version, samples) { OSVersion(parsing: $0) != nil }
    }

    @Test func dateTime() throws {
        let samples = [
            "2026-01-05T09:00:00", "2026-01-05T09:00", "2026-01-05", "2026-01-05 09:00", "2026-01-05T09:00:00Z",
            "2026-01-05T09:00:00+01:00", "2026-01-05T09:00-05:30", "2026-13-05", "2026-01-05T24:00",
            "2026-01-05T09:00:00+1", "26-01-05", "2026-01-05Z",
        ]
        try expectAgreement(SchemaPatterns.dateTime, samples) { LocalDateTime(parsing: $0) != nil }
    }

    @Test func diagnosticID() throws {
        let samples = ["WS0701", "WS070", "ws0701", "WS07011", "XS0701"]
        try expectAgreement(SchemaPatterns.diagnosticID, samples) { text in
            text.count == 6 && text.hasPrefix("WS") && text.dropFirst(2).allSatisfy { $0.isASCII && $0.isNumber }
        }
    }

    /// Exact for ASCII names; for other letters the schema is looser (it can't tell upper from lower case
    /// portably) but never rejects a name the tool accepts.
    @Test func names() throws {
        let ascii = ["Clock", "clock", "_clock", "1Clock", "my-bundle", "Big_Widget2", "_"]
        let isTypeName = { (name: String) in SwiftIdentifier.isIdentifier(name) && name.first!.isUppercase }
        let isMemberName = { (name: String) in SwiftIdentifier.isIdentifier(name) && !name.first!.isUppercase }
        try expectAgreement(SchemaPatterns.typeName, ascii, parser: isTypeName)
        try expectAgreement(SchemaPatterns.memberName, ascii, parser: isMemberName)
        for name in ["Café", "café", "ÄrgerWidget", "über"] {
            if isTypeName(name) { #expect(try matches(SchemaPatterns.typeName, name), "\(name)") }
            if isMemberName(name) { #expect(try matches(SchemaPatterns.memberName, name), "\(name)") }
        }
    }

    @Test func timeZoneShape() throws {
        for zone in ["UTC", "America/New_York", "America/Argentina/Buenos_Aires", "Etc/GMT+5", "Europe/Berlin"] {
            let matched = try matches(SchemaPatterns.timeZone, zone)
            #expect(matched, "\(zone)")
        }
        for text in ["Eastern Time", "", "/UTC", "America/"] {
            let matched = try matches(SchemaPatterns.timeZone, text)
            #expect(!matched, "\(text)")
        }
    }
}
