// What the widget extension writes for each widget of game.widgets.yaml: its view, named `<Widget>View` with
// `init(entry:)`, and the raid Live Activity's views. The generated widgets put each view on the system's
// container background, but the leaderboard's (`background: view`), whose view provides `widgetBackground`.
// SwiftUI and WidgetKit exist on Apple platforms only; on Linux the generated widgets are not compiled either.
#if canImport(WidgetKit) && canImport(SwiftUI)
    import GameShared
    import SwiftUI
    import WidgetKit

    struct CharacterDetailView: View {
        let entry: CharacterDetailEntry

        var body: some View {
            VStack(alignment: .leading) {
                Text(entry.hero.title).font(.headline)
                ProgressView(value: entry.healthLevel)
                Text(entry.fullHealthDate, style: .relative)
            }
            // Sample values (the gallery, or a failed load with nothing cached) are drawn as placeholders.
            .redacted(reason: entry.state.showsSampleValues ? .placeholder : [])
        }
    }

    struct GameStatusView: View {
        let entry: GameStatusEntry

        var body: some View {
            VStack(alignment: .leading) {
                Text(entry.status)
                Text("\(entry.playersOnline) online").font(.caption)
                if case .stale(let since, _) = entry.state {
                    Text(since, style: .relative).font(.caption2)
                }
            }
            .redacted(reason: entry.state.showsSampleValues ? .placeholder : [])
        }
    }

    struct LeaderboardView: View, LeaderboardBackgroundProviding {
        let entry: LeaderboardEntry

        var widgetBackground: some View {
            LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom)
        }

        var body: some View {
            VStack(alignment: .leading) {
                ForEach(entry.scores, id: \.player) { score in
                    Text("\(score.player): \(score.points)")
                }
            }
            .redacted(reason: entry.state.showsSampleValues ? .placeholder : [])
        }
    }
#endif

// The generated Live Activity widget is compiled where ActivityKit has Live Activities (iOS); its views too.
#if canImport(ActivityKit) && canImport(WidgetKit) && !os(macOS) && !os(watchOS) && !os(visionOS) && !targetEnvironment(macCatalyst)
    import ActivityKit

    struct RaidLiveActivityView: View {
        let context: ActivityViewContext<Raid>

        var body: some View {
            VStack(alignment: .leading) {
                Text(context.attributes.raidName).font(.headline)
                ProgressView(value: context.state.bossHealth)
                Text("\(context.state.playersOnline) players")
            }
        }
    }

    struct RaidDynamicIsland: RaidDynamicIslandContent {
        let context: ActivityViewContext<Raid>

        var dynamicIsland: DynamicIsland {
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text(context.attributes.raidName) }
                DynamicIslandExpandedRegion(.trailing) { Text("\(context.state.playersOnline)") }
            } compactLeading: {
                Text("Raid")
            } compactTrailing: {
                Text("\(Int(context.state.bossHealth * 100))%")
            } minimal: {
                Text("R")
            }
        }
    }
#endif
