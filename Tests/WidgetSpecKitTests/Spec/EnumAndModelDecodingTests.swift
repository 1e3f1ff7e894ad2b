import Testing
import WidgetSchedule
import WidgetSpecKit

@Suite("Decoding: enums, models and fields")
struct EnumAndModelDecodingTests {
    @Test func enumListFormTitlesComeFromTheNames() throws {
        let spec = try decodeBody(
            """
            enums:
              WeatherKind:
                cases: [sunny, partlyCloudy, heavyRain2, uvIndex]
                doc: The sky.
            """)
        let decl = try #require(spec.enumDecl(named: "WeatherKind"))
        #expect(decl.name.at == "4:3")
        #expect(decl.title.value == "Weather Kind")
        #expect(decl.doc == "The sky.")
        #expect(decl.cases.map(\.name.value) == ["sunny", "partlyCloudy", "heavyRain2", "uvIndex"])
        #expect(decl.cases.map(\.title.value) == ["Sunny", "Partly Cloudy", "Heavy Rain2", "Uv Index"])
        #expect(decl.cases.map(\.name.at) == ["5:13", "5:20", "5:34", "5:46"])
    }

    @Test func enumMapFormKeepsTitlesAndOrder() throws {
        let spec = try decodeBody(
            """
            enums:
              Hero:
                title: Champion
                cases:
                  panda: Power Panda
                  egghead: no
                  spouty: "Spouty 🐳"
            """)
        let decl = try #require(spec.enums.first)
        #expect(decl.title.value == "Champion")
        #expect(decl.doc == nil)
        #expect(decl.cases.map(\.name.value) == ["panda", "egghead", "spouty"])
        // `no` is a string where a title is expected.
        #expect(decl.cases.map(\.title.value) == ["Power Panda", "no", "Spouty 🐳"])
        #expect(decl.cases.map(\.name.at) == ["7:7", "8:7", "9:7"])
    }

    @Test func keywordCaseNamesAreAllowedAndEscapedLater() throws {
        let spec = try decodeBody("enums:\n  Mode: { cases: [default, private, case] }\n")
        #expect(spec.enums.first?.cases.map(\.name.value) == ["default", "private", "case"])
        #expect(SwiftIdentifier.needsBackticks("default"))
    }

    @Test func modelShortAndLongFields() throws {
        let spec = try decodeBody(
            """
            models:
              Event:
                name: String
                date: Date
                tags: [String]
                location:
                  type: URL?
                  doc: Where it happens.
                rank: { type: Int, placeholder: 3 }
            """)
        let model = try #require(spec.modelDecl(named: "Event"))
        #expect(model.name.at == "4:3")
        #expect(model.fields.map(\.name.value) == ["name", "date", "tags", "location", "rank"])
        #expect(model.fields.map(\.type.value) == [.string, .date, .array(.string), .optional(.url), .int])
        #expect(model.fields.map(\.type.at) == ["5:11", "6:11", "7:11", "9:13", "11:19"])
        #expect(model.fields[3].doc == "Where it happens.")
        #expect(model.fields[4].placeholder == Located(.int(3), at: model.fields[4].placeholder!.range))
        #expect(model.fields[4].placeholder?.at == "11:37")
        #expect(model.fields.prefix(4).allSatisfy { $0.placeholder == nil })
    }

    @Test func typeExpressions() throws {
        let spec = try decodeBody(
            """
            enums:
              Hero: { cases: [panda] }
            models:
              Score: { points: Int }
              Sample:
                a: [String]
                b: "[String]"
                c: [[Int]]
                d: Hero?
                e: "[Score]?"
                f: ClosedRange<Date>
                g: "ClosedRange<Int>?"
                h: Array<Double>
                i: Optional<Bool>
                j: "[ Hero ]"
                k: Score
            """)
        let sample = try #require(spec.modelDecl(named: "Sample"))
        let types: [TypeRef] = [
            .array(.string), .array(.string), .array(.array(.int)), .optional(.enumeration("Hero")),
            .optional(.array(.model("Score"))), .closedRange(.date), .optional(.closedRange(.int)), .array(.double),
            .optional(.bool), .array(.enumeration("Hero")), .model("Score"),
        ]
        #expect(sample.fields.map(\.type.value) == types)
        #expect(
            sample.fields.map(\.type.value.description) == [
                "[String]", "[String]", "[[Int]]", "Hero?", "[Score]?", "ClosedRange<Date>", "ClosedRange<Int>?",
                "[Double]", "Bool?", "[Hero]", "Score",
            ])
    }

    @Test func placeholdersAreTypedByTheFieldType() throws {
        let spec = try decodeBody(
            """
            enums:
              Hero: { cases: [panda, egghead] }
            models:
              Score:
                player: String
                points: { type: Int, placeholder: 0 }
                medal: String?
            widgets:
              Board:
                kind: com.example.board
                displayName: Board
                families: [systemSmall]
                entry:
                  title: { type: String, placeholder: no }
                  version: { type: String, placeholder: 17.0 }
                  count: { type: Int, placeholder: -3 }
                  ratio: { type: Double, placeholder: 0.25 }
                  whole: { type: Double, placeholder: 2 }
                  live: { type: Bool, placeholder: true }
                  starts: { type: Date, placeholder: +1h30m }
                  ended: { type: Date, placeholder: -30m }
                  now: { type: Date, placeholder: now }
                  link: { type: URL, placeholder: "mygame://home" }
                  hero: { type: Hero, placeholder: egghead }
                  maybe: { type: Hero?, placeholder: nil }
                  nothing: { type: Int?, placeholder: null }
                  someInt: { type: Int?, placeholder: 4 }
                  names: { type: "[String]", placeholder: [on, off] }
                  window: { type: ClosedRange<Date>, placeholder: [now, +2h] }
                  score: { type: Score, placeholder: { player: Panda } }
                  scores: { type: "[Score]", placeholder: [{ player: A, points: 2, medal: gold }] }
            """)
        let fields = try #require(spec.widgets.first).entry
        let values = fields.map { $0.placeholder?.value }
        let expected: [Value?] = [
            .string("no"), .string("17.0"), .int(-3), .double(0.25), .double(2), .bool(true),
            .relativeDate(.seconds(5400)), .relativeDate(.minutes(-30)), .relativeDate(.zero), .url("mygame://home"),
            .enumCase("egghead"), .null, .null, .int(4), .array([.string("on"), .string("off")]),
            .closedRange(lower: .relativeDate(.zero), upper: .relativeDate(.hours(2))),
            // Missing model fields take the model's placeholder or the type's obvious one.
            .record([
                NamedValue(name: "player", value: .string("Panda")), NamedValue(name: "points", value: .int(0)),
                NamedValue(name: "medal", value: .null),
            ]),
            .array([
                .record([
                    NamedValue(name: "player", value: .string("A")), NamedValue(name: "points", value: .int(2)),
                    NamedValue(name: "medal", value: .string("gold")),
                ])
            ]),
        ]
        #expect(values == expected)
        #expect(fields.first?.placeholder?.at == "16:43")
    }

    @Test func obviousPlaceholders() throws {
        let spec = try decodeBody(
            """
            widgets:
              Board:
                kind: com.example.board
                displayName: Board
                families: [systemSmall]
                entry:
                  flag: Bool
                  when: Date
                  names: "[String]"
                  note: String?
                  count: Int
            """)
        let fields = try #require(spec.widgets.first).entry
        // The IR leaves the placeholder empty; the type supplies the obvious one, or none.
        #expect(fields.allSatisfy { $0.placeholder == nil })
        #expect(
            fields.map(\.type.value.obviousPlaceholder) == [
                .bool(false), .relativeDate(.zero), .array([]), .null, nil,
            ])
    }

    @Test func modelsMayReferToModelsDeclaredLater() throws {
        let spec = try decodeBody(
            """
            models:
              Team:
                leader: Player
                members: "[Player]"
                best: { type: Player, placeholder: { name: Ace } }
              Player:
                name: String
            """)
        #expect(spec.models.map(\.name.value) == ["Team", "Player"])
        #expect(
            spec.models[0].fields.map(\.type.value) == [.model("Player"), .array(.model("Player")), .model("Player")])
        #expect(
            spec.models[0].fields[2].placeholder?.value == .record([NamedValue(name: "name", value: .string("Ace"))]))
    }
}
