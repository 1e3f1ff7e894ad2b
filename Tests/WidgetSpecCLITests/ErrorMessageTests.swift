import Foundation
import Testing

/// Every error message starts with `error:`, whichever command and whichever part of it (the argument parser,
/// a validation, the command's own checks) finds the problem; names the specs do not declare get a suggestion.
@Suite("error: messages")
struct ErrorMessageTests {
    @Test(arguments: [
        ["frobnicate"],
        ["check"],
        ["check", "--no-such-option", "specs/"],
        ["check", "specs/", "--format", "yaml"],
        ["check", "specs/", "--disable", "WS9999"],
        ["diff"],
        ["diff", "specs/game.widgets.yaml", "--bogus"],
        ["generate", "specs/"],
        ["generate", "specs/", "-o", "out", "--import", "Shared"],
        ["generate", "specs/", "-o", "out", "--access", "secret"],
        ["report", "specs/", "--horizon", "0h"],
        ["report", "specs/", "--width", "3"],
        ["report", "specs/", "--widget", "Nope"],
        ["report", "specs/", "--format", "pdf"],
        ["payload", "specs/pizza.widgets.yaml", "--format", "xml"],
        ["payload", "specs/pizza.widgets.yaml", "--bundle-id", "not valid"],
        ["dump"],
        ["dump", "does-not-exist.widgets.yaml"],
        ["rules", "--bogus"],
        ["explain"],
        ["explain", "WS9999"],
        ["schema", "extra"],
        ["init", "a/b"],
        ["import", "missing.intentdefinition"],
    ])
    func everyErrorStartsWithErrorColon(arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        // Run where specs/ exists, with outputs into the scratch directory.
        let result = try WidgetSpecCLI.run(
            arguments.map { $0 == "out" ? directory.url.appendingPathComponent("out").path : $0 })
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("error: ") == true, "\(arguments): \(result.stderr)")
        #expect(!result.stderr.contains("Error:"), "\(arguments): \(result.stderr)")
        // The message is one line; what follows is the parser's help and usage, or nothing.
        for line in lines.dropFirst() where !line.isEmpty {
            #expect(
                line.hasPrefix("Help:") || line.hasPrefix("Usage:") || line.hasPrefix("  ")
                    || line.hasPrefix("error: "),
                "\(arguments): \(line)")
        }
        #expect(result.stdout.isEmpty, "\(arguments)")
    }

    @Test func aListOfValidValuesIsOnTheErrorLine() throws {
        let result = try WidgetSpecCLI.run(["check", "--format", "yaml", "specs/"])
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "error: the value 'yaml' is invalid for '--format <format>'. Please provide one of the following: "
                    + "xcode, text, json, sarif, github, summary\nHelp:  --format <format>"), "\(result.stderr)")
    }

    @Test(arguments: [
        (
            ["report", "specs/game.widgets.yaml", "--widget", "GameStatu"],
            "error: no widget or Live Activity named 'GameStatu' in the given specs; did you mean 'GameStatus'?\n"
        ),
        (
            ["report", "specs/business-card.widgets.yaml", "--event", "logot@1h"],
            "error: no spec declares 'logot' under events: or actions:; did you mean 'logout'?\n"
        ),
        (
            ["report", "specs/health.widgets.yaml", "--plan", "ful@3h"],
            "error: no widget declares a plan named 'ful' under timeline.plans (default and onError are every "
                + "widget's); did you mean 'full'?\n"
        ),
        (
            ["report", "specs/game.widgets.yaml", "--timezone", "Europe/Pari"],
            "error: unknown time zone 'Europe/Pari' (use an IANA name such as America/New_York); did you mean "
                + "'Europe/Paris'?\n"
        ),
        (
            ["payload", "specs/pizza.widgets.yaml", "--activity", "PizzaDelivry"],
            "error: no Live Activity named 'PizzaDelivry' in the given specs; did you mean 'PizzaDelivery'?\n"
        ),
    ])
    func unknownNamesSuggestTheDeclaredOne(arguments: [String], message: String) throws {
        let result = try WidgetSpecCLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == message)
        #expect(result.stdout.isEmpty)
    }

    @Test func aNameLikeNoneIsNotSuggested() throws {
        let result = try WidgetSpecCLI.run(["report", "specs/game.widgets.yaml", "--widget", "Xylophone"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: no widget or Live Activity named 'Xylophone' in the given specs\n")
    }
}
