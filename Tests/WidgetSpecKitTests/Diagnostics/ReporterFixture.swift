import Foundation

@testable import WidgetSpecKit

/// Two spec files and a fixed list of diagnostics in them, shared by the reporter golden tests.
enum ReporterFixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/reporters")
    static let game = "specs/game.widgets.yaml"
    static let pizza = "specs/pizza delivery.widgets.yaml"

    static var context: ReporterContext {
        var sources: [String: SourceFile] = [:]
        for path in [game, pizza] {
            let bytes = (try? Data(contentsOf: directory.appendingPathComponent(path))) ?? Data()
            sources[path] = SourceFile(path: path, bytes: Array(bytes))
        }
        return ReporterContext(
            sources: sources, workingDirectory: "/work/project", toolVersion: "1.0.0", catalog: DiagnosticCatalog.all)
    }

    static func range(_ file: String, _ line: Int, _ column: Int, _ endColumn: Int) -> SourceRange {
        SourceRange(
            file: file, start: SourceLocation(line: line, column: column),
            end: SourceLocation(
                line: line, column: endColumn))
    }

    static let diagnostics: [Diagnostic] = [
        .error(
            DiagnosticDescription.familyUnavailable.id,
            "family 'accessoryCorner' is not available on iOS; it exists on watchOS only",
            at: range(game, 9, 29, 44),
            notes: [DiagnosticNote("a shared family list applies to every targeted platform")]),
        .warning(
            DiagnosticDescription.reloadLoop.id,
            "policy 'atEnd' of widget 'Status' asks for the next timeline immediately: 288 requests a day",
            at: range(game, 12, 15, 20), notes: [DiagnosticNote("date the last entry later")]),
        .warning(
            DiagnosticDescription.kindWhitespace.id, "kind 'Game Status' of widget 'Status' contains whitespace",
            at: range(game, 7, 11, 22),
            notes: [DiagnosticNote("the display name 'ゲーム状況' is what people see", at: range(game, 8, 18, 23))]),
        .error(
            DiagnosticDescription.activityTooLong.id,
            "duration 10h of Live Activity 'PizzaDelivery' is over the 8h maximum",
            at: range(pizza, 9, 15, 18), fixIt: FixIt(replacing: range(pizza, 9, 15, 18), with: "8h")),
        .note(
            DiagnosticDescription.activityUnboundedField.id,
            "Live Activity 'PizzaDelivery' has fields of unbounded size: 'orderNumber' (String), 'driverName' "
                + "(String); 100% of them may grow",
            at: range(pizza, 6, 20, 26), notes: [DiagnosticNote("'driverName' is here", at: range(pizza, 8, 19, 25))]),
        .error(.noSpecFiles, "no spec files (*.widgets.yaml) in 'empty/'", at: nil),
    ].sorted(by: Diagnostic.stableOrder)
}
