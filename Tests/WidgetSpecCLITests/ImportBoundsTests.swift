import Foundation
import Testing
import WidgetSpecKit

/// `widgetspec import` does work bounded by the property list's graph, not its size: crafted binary lists (a
/// reference bomb, a cycle, deep nesting, a lying trailer) and XML ones (deep nesting, too many elements, a DTD
/// with entities, another encoding) end with status 2 and one `error:` line saying where and why, before
/// Foundation reads them; nothing reaches standard output.
@Suite("widgetspec import: bounded work")
struct ImportBoundsTests {
    static let limits = IntentDefinitionImport.limits

    static func refused(
        _ bytes: [UInt8], _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let directory = try TemporaryDirectory()
        try Data(bytes).write(to: directory.url.appendingPathComponent("Crafted.intentdefinition"))
        let result = try WidgetSpecCLI.run(["import", "Crafted.intentdefinition"], in: directory.url)
        #expect(result.status == 2, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("error: Crafted.intentdefinition: "), sourceLocation: sourceLocation)
        for text in expected {
            #expect(result.stderr.contains(text), "\(text) in \(result.stderr)", sourceLocation: sourceLocation)
        }
    }

    /// A few hundred bytes standing for 13^19 values: refused from the graph, in milliseconds.
    @Test func aReferenceBombIsRefused() throws {
        let bomb = CraftedPropertyList.expansionBomb(levels: 19, width: 13).bytes()
        #expect(bomb.count < 400)
        try Self.refused(
            bomb,
            [
                "too large to import", "expands to more than \(Self.limits.values) values",
                "intent definitions are limited to \(Self.limits.values)",
            ])
    }

    @Test func aCycleIsRefused() throws {
        try Self.refused(
            CraftedPropertyList.cycle.bytes(), ["object 2 (at byte ", "contains itself", "expand without end"])
    }

    @Test func deepNestingIsRefusedInBothFormats() throws {
        try Self.refused(
            CraftedPropertyList.deep(levels: Self.limits.depth + 5).bytes(),
            ["more than \(Self.limits.depth) levels deep"])
        let depth = Self.limits.depth + 5
        let xml =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>INIntents</key>"
            + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
            + "</dict></plist>\n"
        try Self.refused(Array(xml.utf8), ["more than \(Self.limits.depth) levels deep", "(at byte "])
    }

    /// Nesting just within the limit is read (and then found to hold no intents).
    @Test func nestingWithinTheLimitIsRead() throws {
        try Self.refused(
            CraftedPropertyList.deep(levels: Self.limits.depth - 3).bytes(), ["not an intent definition"])
    }

    /// A few hundred bytes can repeat one intent (or parameter) hundreds of times within the value limit; the
    /// spec is checked before it is printed, so the widgets it would hold are bounded too.
    @Test func anIntentRepeatedManyTimesIsRefused() throws {
        let count = IntentDefinitionImport.maxWidgetIntents + 50
        let repeated = CraftedPropertyList(objects: [
            .dictionary([(1, 2)]), .string("INIntents"), .array(Array(repeating: 3, count: count)),
            .dictionary([(4, 5), (6, 7), (8, 9)]), .string("INIntentName"), .string("Route"),
            .string("INIntentEligibleForWidgets"), .bool(true), .string("INIntentType"), .string("Custom"),
        ])
        try Self.refused(
            repeated.bytes(),
            [
                "too large to import: \(count) intents configure widgets",
                "at most \(IntentDefinitionImport.maxWidgetIntents) widgets",
            ])
    }

    @Test func tooManyXMLElementsAreRefused() throws {
        let xml =
            "<plist><dict><key>INIntents</key><array>"
            + String(repeating: "<true/>", count: Self.limits.values) + "</array></dict></plist>"
        try Self.refused(Array(xml.utf8), ["more than \(Self.limits.values) elements"])
    }

    /// A trailer or offset table that points anywhere is malformed, with the byte it is at.
    @Test func lyingTrailersAndOffsetsAreRefused() throws {
        let honest = CraftedPropertyList.cycle
        try Self.refused(honest.bytes(tableOffset: 3), ["not a property list", "trailer (at byte "])
        try Self.refused(honest.bytes(tableOffset: UInt64.max), ["not a property list", "trailer (at byte "])
        try Self.refused(honest.bytes(objectCount: UInt64.max), ["too large to import", "objects"])
        try Self.refused(honest.bytes(objectCount: 0), ["counts no objects"])
        // Truncated: the trailer is gone.
        try Self.refused(Array(honest.bytes().prefix(20)), ["too short for its 32-byte trailer"])
        // An offset past the objects.
        var bytes = honest.bytes()
        bytes[bytes.count - 32 - 1] = 0xF0
        try Self.refused(bytes, ["offset table gives object 2 the offset 240"])
        // A reference to an object that does not exist, and a string running past the objects.
        try Self.refused(
            CraftedPropertyList(objects: [.array([7])]).bytes(), ["object 0 (at byte 8) refers to object 7, of 1"])
        try Self.refused(
            CraftedPropertyList(objects: [.raw([0x5F, 0x10, 0xFF])]).bytes(), ["runs past the end of the objects"])
        try Self.refused(Array("bplist17garbage".utf8), ["not a property list", "version other than 0"])
        try Self.refused(
            CraftedPropertyList(objects: [.raw([0x51, 0xC3])]).bytes(), ["is an ASCII string holding a byte over 0x7F"])
    }

    /// Foundation's XML reader takes no internal DTD, so entities never expand; a declared encoding other than
    /// UTF-8, UTF-16 text and old-style lists would go to other readers and are refused first.
    @Test func xmlTricksAreRefused() throws {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <plist><dict><key>INIntents</key><string>&b;</string></dict></plist>
            """
        try Self.refused(Array(laughs.utf8), ["not a property list"])
        try Self.refused(
            Array("<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist/>".utf8),
            ["XML in the encoding \"UTF-16\", not UTF-8"])
        try Self.refused([0xFF, 0xFE] + Array("<plist/>".utf16).flatMap { [UInt8($0), 0] }, ["UTF-16 or UTF-32 text"])
        try Self.refused(
            Array("{ INIntents = ((((((a)))))); }".utf8),
            ["this file holds text starting with neither \"<\" nor \"bplist\""])
    }
}
