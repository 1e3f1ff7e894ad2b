import ArgumentParser

/// The text of an error that ends the command before or outside its own reporting (swift-argument-parser's
/// parse and validation errors, an error a command throws): one line starting with `error:`, as every other
/// message of widgetspec (and swiftc) does, then the parser's help and usage lines when it has them.
/// swift-argument-parser would write `Error:` and spread a list of valid values over several lines.
enum ErrorMessageText {
    /// `fullMessage` (`fullMessage(for:)`) with its first line, `Error: ` + `message` (`message(for:)`), made
    /// `error: ` + the message on one line, starting in lower case.
    static func text(fullMessage: String, message: String) -> String {
        let prefix = "Error: "
        let oneLine = "error: " + lowercasedStart(self.oneLine(message))
        guard !message.isEmpty, fullMessage.hasPrefix(prefix + message) else {
            // Not the parser's shape (no prefix): the whole text, its first line made an error line.
            let text = fullMessage.hasPrefix(prefix) ? String(fullMessage.dropFirst(prefix.count)) : fullMessage
            return text.isEmpty ? oneLine : "error: " + lowercasedStart(self.oneLine(text))
        }
        return oneLine + fullMessage.dropFirst(prefix.count + message.count)
    }

    /// The lines of `message` on one: a list of `- value` lines (ArgumentParser's valid values) as
    /// `a, b, c`, other lines joined by spaces.
    static func oneLine(_ message: String) -> String {
        var text = ""
        var items: [String] = []
        for line in message.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.trimmingWhitespace
            guard !trimmed.isEmpty else { continue }
            if trimmed.hasPrefix("- ") {
                items.append(String(trimmed.dropFirst(2)))
                continue
            }
            text = join(text, items)
            items = []
            text += text.isEmpty ? trimmed : " " + trimmed
        }
        return join(text, items)
    }

    private static func join(_ text: String, _ items: [String]) -> String {
        guard !items.isEmpty else { return text }
        return text + (text.isEmpty ? "" : " ") + items.joined(separator: ", ")
    }

    /// `Missing expected argument` → `missing expected argument`; an initialism (`ID`) or a symbol stays.
    static func lowercasedStart(_ text: String) -> String {
        guard let first = text.first, first.isUppercase else { return text }
        let second = text.dropFirst().first
        if let second, second.isUppercase { return text }
        return first.lowercased() + text.dropFirst()
    }
}

extension Substring {
    fileprivate var trimmingWhitespace: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
