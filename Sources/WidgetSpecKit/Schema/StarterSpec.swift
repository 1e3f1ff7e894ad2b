import Foundation

/// The commented starter spec `widgetspec init` writes: one widget with sensible defaults, the editor schema
/// line, and comments that point to the reference. It passes `widgetspec check` as written.
public struct StarterSpec: Sendable, Hashable {
    /// The file name stem: `NAME` of `NAME.widgets.yaml`.
    public var name: String
    /// Where the `# yaml-language-server: $schema=` line points.
    public var schemaLocation: String

    public static let defaultName = "MyWidgets"
    public static let defaultSchemaLocation = "widgetspec.schema.json"

    /// Returns nil when `name` can't be a file name stem here (empty, a path, hidden).
    public init?(name: String, schemaLocation: String = StarterSpec.defaultSchemaLocation) {
        var stem = name
        for suffix in SpecFiles.extensions where stem.hasSuffix(suffix) { stem.removeLast(suffix.count) }
        guard !stem.isEmpty, !stem.contains("/"), !stem.hasPrefix("."), !stem.contains("\0") else { return nil }
        self.name = stem
        self.schemaLocation = schemaLocation
    }

    public var fileName: String { name + ".widgets.yaml" }

    /// The bundle's Swift name: the name's words in UpperCamelCase, ending in `Widgets`
    /// (`demo` -> `DemoWidgets`, `my-widgets` -> `MyWidgets`); `MyWidgets` when the name has no usable words.
    public var bundleName: String {
        let words = name.split(whereSeparator: { !($0.isLetter || $0.isNumber) })
        var camel = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = camel.unicodeScalars.first, first.properties.isAlphabetic, first.properties.isUppercase,
            SwiftIdentifier.isIdentifier(camel)
        else { return Self.defaultName }
        if !camel.hasSuffix("Widgets") { camel += "Widgets" }
        return camel
    }

    /// The kind prefix: the name's ASCII letters and digits, lowercased (`com.example.demo.status`).
    var kindStem: String {
        let ascii = name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        return ascii.isEmpty ? "mywidgets" : String(String.UnicodeScalarView(ascii))
    }

    /// The starter spec's text.
    public var text: String {
        """
        # yaml-language-server: $schema=\(schemaLocation)
        # A widget extension described for WidgetSpec. Check it with `widgetspec check \(fileName)`;
        # every key is described in docs/spec-language.md (and on hover, in editors that read the schema).
        spec: 1                         # format version
        \(commented("bundle: \(bundleName)", "Swift type name of the WidgetBundle"))
        platforms:
          iOS: "17.0"                   # deployment minimums (quote versions); also macOS, watchOS, visionOS

        widgets:
          Status:                       # Swift type name of the widget; your view is StatusView(entry:)
            kind: com.example.\(kindStem).status
            displayName: Status
            description: The latest status at a glance.
            families: [systemSmall, systemMedium, accessoryRectangular]
            entry:                      # the TimelineEntry's fields besides `date`
              title: { type: String, placeholder: "All good" }
              progress: { type: Double, placeholder: 0.5, doc: "Fraction done, 0...1" }
            timeline:
              entries: { every: 1h, count: 4 }   # entries now, +1h, +2h, +3h
              policy: atEnd                      # ask for a new timeline after the last entry

        """
    }

    /// `line` with `comment` aligned to the column the template's other comments use.
    private func commented(_ line: String, _ comment: String) -> String {
        line + String(repeating: " ", count: max(2, 32 - line.count)) + "# " + comment
    }

    public enum WriteError: Error, Equatable, CustomStringConvertible {
        case exists(String)
        case unwritable(String, reason: String)

        public var description: String {
            switch self {
            case .exists(let path): "'\(path)' already exists; choose another name or remove it"
            case .unwritable(let path, let reason): "cannot write '\(path)': \(reason)"
            }
        }
    }

    /// Writes the spec into `directory`, never replacing an existing file. Returns the path written.
    @discardableResult
    public func write(in directory: URL) throws(WriteError) -> URL {
        try Self.create(directory.appendingPathComponent(fileName), contents: text)
    }

    /// Creates `url` with `contents`; fails when the file exists, atomically with respect to other writers, and
    /// removes what it created when a write fails (a full disk).
    @discardableResult
    public static func create(_ url: URL, contents: String) throws(WriteError) -> URL {
        let path = url.path
        // O_EXCL makes the existence check and the creation one step, so a file appearing in between is safe.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            if code == EEXIST { throw .exists(path) }
            throw .unwritable(path, reason: String(cString: strerror(code)))
        }
        var stream = FileOutputStream(fileDescriptor: descriptor)
        stream.write(contents)
        let writeFailure = stream.flush()
        let closeFailure = close(descriptor) == 0 ? nil : String(cString: strerror(errno))
        if let failure = writeFailure ?? closeFailure {
            // Half a starter is worse than none: the next `init` would refuse to replace it.
            unlink(path)
            throw .unwritable(path, reason: failure)
        }
        return url
    }
}
