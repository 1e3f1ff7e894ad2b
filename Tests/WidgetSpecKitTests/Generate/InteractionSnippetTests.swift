import Testing

@testable import WidgetSpecKit

/// Snippet tests of the interaction glue: an event that reloads the widgets configured with a value, an entity's
/// App Intents conformance and query, and a Live Activity's update and end helpers (`SnippetTests` shows the
/// Foundation-only declarations).
@Suite("Generator snippets: interactions")
struct InteractionSnippetTests {
    /// A configurable widget whose parameter is an entity, an event matching it, and a Live Activity with pushes.
    static let yaml = widgetSpec(
        widget: """
            families: [systemSmall]
            timeline: { entries: now, policy: atEnd }
            intent:
              title: Pick
              parameters:
                shelf: { type: Shelf, title: Shelf }
            """,
        extra: """
            entities:
              Shelf:
                title: Shelf
                fields:
                  name: { type: String, placeholder: Books }
                  note: { type: String?, placeholder: null }
                display: { title: name, subtitle: note }
                search: true
            events:
              shelfChanged:
                reloads: [Status]
                matching: [shelf]
            activities:
              Delivery:
                attributes:
                  orderNumber: String
                state:
                  minutesLeft: Int
                staleAfter: 15m
                dismissal: { after: 5m }
                push: { type: token }
            """)

    @Test func anEventReloadsTheWidgetsConfiguredWithItsValue() throws {
        let snippet = try SnippetTests.snippet("WidgetReloads", kind: .extension, in: Self.yaml)
        SnippetTests.expect(snippet, Expected.eventReload)
    }

    @Test func anEntityIsAnAppEntityWithItsDisplayFields() throws {
        SnippetTests.expect(
            try SnippetTests.snippet("Shelf", kind: .extension, in: Self.yaml), Expected.entityConformance)
    }

    @Test func anEntityQueryAsksTheAppsFinder() throws {
        SnippetTests.expect(try SnippetTests.snippet("ShelfQuery", in: Self.yaml), Expected.entityQuery)
    }

    @Test func anActivityStartsWithTheSpecsStaleDateRelevanceAndPushType() throws {
        let snippet = try SnippetTests.snippet("Delivery", kind: .extension, in: Self.yaml)
        SnippetTests.expect(snippet, Expected.activityAttributesConformance)
    }

    /// The extension of `ActivityKit.Activity`, whose dotted name the snippet search cannot take: cut from the
    /// rendered shared part.
    @Test func anActivityIsUpdatedAndEndedWithTheSpecsStaleDateAndDismissal() throws {
        let spec = try decodeSpec(Self.yaml)
        let text = SwiftRenderer.render(
            GenerationContext(spec: spec, access: spec.access).file(.shared, sourcePath: "test.widgets.yaml"))
        let start = try #require(text.range(of: "/// Updating and ending"))
        let end = try #require(text.range(of: "\n}\n", range: start.upperBound..<text.endIndex))
        SnippetTests.expect(String(text[start.lowerBound..<end.upperBound]), Expected.activityUpdates)
    }

    /// A configurable control toggle with a symbol and state labels, and the action it runs.
    static let toggle = widgetSpec(
        widget: "families: [systemSmall]\ntimeline: { entries: now, policy: atEnd }",
        extra: """
            controls:
              Fan:
                kind: com.example.fan
                displayName: Fan
                toggle: SetFan
                symbol: fan
                previewValue: true
                states: { on: Spinning, off: Still }
                intent:
                  title: Pick Fan
                  parameters:
                    room: { type: String, title: Room, default: Hall }
                available: { iOS: "18.0" }
            actions:
              SetFan:
                title: Set Fan
                toggle: true
                valueTitle: Fan On
                parameters:
                  room: { type: String, title: Room, default: Hall }
            """)

    @Test func aControlToggleShowsItsStatesAndRunsItsActionWithTheConfiguration() throws {
        let snippet = try SnippetTests.snippet("Fan", in: Self.toggle, part: .extension)
        SnippetTests.expect(snippet, Expected.controlToggle)
    }

    @Test func aToggleValueProviderReadsTheAppsLoader() throws {
        let snippet = try SnippetTests.snippet("FanValueProvider", in: Self.toggle, part: .extension)
        SnippetTests.expect(snippet, Expected.valueProvider)
    }
}

private enum Expected {
    static let activityAttributesConformance = #"""
        /// `Delivery` as ActivityKit attributes (test.widgets.yaml:28).
        extension Delivery: ActivityKit.ActivityAttributes {
            /// `ActivityContent` with the spec's stale date and relevance (test.widgets.yaml:28).
            @available(iOS 16.2, *)
            static func content(_ state: ContentState, startedAt start: Foundation.Date = Foundation.Date()) -> ActivityKit.ActivityContent<ContentState> {
                ActivityKit.ActivityContent(state: state, staleDate: staleDate(startedAt: start), relevanceScore: relevanceScore)
            }

            /// The spec's dismissal policy (test.widgets.yaml:34).
            static func dismissalPolicy(endedAt end: Foundation.Date = Foundation.Date()) -> ActivityKit.ActivityUIDismissalPolicy {
                ActivityKit.ActivityUIDismissalPolicy.after(end.addingTimeInterval(300))
            }

            /// Starts the activity showing `state` (`Activity.request`, while the app is in the foreground), stale and relevant as the spec says, receiving pushes at its token (`forEachPushToken(_:)`) (test.widgets.yaml:35).
            @available(iOS 16.2, *)
            @discardableResult
            func startActivity(_ state: ContentState, at date: Foundation.Date = Foundation.Date()) throws -> ActivityKit.Activity<Self> {
                try ActivityKit.Activity.request(attributes: self, content: Self.content(state, startedAt: date), pushType: ActivityKit.PushType.token)
            }
        }

        """#
    static let eventReload = #"""
        /// Reloading through `WidgetCenter` (test.widgets.yaml:24).
        extension WidgetReloads {
            /// Reloads the widgets configured with these values: `Status` (test.widgets.yaml:24).
            static func shelfChanged(shelf shelfValue: Swift.String) {
                WidgetKit.WidgetCenter.shared.getCurrentConfigurations { result in
                    guard case .success(let widgets) = result else { return }
                    var kinds: Swift.Set<Swift.String> = []
                    for widget in widgets {
                        if widget.kind == WidgetKinds.status,
                            let intent = widget.widgetConfigurationIntent(of: StatusIntent.self),
                            intent.shelf.id == shelfValue {
                            kinds.insert(widget.kind)
                        }
                    }
                    for kind in kinds.sorted() {
                        WidgetKit.WidgetCenter.shared.reloadTimelines(ofKind: kind)
                    }
                }
            }
        }

        """#

    static let entityConformance = #"""
        /// `Shelf` as an App Intents entity (test.widgets.yaml:16).
        extension Shelf: AppIntents.AppEntity {
            /// The type's display name (test.widgets.yaml:16).
            static var typeDisplayRepresentation: AppIntents.TypeDisplayRepresentation {
                AppIntents.TypeDisplayRepresentation(name: "Shelf")
            }

            /// How an instance shows: the spec's `display` fields (test.widgets.yaml:21).
            var displayRepresentation: AppIntents.DisplayRepresentation {
                AppIntents.DisplayRepresentation(title: "\(name)", subtitle: note.map { "\($0)" })
            }

            /// The query the system asks for instances (test.widgets.yaml:16).
            static var defaultQuery: ShelfQuery {
                ShelfQuery()
            }
        }

        """#

    static let entityQuery = #"""
        /// The query of `Shelf`: it asks the app's `ShelfFinder` (test.widgets.yaml:16).
        struct ShelfQuery: AppIntents.EntityStringQuery {
            /// Creates the query (test.widgets.yaml:16).
            init() {}

            /// The entities with these identifiers, from the app's finder (test.widgets.yaml:16).
            func entities(for identifiers: [Swift.String]) async throws -> [Shelf] {
                try await ShelfFinder().entities(for: identifiers)
            }

            /// The choices the configuration UI offers, from the app's finder (test.widgets.yaml:16).
            func suggestedEntities() async throws -> [Shelf] {
                try await ShelfFinder().suggestedEntities()
            }

            /// The default of a parameter of this entity type, from the app's finder (test.widgets.yaml:16).
            func defaultResult() async -> Shelf? {
                await ShelfFinder().defaultResult()
            }

            /// The entities matching typed text, from the app's finder (test.widgets.yaml:16).
            func entities(matching string: Swift.String) async throws -> [Shelf] {
                try await ShelfFinder().entities(matching: string)
            }
        }

        """#

    static let activityUpdates = #"""
        /// Updating and ending a `Delivery` Live Activity (test.widgets.yaml:28).
        @available(iOS 16.2, *)
        extension ActivityKit.Activity where Attributes == Delivery {
            /// Shows `state`, stale after the spec's `staleAfter` from `date`; with an `alert`, the person is alerted (`AlertConfiguration(title:body:sound:)`) (test.widgets.yaml:33).
            func update(_ state: Delivery.ContentState, alert: ActivityKit.AlertConfiguration? = nil, at date: Foundation.Date = Foundation.Date()) async {
                await update(Delivery.content(state, startedAt: date), alertConfiguration: alert)
            }

            /// Ends the activity showing `state`, dismissed as the spec's `dismissal` says (test.widgets.yaml:34).
            func end(_ state: Delivery.ContentState, at date: Foundation.Date = Foundation.Date()) async {
                await end(Delivery.content(state, startedAt: date), dismissalPolicy: Delivery.dismissalPolicy(endedAt: date))
            }

            /// Shows `state`, stale after the spec's `staleAfter` from `timestamp`; with an `alert`, the person is alerted (`AlertConfiguration(title:body:sound:)`); ignored when an update or push with a later timestamp came first (iOS 17.2) (test.widgets.yaml:33).
            @available(iOS 17.2, *)
            func update(_ state: Delivery.ContentState, alert: ActivityKit.AlertConfiguration? = nil, timestamp date: Foundation.Date) async {
                await update(Delivery.content(state, startedAt: date), alertConfiguration: alert, timestamp: date)
            }

            /// Ends the activity showing `state`, dismissed as the spec's `dismissal` says; ignored when an update or push with a later timestamp came first (iOS 17.2) (test.widgets.yaml:34).
            @available(iOS 17.2, *)
            func end(_ state: Delivery.ContentState, timestamp date: Foundation.Date) async {
                await end(Delivery.content(state, startedAt: date), dismissalPolicy: Delivery.dismissalPolicy(endedAt: date), timestamp: date)
            }

            /// Calls `body` with each push token (hexadecimal) the server sends this activity's updates to (test.widgets.yaml:35).
            func forEachPushToken(_ body: (Swift.String) async -> Void) async {
                for await token in pushTokenUpdates {
                    await body(token.map { Swift.String(format: "%02x", $0) }.joined())
                }
            }
        }

        """#
    static let controlToggle = #"""
        /// Fan (test.widgets.yaml:12).
        @available(iOS 18.0, *)
        struct Fan: SwiftUI.ControlWidget {
            /// Creates the control (test.widgets.yaml:12).
            init() {}

            /// The configuration and the template (test.widgets.yaml:12).
            var body: some SwiftUI.ControlWidgetConfiguration {
                WidgetKit.AppIntentControlConfiguration(kind: ControlKinds.fan, provider: FanValueProvider()) { value in
                    WidgetKit.ControlWidgetToggle(isOn: value.isOn, action: SetFanIntent(room: value.configuration.room)) {
                        SwiftUI.Label("Fan", systemImage: "fan")
                    } valueLabel: { isOn in
                        SwiftUI.Text(isOn ? "Spinning" : "Still")
                    }
                }
                .displayName("Fan")
            }
        }

        """#
    static let valueProvider = #"""
        /// The value provider of the toggle `Fan` (test.widgets.yaml:12).
        @available(iOS 18.0, *)
        struct FanValueProvider: WidgetKit.AppIntentControlValueProvider {
            /// Creates the provider (test.widgets.yaml:12).
            init() {}

            /// The spec's `previewValue`, shown in the add sheet (test.widgets.yaml:12).
            func previewValue(configuration: FanIntent) -> FanValue {
                FanValue(isOn: true, configuration: FanConfiguration(configuration))
            }

            /// The state from the app's `FanValueLoader` (test.widgets.yaml:12).
            func currentValue(configuration: FanIntent) async throws -> FanValue {
                let values = FanConfiguration(configuration)
                return FanValue(isOn: try await FanValueLoader().currentValue(values), configuration: values)
            }
        }

        """#
}
