import Foundation

/// `widgetspec scaffold --list`: the types a spec asks the app to write, per part, each with what the generated
/// code calls on it.
package enum UserCodeListing {
    /// The list for `spec`, its path shown as `displayPath`, with the types of `parts`; lines end with `\n`.
    package static func text(
        for spec: Spec, displayPath: String, parts: [GeneratedPart] = GeneratedPart.allCases
    ) -> String {
        let declarations = UserCode.declarations(of: spec).filter { parts.contains($0.part) }
        let path = OneLineText.escaped(displayPath)
        guard !declarations.isEmpty else { return "\(path): nothing to write (\(nothingToWrite(parts)))\n" }
        let fileName = (spec.file as NSString).lastPathComponent
        let counts = GeneratedPart.allCases.map { part in
            (part, declarations.filter { $0.part == part })
        }
        let summary = counts.filter { !$0.1.isEmpty }.map { "\($0.1.count) in the \($0.0.rawValue) part" }
        var text =
            "\(path): \(declarations.count) \(declarations.count == 1 ? "type" : "types") to write ("
            + summary.joined(separator: ", ") + ")\n"
        for (part, list) in counts where !list.isEmpty {
            text += "\(part.rawValue) part, \(place(of: part)):\n"
            for declaration in list {
                let owners = declaration.owners.map {
                    "\($0.description) (\(OneLineText.escaped(fileName)):\($0.range.start.line))"
                }
                text +=
                    "  \(declaration.name): \(declaration.conformances.joined(separator: ", ")) — the "
                    + "\(declaration.kind.rawValue) of \(owners.joined(separator: ", "))\n"
                for requirement in declaration.requirements {
                    text += "    \(requirement)\n"
                }
            }
        }
        return text
    }

    /// Why a list is empty: "the generated code names no type of the app's", or "... in the shared part".
    package static func nothingToWrite(_ parts: [GeneratedPart]) -> String {
        "the generated code names no type of the app's"
            + (parts.count == 1 ? " in the \(parts[0].rawValue) part" : "")
    }

    /// Where a part's types are compiled.
    static func place(of part: GeneratedPart) -> String {
        switch part {
        case .shared: "beside the shared part, in the app and in the widget extension"
        case .extension: "in the widget extension, beside the extension part"
        }
    }
}
