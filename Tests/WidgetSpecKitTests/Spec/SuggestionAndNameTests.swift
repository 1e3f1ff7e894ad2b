import Testing

@testable import WidgetSpecKit

@Suite("Decoding: suggestions, titles and Swift names")
struct SuggestionAndNameTests {
    @Test func didYouMeanFindsLikelyTypos() {
        let keys = WidgetKey.shape.keyNames
        #expect(Suggestions.closest(to: "displayNam", in: keys) == "displayName")
        #expect(Suggestions.closest(to: "kidn", in: keys) == "kind")  // swapped neighbours: one edit
        #expect(Suggestions.closest(to: "Families", in: keys) == "families")  // case only
        #expect(Suggestions.closest(to: "family", in: keys) == "families")  // singular for plural
        #expect(Suggestions.closest(to: "entry", in: ["entries", "policy"]) == "entries")
        #expect(Suggestions.closest(to: "monday", in: Weekday.allCases.map(\.rawValue)) == "mon")
        #expect(Suggestions.closest(to: "widgetURL", in: keys) == nil)
        #expect(Suggestions.closest(to: "x", in: ["kind", "view"]) == nil)
        #expect(Suggestions.closest(to: "anything", in: []) == nil)
    }

    @Test func shortPrefixesAndFarWordsAreNotSuggested() {
        // A prefix counts only when it is at least three letters and misses at most three.
        #expect(Suggestions.closest(to: "America", in: ["America/New_York", "Europe/Berlin"]) == nil)
        #expect(Suggestions.closest(to: "on", in: ["once", "only"]) == nil)
        #expect(Suggestions.didYouMean("kind", in: ["kind"]) == "")
        #expect(Suggestions.didYouMean("knd", in: ["kind"]) == "; did you mean 'kind'?")
    }

    @Test func editDistance() {
        #expect(Suggestions.editDistance("", "abc") == 3)
        #expect(Suggestions.editDistance("abc", "abc") == 0)
        #expect(Suggestions.editDistance("abcd", "abdc") == 1)
        #expect(Suggestions.editDistance("kitten", "sitting") == 3)
    }

    @Test func listsReadAsASentence() {
        #expect(Suggestions.list([]) == "")
        #expect(Suggestions.list(["a"]) == "'a'")
        #expect(Suggestions.list(["a", "b", "c"]) == "'a', 'b' and 'c'")
    }

    @Test func titlesFromSwiftNames() {
        #expect(Words.title("healthLevel") == "Health Level")
        #expect(Words.title("CharacterDetail") == "Character Detail")
        #expect(Words.title("URLScheme") == "URL Scheme")
        #expect(Words.title("snake_case") == "Snake Case")
        #expect(Words.title("panda") == "Panda")
    }

    @Test func swiftIdentifiers() {
        #expect(SwiftIdentifier.isIdentifier("_private2"))
        #expect(SwiftIdentifier.isIdentifier("größe"))
        #expect(!SwiftIdentifier.isIdentifier("2fast"))
        #expect(!SwiftIdentifier.isIdentifier("egg-head"))
        #expect(!SwiftIdentifier.isIdentifier(""))
        #expect(SwiftIdentifier.needsBackticks("default"))
        #expect(!SwiftIdentifier.needsBackticks("panda"))
    }

    @Test func articles() {
        #expect(DecodingContext.withArticle("access level") == "an access level")
        #expect(DecodingContext.withArticle("widget family") == "a widget family")
    }

    @Test func shapePhrasesKeepKeySpelling() {
        #expect(OnErrorKey.phrase == "onError")
        #expect(ActivityKey.phrase == "live activity")
        #expect(TopLevelKey.phrase == "top level")
    }
}
