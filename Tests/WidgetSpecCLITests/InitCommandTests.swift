import Foundation
import Testing

/// `widgetspec init` as a user runs it: the starter passes `check`, and nothing is ever overwritten.
@Suite("widgetspec init")
struct InitCommandTests {
    @Test func starterPassesCheck() throws {
        let directory = try TemporaryDirectory()
        let initialized = try WidgetSpecCLI.run(["init", "Demo"], in: directory.url)
        #expect(initialized.status == 0, "\(initialized.stderr)")
        let spec = directory.url.appendingPathComponent("Demo.widgets.yaml")
        #expect(FileManager.default.fileExists(atPath: spec.path))

        let checked = try WidgetSpecCLI.run(["check", "--format", "text", spec.path], in: directory.url)
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(checked.stderr.isEmpty, "the starter should have no diagnostics: \(checked.stderr)")
    }

    @Test func neverOverwritesAnExistingSpec() throws {
        let directory = try TemporaryDirectory()
        let mine = "# mine\nspec: 1\n"
        try directory.write("Demo.widgets.yaml", mine)
        let result = try WidgetSpecCLI.run(["init", "Demo"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Demo.widgets.yaml"))
        let after = try String(
            contentsOf: directory.url.appendingPathComponent("Demo.widgets.yaml"), encoding: .utf8)
        #expect(after == mine)
    }

    /// A name with a space or a quote is a file name all the same; the command printed next runs as printed.
    @Test(arguments: [
        ("My Widgets", "'My Widgets.widgets.yaml'"),
        ("it's", "'it'\\''s.widgets.yaml'"),
        ("Wetter-Ü", "'Wetter-Ü.widgets.yaml'"),
        ("plain_name-2", "plain_name-2.widgets.yaml"),
    ])
    func theNextCommandIsQuotedForTheShell(name: String, quoted: String) throws {
        let directory = try TemporaryDirectory()
        let result = try WidgetSpecCLI.run(["init", name], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("\nNext: widgetspec check \(quoted)\n"), "\(result.stdout)")
        #expect(try directory.read("\(name).widgets.yaml").contains("Check it with `widgetspec check \(quoted)`"))
        // The printed command, run by a shell, checks the starter.
        let next = try WidgetSpecCLI.run([], in: directory.url, redirection: "check \(quoted)")
        #expect(next.status == 0, "\(next.stderr)")
        #expect(next.stderr.isEmpty)
    }

    /// Names that are Swift keywords or generated names still give a starter that passes `check`: the bundle's
    /// name is made of the name's words and ends in `Widgets`.
    @Test(arguments: ["class", "Self", "Any", "Type", "WidgetKinds", "Swift", "_", "日本語"])
    func aKeywordOrAGeneratedNameGivesAStarterThatPassesCheck(name: String) throws {
        let directory = try TemporaryDirectory()
        let result = try WidgetSpecCLI.run(["init", name], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        let check = try WidgetSpecCLI.run(["check", "\(name).widgets.yaml"], in: directory.url)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.isEmpty)
    }

    @Test(arguments: [
        ("", "it is empty"),
        (".widgets.yaml", "it is empty"),
        ("a/b", "it contains a path separator ('/' or '\\')"),
        ("a\\b", "it contains a path separator ('/' or '\\')"),
        (".hidden", "it starts with '.', which hides the file"),
        ("-x", "it starts with '-', which commands take for an option"),
        ("a\nb", "it contains a line break or another control character"),
        ("a\rb", "it contains a line break or another control character"),
        ("a\u{85}b", "it contains a line break or another control character"),
        ("a\u{2028}b", "it contains a line break or another control character"),
        ("a\u{202E}b", "it contains a line break or another control character"),
        (String(repeating: "x", count: 250), "it is too long for a file name (255 bytes)"),
    ])
    func refusesWhatCannotNameASpecFile(name: String, problem: String) throws {
        let directory = try TemporaryDirectory()
        let result = try WidgetSpecCLI.run(["init", "--", name], in: directory.url)
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "one line: \(result.stderr)")
        #expect(result.stderr.hasPrefix("error: '"))
        #expect(
            result.stderr.hasSuffix(
                "' is not a spec name: \(problem); give a file name without a directory, like Weather\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }

    @Test func refusesASchemaLocationThatWouldEndTheCommentLine() throws {
        let directory = try TemporaryDirectory()
        let result = try WidgetSpecCLI.run(["init", "Demo", "--schema", "x.json\nbundle: Forged"], in: directory.url)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "error: --schema 'x.json\\nbundle: Forged' cannot be written: it contains a line break or another "
                + "control character, which would end the comment line\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }
}
