import Foundation
import Testing

@testable import WidgetSpecKit

/// Xcode reads App Intents metadata (intent titles and descriptions, `@Parameter` titles and descriptions, type and
/// case display representations) from the source at build time, and only from literal forms; a
/// `LocalizedStringResource` with a `bundle:` argument is rejected ("the bundle parameter is unsupported for static
/// extraction"). These tests walk every such place in the code generated for every spec and valid fixture, in both
/// routes (an Xcode project's main bundle and a package's `Bundle.module`), and fail on a form outside
/// `ExtractableText.accepted` (docs/generated-code.md#app-intents-metadata).
@Suite struct AppIntentsExtractionTests {
    /// Every spec of `specs/` and the valid corpus; a localized one also as it is generated for a package.
    static let corpus: [ExampleSpec] = {
        let directory = RepositoryPaths.root.appendingPathComponent("Tests/WidgetSpecKitTests/Spec/Fixtures/valid")
        let fixtures = SpecTestPaths.specFiles(in: directory).compactMap { url -> ExampleSpec? in
            guard let bytes = try? [UInt8](Data(contentsOf: url)),
                let spec = SpecLoader.load(SourceFile(path: url.lastPathComponent, bytes: bytes)).spec
            else { return nil }
            return ExampleSpec(spec: spec, displayPath: url.lastPathComponent)
        }
        return (ExampleSpec.all + fixtures).flatMap { example -> [ExampleSpec] in
            guard example.spec.localization != nil else { return [example] }
            var packaged = example.spec
            packaged.localization?.bundle = .module
            return [example, ExampleSpec(spec: packaged, displayPath: example.displayPath, access: .public)]
        }
    }()

    @Test func everyAppIntentsTextIsExtractable() {
        var sites = 0
        for example in Self.corpus {
            for source in [example.shared, example.extensionPart] {
                for site in AppIntentsTextSite.all(in: source) {
                    sites += 1
                    let route = example.spec.localization?.bundle.rawValue ?? "no localization"
                    #expect(
                        site.isExtractable,
                        "\(example.displayPath) (\(route)): \(site.place.rawValue) is `\(site.expression)`")
                }
            }
        }
        #expect(sites > 100, "the walk found \(sites) places: it no longer finds the generated declarations")
    }

    /// The walk reaches each kind of place, in plain and in localized specs.
    @Test func theWalkFindsEveryKindOfPlace() {
        let places = Set(
            Self.corpus.flatMap { example in
                (AppIntentsTextSite.all(in: example.shared) + AppIntentsTextSite.all(in: example.extensionPart))
                    .map(\.place)
            })
        #expect(places == Set(AppIntentsTextSite.Place.allCases), "found \(places)")
        #expect(Self.corpus.contains { $0.spec.localization?.bundle == .module }, "no package route in the corpus")
    }

    /// Negative controls: the forms Xcode does not extract are caught.
    @Test(arguments: [
        #"LocalizedStringResource("A.title", defaultValue: "A", table: "t", bundle: .atURL(S.bundle.bundleURL), comment: "c")"#,
        #"LocalizedStringResource("A.title", defaultValue: "A", table: "t", locale: .current, comment: "c")"#,
        #"LocalizedStringResource("A.title", defaultValue: "A", table: tableName, comment: "c")"#,
        #"LocalizedStringResource(key, defaultValue: "A", table: "t", comment: "c")"#,
        #""Hello \(name)""#,
        "Strings.title",
    ])
    func nonLiteralFormsAreRejected(_ expression: String) {
        let source =
            "struct A: AppIntents.AppIntent {\n    static var title: LocalizedStringResource {\n"
            + "        \(expression)\n    }\n}\n"
        let sites = AppIntentsTextSite.all(in: source)
        #expect(sites.count == 1)
        #expect(sites.allSatisfy { !$0.isExtractable }, "\(sites.map(\.expression))")
    }

    @Test(arguments: [
        #""Order Pizza""#,
        #"LocalizedStringResource("A.title", defaultValue: "Order Pizza", table: "pizza.widgets", comment: "The title.")"#,
    ])
    func literalFormsAreAccepted(_ expression: String) {
        let source = "@Parameter(title: \(expression))\nvar value: Swift.Bool\n"
        let sites = AppIntentsTextSite.all(in: source)
        #expect(sites.count == 1 && sites.allSatisfy(\.isExtractable), "\(sites.map(\.expression))")
    }
}

/// One place in generated code where App Intents metadata is a text, and the expression written there.
struct AppIntentsTextSite {
    enum Place: String, CaseIterable {
        case intentTitle = "an intent's title"
        case intentDescription = "an intent's description"
        case parameterTitle = "a @Parameter title"
        case parameterDescription = "a @Parameter description"
        case typeDisplayRepresentation = "a TypeDisplayRepresentation"
        case caseDisplayRepresentation = "a case's DisplayRepresentation"
        case instanceDisplayRepresentation = "an entity instance's DisplayRepresentation"
    }

    var place: Place
    var expression: String

    /// Whether Xcode can read the text at build time: `ExtractableText.accepted`. An entity instance's display
    /// representation is computed when it is shown, from the instance's fields, so its default value may
    /// interpolate them; its key, table and comment stay literals.
    var isExtractable: Bool {
        ExtractableText.isAccepted(expression, interpolatedDefault: place == .instanceDisplayRepresentation)
    }

    static func all(in source: String) -> [AppIntentsTextSite] {
        let text = Array(source.unicodeScalars)
        var sites: [AppIntentsTextSite] = []
        var lastInstanceMarker = -1
        var index = 0
        while index < text.count {
            if matches(text, at: index, "var displayRepresentation:") { lastInstanceMarker = index }
            if matches(text, at: index, "static var title: LocalizedStringResource {") {
                let start = skipWhitespace(text, from: index + "static var title: LocalizedStringResource {".count)
                sites.append(AppIntentsTextSite(place: .intentTitle, expression: expression(text, from: start)))
            } else if matches(text, at: index, "IntentDescription(") {
                let start = index + "IntentDescription(".count
                sites.append(AppIntentsTextSite(place: .intentDescription, expression: expression(text, from: start)))
            } else if matches(text, at: index, "@Parameter(") {
                for (label, place) in [("title: ", Place.parameterTitle), ("description: ", .parameterDescription)] {
                    if let start = argument(label, in: text, call: index + "@Parameter(".count) {
                        sites.append(AppIntentsTextSite(place: place, expression: expression(text, from: start)))
                    }
                }
            } else if matches(text, at: index, "TypeDisplayRepresentation(name: ") {
                let start = index + "TypeDisplayRepresentation(name: ".count
                sites.append(
                    AppIntentsTextSite(place: .typeDisplayRepresentation, expression: expression(text, from: start)))
            } else if matches(text, at: index, "DisplayRepresentation(title: ") {
                let isInstance = lastInstanceMarker >= 0 && index - lastInstanceMarker < 400
                let place: Place = isInstance ? .instanceDisplayRepresentation : .caseDisplayRepresentation
                let start = index + "DisplayRepresentation(title: ".count
                sites.append(AppIntentsTextSite(place: place, expression: expression(text, from: start)))
                if let subtitle = argument("subtitle: ", in: text, call: index + "DisplayRepresentation(".count) {
                    var value = expression(text, from: subtitle)
                    // `optional.map { <text> }`: the text is the closure's.
                    if let open = value.range(of: ".map { "), value.hasSuffix(" }") {
                        value = String(value[open.upperBound...].dropLast(2))
                    }
                    sites.append(AppIntentsTextSite(place: place, expression: value))
                }
            }
            index += 1
        }
        return sites
    }

    private static func matches(_ text: [Unicode.Scalar], at index: Int, _ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        guard index + scalars.count <= text.count else { return false }
        return Array(text[index..<index + scalars.count]) == scalars
    }

    private static func skipWhitespace(_ text: [Unicode.Scalar], from index: Int) -> Int {
        var index = index
        while index < text.count, text[index].properties.isWhitespace { index += 1 }
        return index
    }

    /// The start of the argument labelled `label` of the call whose arguments start at `call`.
    private static func argument(_ label: String, in text: [Unicode.Scalar], call: Int) -> Int? {
        var index = call
        while index < text.count {
            if matches(text, at: index, label) { return index + label.count }
            let end = ExtractableText.endOfExpression(text, from: index)
            guard end < text.count, text[end] == "," else { return nil }
            index = skipWhitespace(text, from: end + 1)
        }
        return nil
    }

    private static func expression(_ text: [Unicode.Scalar], from start: Int) -> String {
        let end = ExtractableText.endOfExpression(text, from: start)
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text[start..<end])
        return String(scalars).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The forms of a text Xcode extracts App Intents metadata from, as docs/generated-code.md lists them:
/// a string literal without interpolation, or `LocalizedStringResource("key", defaultValue: "…", table: "…",
/// comment: "…")` whose arguments are all such literals (any of the labelled ones may be left out) and which names
/// no `bundle:` or `locale:`.
enum ExtractableText {
    static let acceptedLabels: Set<String> = ["defaultValue", "table", "comment"]

    static func isAccepted(_ expression: String, interpolatedDefault: Bool) -> Bool {
        if isPlainLiteral(expression) { return true }
        if interpolatedDefault, isLiteral(expression) { return true }
        let prefix = "LocalizedStringResource("
        guard expression.hasPrefix(prefix), expression.hasSuffix(")") else { return false }
        let inner = Array(expression.dropFirst(prefix.count).dropLast().unicodeScalars)
        var arguments: [String] = []
        var index = 0
        while index < inner.count {
            let end = endOfExpression(inner, from: index)
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: inner[index..<end])
            arguments.append(String(scalars).trimmingCharacters(in: .whitespaces))
            index = end + 1
        }
        guard let key = arguments.first, isPlainLiteral(key) else { return false }
        for argument in arguments.dropFirst() {
            guard let colon = argument.firstIndex(of: ":") else { return false }
            let label = String(argument[..<colon])
            let value = argument[argument.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard acceptedLabels.contains(label) else { return false }
            let allowsInterpolation = interpolatedDefault && label == "defaultValue"
            guard isPlainLiteral(value) || (allowsInterpolation && isLiteral(value)) else { return false }
        }
        return true
    }

    /// One string literal, interpolating or not.
    static func isLiteral(_ expression: String) -> Bool {
        let scalars = Array(expression.unicodeScalars)
        guard scalars.first == "\"", scalars.count >= 2 else { return false }
        return endOfExpression(scalars, from: 0) == scalars.count
    }

    /// One string literal without interpolation.
    static func isPlainLiteral(_ expression: String) -> Bool {
        isLiteral(expression) && !expression.contains("\\(")
    }

    /// Where the expression starting at `start` ends: at a `,` or closing bracket of depth 0, outside strings, or
    /// at the end of its line.
    static func endOfExpression(_ text: [Unicode.Scalar], from start: Int) -> Int {
        var depth = 0
        var index = start
        var inString = false
        var interpolationDepths: [Int] = []
        while index < text.count {
            let scalar = text[index]
            if inString {
                if scalar == "\\", index + 1 < text.count {
                    if text[index + 1] == "(" {
                        interpolationDepths.append(depth)
                        depth += 1
                        inString = false
                        index += 2
                        continue
                    }
                    index += 2
                    continue
                }
                if scalar == "\"" { inString = false }
                index += 1
                continue
            }
            switch scalar {
            case "\"": inString = true
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                if depth == 0 { return index }
                depth -= 1
                if let last = interpolationDepths.last, last == depth {
                    interpolationDepths.removeLast()
                    inString = true
                }
            case ",": if depth == 0 { return index }
            case "\n": if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return index
    }
}
