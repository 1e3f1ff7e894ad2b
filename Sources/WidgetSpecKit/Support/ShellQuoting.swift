/// Words of a command printed for the user to run (`Next: widgetspec check 'My Widgets.widgets.yaml'`), quoted
/// so that a POSIX shell (sh, bash, zsh) reads each as the one word it is, whatever it holds.
package enum ShellQuoting {
    /// `word` as it is when it holds only characters no shell treats specially, else in single quotes, inside
    /// which nothing is special; a single quote ends the quotes, is escaped and reopens them (`'it'\''s'`).
    /// The empty word is `''`; a word outside ASCII is quoted (a shell's locale decides what it reads).
    package static func quoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "_@%+=:,./-".unicodeScalars.contains(scalar))
        }
        if plain, !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The words, each quoted as it needs, separated by spaces: a command line to print.
    package static func command(_ words: [String]) -> String {
        words.map(quoted).joined(separator: " ")
    }
}
