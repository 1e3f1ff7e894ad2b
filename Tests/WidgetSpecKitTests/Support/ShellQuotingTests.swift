import Foundation
import Testing
import WidgetSpecKit

/// Printed commands: each word reads back as itself in a POSIX shell.
struct ShellQuotingTests {
    @Test(arguments: [
        ("plain_name-2.widgets.yaml", "plain_name-2.widgets.yaml"),
        ("My Widgets", "'My Widgets'"),
        ("it's", "'it'\\''s'"),
        ("say \"hi\"", "'say \"hi\"'"),
        ("$HOME", "'$HOME'"),
        ("`date`", "'`date`'"),
        ("a*b?", "'a*b?'"),
        ("", "''"),
        ("Wetter-Ü", "'Wetter-Ü'"),
        ("日本語", "'日本語'"),
        ("line\nbreak", "'line\nbreak'"),
        ("--format=json", "--format=json"),
    ])
    func wordsAreQuotedOnlyWhenTheyNeedIt(word: String, quoted: String) {
        #expect(ShellQuoting.quoted(word) == quoted)
    }

    @Test func aCommandIsItsWordsQuoted() {
        #expect(
            ShellQuoting.command(["widgetspec", "check", "My Widgets.widgets.yaml"])
                == "widgetspec check 'My Widgets.widgets.yaml'")
    }

    /// `/bin/sh` gives back every word as it was, one argument each.
    @Test func theShellReadsEachWordBack() throws {
        let words = [
            "My Widgets", "it's", "say \"hi\"", "$HOME", "`date`", "a*b?", "", "日本語", "x\\y", "'", "line\nbreak",
        ]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "for word in " + ShellQuoting.command(words) + "; do printf '%s\\0' \"$word\"; done",
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let read = String(decoding: data, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false)
        #expect(read.dropLast().map(String.init) == words)
    }
}
