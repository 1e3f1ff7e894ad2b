import Foundation

/// What the import fuzz target (Fuzz/WidgetSpecImportFuzz) and its regression tests run: one input through
/// `widgetspec import`'s library half. It must end in a spec or a `Failure` (a trap, a hang or unbounded memory is
/// a bug the fuzzer sees by itself); the promises it cannot see are returned broken, one sentence each.
package enum ImportFuzzing {
    package static func brokenPromises(_ data: Data) -> [String] {
        guard let result = try? IntentDefinitionImport.spec(fromDefinition: data, fileName: "Fuzz.intentdefinition")
        else { return [] }
        var broken: [String] = []
        // The spec's lines and every note are one line each, with nothing hidden (ImportedText).
        let lines = result.spec.split(separator: "\n").map(String.init) + result.notes
        for line in lines where line.unicodeScalars.contains(where: ImportedText.needsEscape) {
            broken.append("an unescaped control, separator or bidi character in: \(ImportedText.quoted(line))")
        }
        return broken
    }
}
