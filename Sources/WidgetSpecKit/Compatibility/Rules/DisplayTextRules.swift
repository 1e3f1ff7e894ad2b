// WS10xx: texts people read, between two versions.

extension DiagnosticDescription {
    public static let displayTextChanged = DiagnosticDescription(
        "WS1028", name: "display-text-changed", severity: .note,
        summary: "A display name, description or title changed: safe.",
        source: .apple(["S1", "S15", "S17"]),
        rationale: """
            The gallery's name and description [S1], an intent's and a parameter's title and description [S15] \
            and an enum case's title [S17] are read from the installed version each time they are shown; nothing \
            placed or stored depends on them.
            """,
        triggering: [
            .change(
                from: .widget("displayName: Status"),
                to: .widget("displayName: ↓Game Status"))
        ],
        nonTriggering: [
            .change(
                from: .widget("displayName: Status"),
                to: .widget("displayName: Status\nfamilies: [systemSmall, systemMedium]"))
        ])
}

/// The texts of widgets paired by kind, of their intents (same name) and parameters, and the titles of the cases
/// of the enums those parameters use.
enum DisplayTextRules: CompatibilityRuleGroup {
    static let rules: [DiagnosticDescription] = [.displayTextChanged]

    static func compare(_ context: inout CompatibilityContext) {
        var comparedCases = Set<String>()
        for (old, new) in Matching(old: context.old.widgets, new: context.new.widgets, by: \.kind.value).pairs {
            compare(old.texts, new.texts, of: "widget '\(new.name.value)'", &context)
            guard let oldIntent = old.intent, let newIntent = new.intent, oldIntent.name.value == newIntent.name.value
            else { continue }
            compare(oldIntent.texts, newIntent.texts, of: "intent '\(newIntent.name.value)'", &context)
            let parameters = Matching(old: oldIntent.parameters, new: newIntent.parameters, by: \.storedName)
            for (oldParameter, newParameter) in parameters.pairs {
                compare(
                    oldParameter.texts, newParameter.texts,
                    of: "parameter '\(newParameter.name.value)' of '\(newIntent.name.value)'", &context)
                guard case .enumeration(let name) = newParameter.type.value.storedElement,
                    oldParameter.type.value == newParameter.type.value, comparedCases.insert(name).inserted,
                    let oldEnum = oldParameter.types.enums[name], let newEnum = newParameter.types.enums[name]
                else { continue }
                for (oldCase, newCase) in Matching(old: oldEnum.cases, new: newEnum.cases, by: \.name.value).pairs
                where oldCase.title.value != newCase.title.value {
                    context.report(
                        .displayTextChanged,
                        "title of case '\(newCase.name.value)' of enum '\(name)' is '\(newCase.title.value)', was "
                            + "'\(oldCase.title.value)' (safe)",
                        at: newCase.name.range)
                }
            }
        }
    }

    /// Texts paired by role: changed, added or removed.
    private static func compare(
        _ old: [CompatibilitySurface.DisplayText], _ new: [CompatibilitySurface.DisplayText], of owner: String,
        _ context: inout CompatibilityContext
    ) {
        let texts = Matching(old: old, new: new, by: \.role)
        for (oldText, newText) in texts.pairs where oldText.text.value != newText.text.value {
            context.report(
                .displayTextChanged,
                "\(newText.role) of \(owner) is '\(newText.text.value)', was '\(oldText.text.value)' (safe)",
                at: newText.text.range)
        }
        for text in texts.added {
            context.report(
                .displayTextChanged, "\(owner) has a \(text.role) now: '\(text.text.value)' (safe)",
                at: text.text.range)
        }
        for text in texts.removed {
            context.report(
                .displayTextChanged, "\(owner) has no \(text.role) any more, was '\(text.text.value)' (safe)",
                at: text.text.range)
        }
    }
}
