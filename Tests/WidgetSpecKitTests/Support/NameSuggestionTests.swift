import Testing
import WidgetSpecKit

/// "Did you mean" for names on the command line.
struct NameSuggestionTests {
    @Test func aLikelyTypoIsSuggested() {
        #expect(NameSuggestion.closest(to: "GameStatu", among: ["Leaderboard", "GameStatus"]) == "GameStatus")
        #expect(NameSuggestion.hint(for: "gamestatus", among: ["GameStatus"]) == "; did you mean 'GameStatus'?")
    }

    @Test func aNameWithNothingInCommonIsNot() {
        #expect(NameSuggestion.closest(to: "C", among: ["A", "B"]) == nil)
        #expect(NameSuggestion.hint(for: "Xylophone", among: ["GameStatus"]) == "")
    }

    /// Of two equally close names, the first in sorted order, whatever order they come in.
    @Test func tiesGoToTheFirstInOrder() {
        #expect(NameSuggestion.closest(to: "cat", among: ["cot", "cab"]) == "cab")
        #expect(NameSuggestion.closest(to: "cat", among: ["cab", "cot"]) == "cab")
    }
}
