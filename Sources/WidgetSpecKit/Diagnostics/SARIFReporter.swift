/// SARIF 2.1.0 (OASIS), as GitHub code scanning reads it: one run of `widgetspec` whose driver lists every rule
/// of the catalog (`ReporterContext.catalog`: descriptions, help, default level, opt-in rules disabled), and one
/// result per diagnostic with its level, message, region, notes as related locations and the fix-it as a fix. Columns count Unicode
/// code points (`columnKind`); artifact URIs are relative to the working directory when the file is inside it.
package struct SARIFReporter: DiagnosticReporter {
    package static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    package init() {}

    package func render(_ diagnostics: [Diagnostic], context: ReporterContext) -> String {
        let rules = context.catalog
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let run: JSONValue = .sortedObject([
            "tool": .sortedObject([
                "driver": .sortedObject([
                    "name": .string("widgetspec"),
                    "version": .string(context.toolVersion),
                    "rules": .array(rules.map(Self.rule)),
                ])
            ]),
            "columnKind": .string("unicodeCodePoints"),
            "results": .array(diagnostics.map { result($0, ruleIndex: ruleIndex[$0.id], context: context) }),
        ])
        return JSONValue.sortedObject([
            "$schema": .string(Self.schemaURI), "version": .string("2.1.0"), "runs": .array([run]),
        ]).rendered()
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private static func rule(_ description: DiagnosticDescription) -> JSONValue {
        .sortedObject([
            "id": .string(description.id.rawValue),
            "name": .string(description.name),
            "shortDescription": .sortedObject(["text": .string(description.summary)]),
            "fullDescription": .sortedObject(["text": .string(description.rationale)]),
            "help": .sortedObject([
                "text": .string(
                    "\(description.summary)\n\n\(description.rationale)\n\nRun `widgetspec explain \(description.id)`"
                        + " for examples.")
            ]),
            "defaultConfiguration": .sortedObject([
                "level": .string(level(description.severity)), "enabled": .bool(!description.isOptIn),
            ]),
            "properties": .sortedObject([
                "category": .string(description.category.title), "source": .string(description.source.text),
            ]),
        ])
    }

    private func result(_ diagnostic: Diagnostic, ruleIndex: Int?, context: ReporterContext) -> JSONValue {
        var message = diagnostic.message
        for note in diagnostic.notes where note.range == nil { message += "\nnote: \(note.message)" }
        var members: [String: JSONValue] = [
            "ruleId": .string(diagnostic.id.rawValue),
            "level": .string(Self.level(diagnostic.severity)),
            "message": .sortedObject(["text": .string(message)]),
        ]
        if let ruleIndex { members["ruleIndex"] = .int(ruleIndex) }
        if let range = diagnostic.range {
            members["locations"] = .array([
                .sortedObject(["physicalLocation": physicalLocation(range, context: context)])
            ])
        }
        let related = diagnostic.notes.compactMap { note in note.range.map { (note.message, $0) } }
        if !related.isEmpty {
            members["relatedLocations"] = .array(
                related.enumerated().map { index, note in
                    .sortedObject([
                        "id": .int(index),
                        "message": .sortedObject(["text": .string(note.0)]),
                        "physicalLocation": physicalLocation(note.1, context: context),
                    ])
                })
        }
        if let fixIt = diagnostic.fixIt {
            members["fixes"] = .array([
                .sortedObject([
                    "description": .sortedObject(["text": .string("Replace with '\(fixIt.replacement)'")]),
                    "artifactChanges": .array([
                        .sortedObject([
                            "artifactLocation": artifactLocation(fixIt.range.file, context: context),
                            "replacements": .array([
                                .sortedObject([
                                    "deletedRegion": region(fixIt.range),
                                    "insertedContent": .sortedObject(["text": .string(fixIt.replacement)]),
                                ])
                            ]),
                        ])
                    ]),
                ])
            ])
        }
        return .sortedObject(members)
    }

    private func physicalLocation(_ range: SourceRange, context: ReporterContext) -> JSONValue {
        .sortedObject(["artifactLocation": artifactLocation(range.file, context: context), "region": region(range)])
    }

    /// SARIF regions: 1-based; `endColumn` is the column after the region, like `SourceRange.end`.
    private func region(_ range: SourceRange) -> JSONValue {
        .sortedObject([
            "startLine": .int(range.start.line), "startColumn": .int(range.start.column),
            "endLine": .int(range.end.line), "endColumn": .int(range.end.column),
        ])
    }

    private func artifactLocation(_ path: String, context: ReporterContext) -> JSONValue {
        .sortedObject(["uri": .string(ArtifactURI.uri(for: path, relativeTo: context.workingDirectory))])
    }
}

/// File paths as URI references: relative (percent-encoded) inside the working directory, `file://` outside.
enum ArtifactURI {
    static func uri(for path: String, relativeTo workingDirectory: String) -> String {
        var relative = path
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        if relative.hasPrefix("/") {
            let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
            guard !workingDirectory.isEmpty, relative.hasPrefix(base) else { return "file://" + encode(relative) }
            relative.removeFirst(base.count)
        }
        return encode(relative)
    }

    /// Percent-encodes everything but unreserved characters and `/`.
    static func encode(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.properties.isASCIIHexDigit || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || "-._~/".unicodeScalars.contains(scalar)
            {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}
