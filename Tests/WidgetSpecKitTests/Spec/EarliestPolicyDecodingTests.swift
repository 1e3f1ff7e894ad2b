import Testing
import WidgetSchedule
import WidgetSpecKit

/// `policy: { earliest: [...] }`: decoded into `ReloadPolicy.earliest`, its candidates checked as policies.
@Suite("Decoding: the earliest policy")
struct EarliestPolicyDecodingTests {
    private func spec(_ policy: String) -> String {
        """
        spec: 1
        bundle: Demo
        widgets:
          Calendar:
            kind: com.example.calendar
            displayName: Calendar
            families: [systemSmall]
            timeline:
              entries: { every: 30m, count: 2 }
              policy: \(policy)
        """
    }

    @Test func candidatesDecodeInOrder() throws {
        let widget = try #require(
            try decodeSpec(spec("{ earliest: [atEnd, { after: 1h }, { after: { at: \"06:00\" } }, never] }"))
                .widgets.first)
        #expect(
            widget.timeline.rule.plan.policy
                == .earliest([
                    .atEnd, .after(.hours(1)), .afterWallClock(WallClockRule(times: [WallTime(hour: 6, minute: 0)!])),
                    .never,
                ]))
    }

    @Test func aNestedEarliestIsAWrongType() {
        let lines = diagnosticLines(spec("{ earliest: [atEnd, { earliest: [never, atEnd] }] }"))
        #expect(lines.count == 1)
        #expect(lines.first?.contains("WS0202") == true)
        #expect(lines.first?.contains("list an inner `earliest`'s candidates here") == true)
    }

    @Test func aBadCandidateIsReportedAtItsPlace() {
        let lines = diagnosticLines(spec("{ earliest: [atEnd, soon] }"))
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("10:35 ") == true, "\(lines)")
    }

    @Test func earliestNeedsAList() {
        let lines = diagnosticLines(spec("{ earliest: atEnd }"))
        #expect(lines.count == 1)
        #expect(lines.first?.contains("a list of reload policies") == true, "\(lines)")
    }

    @Test func earliestBesideAfterIsAnUnknownKey() {
        let lines = diagnosticLines(spec("{ earliest: [atEnd, never], after: 1h }"))
        #expect(lines.count == 1)
        #expect(lines.first?.contains("WS0201") == true, "\(lines)")
    }
}

/// `relevance: dynamic`: the loader's, per entry; the rule has no relevance of its own.
@Suite("Decoding: relevance from the data")
struct DynamicRelevanceDecodingTests {
    private func spec(_ relevance: String) -> String {
        """
        spec: 1
        bundle: Demo
        widgets:
          Ranger:
            kind: com.example.ranger
            displayName: Ranger
            families: [systemSmall]
            timeline:
              entries: now
              policy: { after: 1h }
              relevance: \(relevance)
        """
    }

    @Test func dynamicComesFromTheContent() throws {
        let widget = try #require(try decodeSpec(spec("dynamic")).widgets.first)
        #expect(widget.timeline.relevanceFromContent)
        #expect(widget.timeline.rule.relevance == nil)
    }

    @Test func aMappingIsTheSpecsRelevance() throws {
        let widget = try #require(try decodeSpec(spec("{ score: 0.5 }")).widgets.first)
        #expect(!widget.timeline.relevanceFromContent)
        #expect(widget.timeline.rule.relevance?.score == 0.5)
    }

    @Test func anotherWordIsAnInvalidValue() {
        let lines = diagnosticLines(spec("sometimes"))
        #expect(lines.count == 1)
        #expect(lines.first?.contains("'sometimes'") == true, "\(lines)")
    }
}
