// What the app writes for each widget of game.widgets.yaml: its view, named `<Widget>View` with `init(entry:)`.
// SwiftUI and WidgetKit exist on Apple platforms only; on Linux the generated widgets are not compiled either.
#if canImport(WidgetKit) && canImport(SwiftUI)
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
            .containerBackground(.fill.tertiary, for: .widget)
        }
    }

    struct GameStatusView: View {
        let entry: GameStatusEntry

        var body: some View {
            VStack(alignment: .leading) {
                Text(entry.status)
                Text("\(entry.playersOnline) online").font(.caption)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
    }

    struct LeaderboardView: View {
        let entry: LeaderboardEntry

        var body: some View {
            VStack(alignment: .leading) {
                ForEach(entry.scores, id: \.player) { score in
                    Text("\(score.player): \(score.points)")
                }
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
    }
#endif
