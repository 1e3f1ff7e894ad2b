/// What a diagnostic ID given by a user is for, which decides what is accepted.
package enum DiagnosticIDUse: Sendable {
    /// `widgetspec explain`: an ID in any case, or a name such as `reload-loop`.
    case explain
    /// `--enable` and `checks: { enable: [...] }`: an ID as the catalog writes it.
    case enable
    /// `--disable` and `checks: { disable: [...] }`: the ID of a checker rule.
    case disable
}

/// Why a diagnostic ID given by a user was refused, worded once for the command line and for `checks:`.
package struct DiagnosticIDProblem: Error, Hashable, Sendable {
    package enum Reason: Hashable, Sendable {
        /// No such ID; the closest known one, if any is close.
        case unknown(suggestion: DiagnosticID?)
        /// A front-end ID given to `disable`.
        case cannotBeDisabled(DiagnosticDescription)
    }

    /// The ID as the user wrote it.
    package var text: String
    package var reason: Reason

    /// `unknown diagnostic ID 'WS0799'`, or `WS0201 (unknown-key) cannot be disabled: it means ...`.
    package var message: String {
        switch reason {
        case .unknown: "unknown diagnostic ID '\(text)'"
        case .cannotBeDisabled(let description):
            "\(text) (\(description.name)) cannot be disabled: it means the spec could not be read"
        }
    }

    /// The text of a usage error: the message with the suggestion and where the IDs are listed.
    package var commandLineMessage: String {
        guard case .unknown(let suggestion) = reason else { return message }
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return "\(message)\(hint) (`widgetspec rules` lists them)"
    }

    /// WS0306 for an ID under `checks:` in a spec; an unknown one gets the suggestion as a note and a fix-it.
    package func diagnostic(at range: SourceRange) -> Diagnostic {
        guard case .unknown(let suggestion) = reason else {
            return .error(.unknownDiagnosticID, message, at: range)
        }
        var notes = [DiagnosticNote("`widgetspec rules` lists every rule")]
        var fixIt: FixIt?
        if let suggestion {
            notes.insert(DiagnosticNote("did you mean '\(suggestion)'?", at: range), at: 0)
            fixIt = FixIt(replacing: range, with: suggestion.rawValue)
        }
        return .error(.unknownDiagnosticID, "\(message) in checks", at: range, notes: notes, fixIt: fixIt)
    }
}

extension DiagnosticCatalog {
    /// The description of a diagnostic ID given by a user for `use`, or why it is refused: the one check
    /// behind `--enable`, `--disable`, `checks:` and `explain`.
    package static func validate(_ text: String, for use: DiagnosticIDUse) -> Result<
        DiagnosticDescription, DiagnosticIDProblem
    > {
        let found = use == .explain ? lookup(text) : description(of: DiagnosticID(rawValue: text))
        guard let description = found else {
            return .failure(DiagnosticIDProblem(text: text, reason: .unknown(suggestion: suggestion(for: text))))
        }
        guard use != .disable || description.canBeDisabled else {
            return .failure(DiagnosticIDProblem(text: text, reason: .cannotBeDisabled(description)))
        }
        return .success(description)
    }
}
