import Foundation
import Testing

@testable import WidgetSpecKit

/// Answers a round of real-widget specs found wrong (issue 24, section 4): each rule says the same thing its
/// fix-its and the report say, once per place.
@Suite struct AuditRuleTests {
    /// WS0508 on a family list shared by iOS and watchOS: once, where the family is written.
    @Test func oneFamilyListForTwoPlatformsIsReportedOnce() throws {
        let spec = try decodeSpec(
            widgetSpec(
                platforms: "  iOS: \"17.0\"\n  watchOS: \"10.0\"",
                widget: "families: [accessoryRectangular, accessoryInline]\nactions: [Ring]",
                extra: "actions:\n  Ring: {}"))
        let found = Checker.check([spec]).filter { $0.id == DiagnosticDescription.actionInNonInteractiveFamily.id }
        #expect(summary(found) == ["WS0508 10:38"])
    }

    /// An event that reloads only controls reloads something; `all` in a bundle of controls too.
    @Test func anEventReloadingOnlyControlsIsNotReportedAsReloadingNothing() throws {
        let spec = try decodeBody(
            """
            platforms: { iOS: "18.0" }
            controls:
              Lamp:
                kind: com.example.lamp
                displayName: Lamp
                button: Ring
            actions:
              Ring: {}
            events:
              rang:
                reloads: [Lamp]
              anything:
                reloads: all
              nothing:
                reloads: []
            """)
        let found = Checker.check([spec]).filter { $0.id == DiagnosticDescription.eventReloadsNothing.id }
        #expect(found.map(\.message) == ["event 'nothing' reloads nothing: its `reloads` list is empty"])
    }

    @Test func allInABundleWithNothingToReloadSaysSo() throws {
        let spec = try decodeBody(
            """
            activities:
              Match:
                state: { score: Int }
            events:
              anything:
                reloads: all
            """)
        let found = Checker.check([spec]).filter { $0.id == DiagnosticDescription.eventReloadsNothing.id }
        #expect(found.map(\.message) == ["event 'anything' reloads nothing: the bundle has no widgets or controls"])
    }

    /// WS0502 on a list of entities suggests what the decoder accepts: an optional, not `default: []` (WS0204).
    @Test func aListOfEntitiesIsToldToBeOptionalNotGivenADefault() throws {
        let spec = try decodeSpec(
            widgetSpec(
                widget: "families: [systemSmall]\nintent:\n  parameters:\n    rooms: \"[Room]\"",
                extra: "entities:\n  Room:\n    fields: { name: String }\n    display: { title: name }"))
        let found = Checker.check([spec]).filter { $0.id == DiagnosticDescription.parameterNeedsDefault.id }
        #expect(found.count == 1)
        let note = try #require(found.first?.notes.first?.message)
        #expect(note == "make the type '[Room]?' (a parameter of an entity type takes no `default`)")
        #expect(!note.contains("default: []"))
        // And what the note suggests decodes and checks.
        let fixed = try decodeSpec(
            widgetSpec(
                widget: "families: [systemSmall]\nintent:\n  parameters:\n    rooms: \"[Room]?\"",
                extra: "entities:\n  Room:\n    fields: { name: String }\n    display: { title: name }"))
        #expect(Checker.check([fixed]).filter { $0.id == DiagnosticDescription.parameterNeedsDefault.id }.isEmpty)
    }

    /// Two plans at one offset: the later would win without a word.
    @Test func twoPlansAtOneOffsetAreAnError() {
        let loaded = loadSpec(
            widgetSpec(
                widget: """
                    families: [systemSmall]
                    timeline:
                      entries: now
                      policy: { after: 1h }
                      plans:
                        rush: { policy: { after: 15m } }
                        quiet: { policy: never }
                    """,
                extra: "report:\n  plans:\n    rush: [3h, 5h]\n    quiet: [1h, 3h]"))
        let found = loaded.diagnostics.filter { $0.id == .planSwitchesCollide }
        #expect(found.map(\.message) == ["report switches to plans 'rush' and 'quiet' both at 3h; only one can apply"])
        #expect(found.first?.notes.first?.message == "'rush' is switched to here")
    }

    /// WS0309's note lists each plan name once, however many widgets declare it.
    @Test func theUnknownPlanNoteListsEachNameOnce() {
        let widgets = (1...3).map { index in
            """
              W\(index):
                kind: com.example.w\(index)
                displayName: W\(index)
                families: [systemSmall]
                timeline:
                  entries: now
                  policy: { after: 1h }
                  plans:
                    rush: { policy: { after: 30m } }
            """
        }.joined(separator: "\n")
        let loaded = loadSpec(
            "spec: 1\nbundle: Demo\nplatforms: { iOS: \"17.0\" }\nwidgets:\n\(widgets)\nreport:\n  plans:\n    rsh: [1h]\n"
        )
        let found = loaded.diagnostics.filter { $0.id == .unknownPlan }
        #expect(found.first?.notes.first?.message == "the plans are 'default', 'rush' and 'onError'")
    }

    /// A widget declared `departures`: its fix-it says `Departures`, and a reference agrees with it.
    @Test func aReferenceAgreesWithTheDeclarationsFixIt() {
        let loaded = loadSpec(
            """
            spec: 1
            bundle: Demo
            platforms: { iOS: "17.0" }
            widgets:
              departures:
                kind: com.example.departures
                displayName: Departures
                families: [systemSmall]
            events:
              arrived:
                reloads: [departures]
              left:
                reloads: [Departures]
            """)
        let fixes = loaded.diagnostics.compactMap(\.fixIt?.replacement)
        #expect(fixes == ["Departures", "Departures"])
        let unknown = loaded.diagnostics.filter { $0.id == .unknownWidget }
        #expect(unknown.count == 1)
        #expect(unknown.first?.message.contains("did you mean 'Departures'") == true)
    }

    /// Times of 0 on a Live Activity, each with what it does.
    @Test func zeroTimesOfALiveActivityAreReported() throws {
        let spec = try decodeBody(
            """
            activities:
              Match:
                state: { score: Int }
                duration: 0
                staleAfter: 0
                dismissal: { after: 0 }
            """)
        let found = Checker.check([spec]).filter { $0.id == DiagnosticDescription.activityZeroTime.id }
        #expect(
            found.map(\.message) == [
                "duration 0 of Live Activity 'Match' ends it as it starts: it is never seen active",
                "staleAfter 0 of Live Activity 'Match' makes every start and update stale on arrival",
                "dismissal after 0 of Live Activity 'Match' removes it as it ends: that is `immediate`",
            ])
        #expect(found.last?.fixIt?.replacement == "immediate")
    }

    /// WS0706 and the report's budget column state one verdict in the same terms.
    @Test func frequentReloadsReadTheSameInCheckAndReport() throws {
        let rate = ReloadRate(requests: 58, budget: 70)
        #expect(rate.verdict == .frequent)
        #expect(rate.cell == "58/70 frequent")
        let spec = try decodeSpec(
            widgetSpec(
                widget: "families: [systemSmall]\ntimeline:\n  entries: now\n  policy: { after: 25m }"))
        let found = Checker.check([spec]).filter { $0.id == DiagnosticDescription.frequentReloads.id }
        let message = try #require(found.first?.message)
        #expect(message.hasPrefix("widget 'Status' asks for 58 timelines a day, 58/70 of the assumed budget: frequent"))
        #expect(ReloadRate(requests: 30, budget: 70).cell == "30/70")
        #expect(ReloadRate(requests: 70, budget: 70, deferred: true).cell == "70/70 over budget")
    }

    /// A `url` naming an entity parameter puts the entity's identifier in the URL, not the whole struct.
    @Test func anEntityInAURLIsItsIdentifier() throws {
        let spec = try decodeSpec(
            widgetSpec(
                widget: """
                    families: [systemSmall]
                    intent:
                      parameters:
                        room: Room?
                        rooms: "[Room]?"
                    url: "app://room/{room}?others={rooms}"
                    """,
                extra: "entities:\n  Room:\n    fields: { name: String }\n    display: { title: name }"))
        #expect(Checker.check([spec]).filter { $0.severity == .error }.isEmpty)
        let shared = ExampleSpec(spec: spec, displayPath: "test.widgets.yaml").shared
        #expect(shared.contains("percentEncoded((room.map { $0.id } ?? \"\"))"))
        #expect(shared.contains("percentEncoded((rooms.map { $0.map { $0.id }.joined(separator: \",\") } ?? \"\"))"))
        #expect(!shared.contains("String(describing:"))
    }

    @Test func aURLPartWithoutATextFormIsAnError() throws {
        let spec = try decodeSpec(
            widgetSpec(
                widget: """
                    families: [systemSmall]
                    intent:
                      parameters:
                        scores: { type: "[[Int]]", default: [] }
                    url: "app://scores/{scores}"
                    """))
        let found = Checker.check([spec]).filter { $0.id == DiagnosticDescription.urlPartWithoutTextForm.id }
        #expect(summary(found) == ["WS0514 13:25"])
        #expect(found.first?.severity == .error)
    }
}
