/// The catalog as text: `widgetspec rules`, `widgetspec explain`, and the generated `docs/diagnostics.md`.
package enum CatalogDocumentation {
    /// One line per ID: ID, severity, source, name (opt-in marked), summary; then one line per report
    /// assumption; then what the sources mean.
    package static func rulesListing(
        _ descriptions: [DiagnosticDescription] = DiagnosticCatalog.all,
        assumptions: [ReportAssumption] = ReportAssumption.all
    ) -> String {
        let names = descriptions.map { $0.name + ($0.isOptIn ? " (opt-in)" : "") }
        let nameWidth = names.map(\.count).max() ?? 0
        var lines: [String] = []
        var category: DiagnosticCategory?
        for (description, name) in zip(descriptions, names) {
            if description.category != category {
                category = description.category
                if !lines.isEmpty { lines.append("") }
                lines.append("\(description.category.title):")
            }
            let severity = description.severity.rawValue.padding(7)
            let source = description.source.tag.padding(10)
            lines.append(
                "  \(description.id)  \(severity)  \(source)  \(name.padding(nameWidth))  \(description.summary)")
        }
        if !assumptions.isEmpty {
            let width = assumptions.map(\.name.count).max() ?? 0
            lines += ["", "Report assumptions (what `widgetspec report` takes as given):"]
            for assumption in assumptions {
                lines.append(
                    "  \(assumption.name.padding(width))  \(assumption.source.tag.padding(10))  \(assumption.summary)")
            }
        }
        lines += ["", sourceLegend]
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the sources of `rulesListing` mean.
    static let sourceLegend = """
        Sources: Apple = documented by Apple (`widgetspec explain ID` or `NAME` cites where); assumption = a forum \
        report, third-party material or the tool's own design; spec = a rule of the spec language.
        """

    /// The full text of one ID for a terminal.
    package static func explanation(of description: DiagnosticDescription) -> String {
        var text = "\(description.id) \(description.name): \(description.severity.rawValue)"
        text += description.isOptIn ? ", opt-in (enable with --enable \(description.id))\n" : "\n"
        text += "\(description.category.title)\n\n\(description.summary)\n\n\(description.rationale)\n"
        text += "\nSource: \(description.source.text)\n"
        text += terminalSources(description.rationale + description.source.citations)
        for example in description.triggering {
            text += "\nReported for" + terminalExample(example)
        }
        for example in description.nonTriggering {
            text += "\nNot reported for" + terminalExample(example)
        }
        if let note = description.exampleNote { text += "\nNo spec example: \(note)\n" }
        return text
    }

    /// The full text of one report assumption for a terminal.
    package static func explanation(of assumption: ReportAssumption) -> String {
        var text = "\(assumption.name): report assumption\n\n\(assumption.summary)\n\n\(assumption.explanation)\n"
        text += "\nSource: \(assumption.source.text)\n"
        text += terminalSources(assumption.explanation + assumption.source.citations)
        if let setting = assumption.setting { text += "\nSet with: \(setting)\n" }
        return text
    }

    /// The sources a text cites, one `  [S3] title: address` line each (docs/sources.md lists them all).
    private static func terminalSources(_ text: String) -> String {
        ReferenceSources.cited(in: text).map { "  \($0.line)\n" }.joined()
    }

    /// The sources a text cites, as a Markdown list linking to docs/sources.md.
    private static func markdownSources(_ text: String) -> String {
        let cited = ReferenceSources.cited(in: text)
        guard !cited.isEmpty else { return "" }
        return cited.map { "- [\($0.id)](sources.md#\($0.id.lowercased())) \($0.title): \($0.location)\n" }.joined()
            + "\n"
    }

    /// `:` and the spec, or ` the change from:` and both specs of a change, indented.
    private static func terminalExample(_ example: SpecExample) -> String {
        guard let old = example.oldText else { return ":\n\n" + indented(example.text) + "\n" }
        return " the change from:\n\n" + indented(old) + "\n\nto:\n\n" + indented(example.text) + "\n"
    }

    /// `docs/diagnostics.md`.
    package static func markdown(
        _ descriptions: [DiagnosticDescription] = DiagnosticCatalog.all,
        assumptions: [ReportAssumption] = ReportAssumption.all
    ) -> String {
        var text = """
            # Diagnostics

            <!-- Generated from the diagnostic catalog (checker rules in Sources/WidgetSpecKit/Check/Rules, diff rules in
                 Sources/WidgetSpecKit/Compatibility/Rules, front-end diagnostics in
                 Sources/WidgetSpecKit/Diagnostics/FrontEnd). Do not edit: run
                 `WIDGETSPEC_RECORD=1 swift test --filter DiagnosticsDocumentTests` to regenerate. -->

            Every diagnostic `widgetspec` can report, by ID. `widgetspec rules` lists them and
            `widgetspec explain ID` prints one. IDs WS00xx to WS03xx come from reading the spec (files, YAML,
            decoding, references) and cannot be disabled; WS04xx to WS09xx are checker rules, which can be
            switched off with `--disable ID` or `checks: { disable: [ID] }` (top level or per widget), and opt-in
            rules switched on with `--enable ID` or `checks: { enable: [ID] }`. WS10xx are the rules of
            `widgetspec diff`, which compares two versions of the specs (see [diff.md](diff.md)); their examples
            are changes, a spec before and after, and `diff --disable ID` switches one off. Sources in brackets
            (`[S3]`) are listed with their addresses in [sources.md](sources.md). Each rule says what it rests on:
            Apple's documentation, or an assumption (a forum report, third-party material, or the tool's own
            design) with its reason.

            ## Fix-its

            Some diagnostics carry a fix-it: a replacement for the text at a range, printed as
            `fix-it: replace with '…'` (and in the JSON and SARIF output). Most are machine-applicable: the one
            replacement that removes the problem without a decision the spec does not already make (a typo's
            closest key or name, the spelling the language requires, a value the system uses anyway, such as 8h
            for a longer Live Activity `duration`). `widgetspec check --fix` applies those (see
            [cli.md](cli.md#check---fix-apply-the-fix-its)). The others are suggestions, printed but never applied:
            today the platform version raised to WidgetKit's first (WS0406), because which systems an app supports
            is the user's decision. Every machine-applicable fix-it of the invalid-spec corpus and of the examples
            below is applied in the tests, which check that its diagnostic is then gone.


            """
        for category in DiagnosticCategory.allCases {
            let members = descriptions.filter { $0.category == category }
            guard !members.isEmpty else { continue }
            text += "## \(category.title) (\(category.rawValue)xx)\n\n"
            text += "| ID | name | severity | source | summary |\n|---|---|---|---|---|\n"
            for description in members {
                let optIn = description.isOptIn ? ", opt-in" : ""
                text +=
                    "| [\(description.id)](#\(description.id.rawValue.lowercased())) | `\(description.name)` "
                    + "| \(description.severity.rawValue)\(optIn) | \(description.source.tag) "
                    + "| \(description.summary.replacing("|", with: "\\|")) |\n"
            }
            text += "\n"
            for description in members { text += section(description) }
        }
        guard !assumptions.isEmpty else { return text }
        text += """
            ## Report assumptions

            What `widgetspec report` takes as given, each with what it rests on; `widgetspec explain NAME` prints \
            one, and every report lists them (the JSON report as data). See [report.md](report.md).

            | name | source | summary |
            |---|---|---|

            """
        for assumption in assumptions {
            text +=
                "| [`\(assumption.name)`](#\(assumption.name)) | \(assumption.source.tag) "
                + "| \(assumption.summary.replacing("|", with: "\\|")) |\n"
        }
        text += "\n"
        for assumption in assumptions {
            text += "### \(assumption.name)\n\n\(assumption.summary)\n\n\(assumption.explanation)\n\n"
            text += "**Source:** \(assumption.source.text)\n\n"
            text += markdownSources(assumption.explanation + assumption.source.citations)
            if let setting = assumption.setting { text += "**Set with:** \(setting)\n\n" }
        }
        return text
    }

    private static func section(_ description: DiagnosticDescription) -> String {
        var text = "### \(description.id)\n\n"
        text += "`\(description.name)`: **\(description.severity.rawValue)**"
        text += description.isOptIn ? ", opt-in.\n\n" : ".\n\n"
        text += "\(description.summary)\n\n\(description.rationale)\n\n"
        text += "**Source:** \(description.source.text)\n\n"
        text += markdownSources(description.rationale + description.source.citations)
        for example in description.triggering {
            text += "Reported for" + markdownExample(example)
        }
        for example in description.nonTriggering {
            text += "Not reported for" + markdownExample(example)
        }
        if let note = description.exampleNote { text += "No spec example: \(note)\n\n" }
        return text
    }

    /// `:` and the spec as a YAML block, or ` the change from:` and both specs of a change.
    private static func markdownExample(_ example: SpecExample) -> String {
        let block = { (text: String) in "```yaml\n\(text)\n```\n\n" }
        guard let old = example.oldText else { return ":\n\n" + block(example.text) }
        return " the change from:\n\n" + block(old) + "to:\n\n" + block(example.text)
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
