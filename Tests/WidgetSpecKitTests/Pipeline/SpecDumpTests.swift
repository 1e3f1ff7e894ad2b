import Foundation
import Testing

@testable import WidgetSpecKit

/// `widgetspec dump` writes the model with the one JSON writer: the same data as Foundation's encoder, in the
/// project's layout.
@Suite struct SpecDumpTests {
    static let specs: [Spec] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let paths = [
            root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("specs").path,
            root.appendingPathComponent("Spec/Fixtures/valid").path,
        ]
        return SpecLoader.load(paths: paths).specs
    }()

    /// The same data as `JSONEncoder` gives, for every example spec and valid fixture: parsed back, they are equal.
    @Test func holdsWhatFoundationsEncoderHolds() throws {
        #expect(Self.specs.count >= 9)
        for spec in Self.specs {
            let dumped = try JSONSerialization.jsonObject(with: Data(try SpecDump.json(of: [spec]).utf8))
            let encoded = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(spec))
            #expect((dumped as? NSDictionary) == (encoded as? NSDictionary), "\(spec.file)")
        }
        let several = try JSONSerialization.jsonObject(with: Data(try SpecDump.json(of: Self.specs).utf8))
        #expect((several as? [Any])?.count == Self.specs.count)
    }

    struct Sample: Encodable {
        enum Kind: String, Encodable { case plain }
        struct Nothing: Encodable {}

        var zeta = 1
        var alpha: String? = nil
        var kind = Kind.plain
        var list: [Double] = [0.25, 2, .nan]
        var big = UInt64.max
        var flag = true
        var empty = Nothing()
        var path = "a/b"

        enum CodingKeys: String, CodingKey { case zeta, alpha, kind, list, big, flag, empty, path }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(zeta, forKey: .zeta)
            try container.encodeNil(forKey: .alpha)
            try container.encode(kind, forKey: .kind)
            var nested = container.nestedUnkeyedContainer(forKey: .list)
            for value in list { try nested.encode(value) }
            try container.encode(big, forKey: .big)
            try container.encode(flag, forKey: .flag)
            try container.encode(empty, forKey: .empty)
            try container.encode(path, forKey: .path)
        }
    }

    /// Keys sorted, two-space indentation, short objects on one line, slashes unescaped, NaN as null, integers
    /// beyond `Int` as numbers.
    @Test func layoutIsTheProjectsJSONLayout() throws {
        #expect(
            try JSONValueEncoder.encode(Sample()).rendered() == """
                {
                  "alpha": null,
                  "big": 1.8446744073709552e+19,
                  "empty": {},
                  "flag": true,
                  "kind": "plain",
                  "list": [0.25, 2.0, null],
                  "path": "a/b",
                  "zeta": 1
                }

                """)
        #expect(try JSONValueEncoder.encode([[Sample.Nothing()]]).rendered() == "[\n  [\n    {}\n  ]\n]\n")
        #expect(try JSONValueEncoder.encode([Int]()).rendered() == "[]\n")
    }
}
