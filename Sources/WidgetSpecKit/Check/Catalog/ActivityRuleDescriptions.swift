// Descriptions of the Live Activity rules (WS08xx).

extension DiagnosticCatalog {
    static let activityRuleDescriptions: [DiagnosticDescription] = [
        DiagnosticDescription(
            .activityTooLong, name: "activity-too-long", severity: .error,
            summary: "A Live Activity whose expected `duration` is over 8 hours.",
            rationale: """
                A Live Activity is active for at most 8 hours; the system then ends it and removes it from the \
                Dynamic Island at once [S12][S14]. Planning a longer one loses its last part.
                """,
            triggering: [
                """
                spec: 1
                bundle: TravelWidgets
                activities:
                  Flight:
                    attributes:
                      flightNumber: Int
                    state:
                      gate: Int
                    duration: 10h
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: TravelWidgets
                activities:
                  Flight:
                    attributes:
                      flightNumber: Int
                    state:
                      gate: Int
                    duration: 8h
                """
            ]),
        DiagnosticDescription(
            .activityDismissalClamped, name: "activity-dismissal-clamped", severity: .warning,
            summary: "A dismissal more than 4 hours after the activity ends.",
            rationale: """
                `ActivityUIDismissalPolicy.after(_:)` removes the activity at the earlier of the date and the end \
                plus 4 hours [S14]; a later date is clamped to 4 hours.
                """,
            triggering: [
                """
                spec: 1
                bundle: TravelWidgets
                activities:
                  Flight:
                    attributes:
                      flightNumber: Int
                    state:
                      gate: Int
                    dismissal: { after: 6h }
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: TravelWidgets
                activities:
                  Flight:
                    attributes:
                      flightNumber: Int
                    state:
                      gate: Int
                    dismissal: { after: 4h }
                """
            ]),
        DiagnosticDescription(
            .activityStaleAfterEnd, name: "activity-stale-after-end", severity: .warning,
            summary: "A `staleAfter` later than the activity's expected `duration`.",
            rationale: """
                The stale date marks content as out of date while the activity is still running [S14]; one after \
                the planned end is never reached, so the stale state is never shown.
                """,
            triggering: [
                """
                spec: 1
                bundle: PizzaWidgets
                activities:
                  PizzaDelivery:
                    attributes:
                      orderNumber: Int
                    state:
                      minutesLeft: Int
                    duration: 45m
                    staleAfter: 1h
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: PizzaWidgets
                activities:
                  PizzaDelivery:
                    attributes:
                      orderNumber: Int
                    state:
                      minutesLeft: Int
                    duration: 45m
                    staleAfter: 30m
                """
            ]),
        DiagnosticDescription(
            .activityPayloadTooLarge, name: "activity-payload-too-large", severity: .error,
            summary: "Estimated static plus dynamic data of a Live Activity over 4 KB.",
            rationale: """
                Static and dynamic data together, including updates and push payloads, must stay within 4 KB \
                [S12][S13]. The estimate is the JSON encoding of the attributes and the content state, assuming \
                64 bytes for a `String`, 128 for a `URL` and 16 elements for an array, so it is a rough guide.
                """,
            triggering: [
                """
                spec: 1
                bundle: PizzaWidgets
                activities:
                  PizzaDelivery:
                    attributes:
                      orderNumber: Int
                    state:
                      stops: "[[String]]"
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: PizzaWidgets
                activities:
                  PizzaDelivery:
                    attributes:
                      orderNumber: Int
                    state:
                      stops: "[Int]"
                """
            ]),
        DiagnosticDescription(
            .activityUnboundedField, name: "activity-unbounded-field", severity: .note,
            summary: "Live Activity fields whose encoded size has no bound (`String`, `URL`, arrays).",
            rationale: """
                The 4 KB limit [S12] covers the encoded data at run time; strings and arrays can grow past any \
                estimate. Keep them short, or carry an identifier and look the rest up in the app.
                """,
            triggering: [
                """
                spec: 1
                bundle: PizzaWidgets
                activities:
                  PizzaDelivery:
                    attributes:
                      orderNumber: Int
                    state:
                      driverName: String
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: PizzaWidgets
                activities:
                  PizzaDelivery:
                    attributes:
                      orderNumber: Int
                    state:
                      minutesLeft: Int
                """
            ]),
        DiagnosticDescription(
            .activityNegativeRelevance, name: "activity-negative-relevance", severity: .warning,
            summary: "A Live Activity with a negative `relevance` score.",
            rationale: """
                `relevanceScore` orders activities: the highest gets the Dynamic Island and the top of the Lock \
                Screen [S12][S14]; the default is 0. A negative score ranks the activity below every activity \
                that sets none, which is rarely meant.
                """,
            triggering: [
                """
                spec: 1
                bundle: PizzaWidgets
                activities:
                  PizzaDelivery:
                    attributes:
                      orderNumber: Int
                    state:
                      minutesLeft: Int
                    relevance: -1
                """
            ],
            nonTriggering: [
                """
                spec: 1
                bundle: PizzaWidgets
                activities:
                  PizzaDelivery:
                    attributes:
                      orderNumber: Int
                    state:
                      minutesLeft: Int
                    relevance: 100
                """
            ]),
    ]
}
