import Testing

@testable import WidgetSpecKit

@Suite("Live Activity, event, identity and bundle rules")
struct ActivityAndBundleRuleTests {
    static func activitySpec(_ body: String) -> String {
        let indented = body.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        return """
            spec: 1
            bundle: PizzaWidgets
            activities:
              PizzaDelivery:
                attributes:
                  orderNumber: Int
                state:
                  minutesLeft: Int
            \(indented)
            """
    }

    @Test func timesOfALiveActivity() throws {
        let spec = try decodeSpec(
            Self.activitySpec("duration: 9h\nstaleAfter: 10h\ndismissal: { after: 5h }\nrelevance: -2"))
        let found = Checker.check([spec])
        #expect(
            found.map(\.id)
                == ids(.activityTooLong, .activityStaleAfterEnd, .activityDismissalClamped, .activityNegativeRelevance))
        #expect(found.first?.fixIt?.replacement == "8h")
        #expect(
            found.first?.message
                == "duration 9h of Live Activity 'PizzaDelivery' is over the 8h maximum; the system ends it after 8h")
    }

    @Test func payloadEstimateCountsKeysAndAssumedSizes() throws {
        let spec = try decodeSpec(Self.activitySpec(""))
        let estimator = PayloadEstimator(spec: spec)
        // {"orderNumber":<20>} = 2 + 11 + 3 + 20
        #expect(estimator.size(of: spec.activities[0].attributes) == 36)
        #expect(estimator.size(of: .array(.string)) == 2 + 16 * 67)
        #expect(estimator.isUnbounded(.optional(.url)))
        #expect(!estimator.isUnbounded(.closedRange(.date)))
    }

    /// Forty models, each holding the next twice: 2^40 paths and strings, but each model is visited once by the
    /// decoder's cycle search, by the payload estimate, which saturates far over the limit, and by the count of
    /// the generated placeholder's values (WS0608), which keeps the name rule from running the generator on it.
    @Test func modelsSharingModelsAreVisitedOncePerModel() throws {
        let models = (0..<40).map { "  M\($0): { a: M\($0 + 1), b: M\($0 + 1) }" }.joined(separator: "\n")
        let spec = try decodeSpec(
            "spec: 1\nbundle: B\nmodels:\n\(models)\n  M40: { x: String }\nactivities:\n  A:\n    state: { top: M0 }\n")
        let estimator = PayloadEstimator(spec: spec)
        #expect(estimator.size(of: spec.activities[0].state) > ActivityRules.payloadLimit)
        #expect(estimator.isUnbounded(.model("M0")))
        #expect(
            Checker.check([spec]).map(\.id) == [
                DiagnosticDescription.modelPlaceholderTooLarge.id,
                DiagnosticDescription.activityPayloadTooLarge.id, DiagnosticDescription.activityUnboundedField.id,
            ])
    }

    /// Written placeholders count with every value they spell, the fields their models fill in included: `Top`'s
    /// two fields each spell 6,143 values (within the decoder's limit), so its generated placeholder spells more
    /// than 10,000.
    @Test func writtenPlaceholdersCountWithWhatTheyExpandTo() throws {
        let models = LimitDecodingTests.doublingModels(depth: 11)
        let top = "  Top: { a: { type: M0, placeholder: {} }, b: { type: M0, placeholder: {} } }"
        let spec = try decodeSpec("spec: 1\nbundle: B\nmodels:\n\(models)\n\(top)\n")
        let found = Checker.check([spec]).filter { $0.id == DiagnosticDescription.modelPlaceholderTooLarge.id }
        #expect(found.map { $0.range?.start.line } == [16])
    }

    @Test func swiftNamesOfViewsAndIntentsMustNotCollide() throws {
        let spec = try decodeSpec(
            widgetSpec(widget: "families: [systemSmall]\nview: Status\ntimeline: { entries: now, policy: never }"))
        let found = Checker.check([spec])
        #expect(summary(found) == ["WS0603 10:11"])
        #expect(
            found.first?.message
                == "Swift name 'Status' is taken twice: by `Status`, the view the app writes for widget 'Status', and by widget 'Status'"
        )
    }

    @Test func twoWidgetsMayShareAView() throws {
        let text = """
            spec: 1
            bundle: Shared
            x-w: &w { families: [systemSmall], view: SharedView, timeline: { entries: now, policy: never } }
            widgets:
              A: { <<: *w, kind: com.example.a, displayName: A }
              B: { <<: *w, kind: com.example.b, displayName: B }
            """
        let fits = Checker.check([try decodeSpec(text)])
        #expect(fits.isEmpty, "\(fits.map(\.message))")
    }

    @Test func availabilityAtTheMinimumIsRedundant() throws {
        let spec = try decodeSpec(
            widgetSpec(
                widget:
                    "families: [systemSmall]\navailable: { iOS: \"16.0\" }\ntimeline: { entries: now, policy: never }"
            ))
        let found = Checker.check([spec])
        #expect(found.map(\.id) == ids(.redundantAvailability))
        #expect(found.first?.message.contains("the deployment minimum is already iOS 17.0") == true)
    }

    @Test func bundleBlocksCountAvailabilityGroupsAndActivitiesOnce() throws {
        var widgets = ""
        for index in 0..<9 {
            widgets += "  W\(index): { <<: *w, kind: com.example.w\(index), displayName: W }\n"
        }
        widgets += "  Late1: { <<: *w, kind: com.example.l1, displayName: L, available: { iOS: \"18.0\" } }\n"
        widgets += "  Late2: { <<: *w, kind: com.example.l2, displayName: L, available: { iOS: \"18.0\" } }\n"
        let text = """
            spec: 1
            bundle: Many
            x-w: &w { families: [systemSmall], timeline: { entries: now, policy: never } }
            widgets:
            \(widgets)
            """
        // 9 widgets + one `if #available` group = 10 entries: fits.
        let fits = Checker.check([try decodeSpec(text)])
        #expect(fits.isEmpty, "\(fits.map(\.message))")
        let withActivity = text + "activities:\n  Delivery:\n    attributes: { count: Int }\n    state: { left: Int }\n"
        #expect(Checker.check([try decodeSpec(withActivity)]).map(\.id) == ids(.bundleBlockTooLarge))
    }
}
