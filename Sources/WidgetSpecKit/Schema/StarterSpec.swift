import Foundation

/// The commented starter spec `widgetspec init` writes: one widget with sensible defaults, the editor schema
/// line, and comments that point to the reference. It passes `widgetspec check` as written.
package struct StarterSpec: Sendable, Hashable {
    /// The file name stem: `NAME` of `NAME.widgets.yaml`.
    package var name: String
    /// Where the `# yaml-language-server: $schema=` line points.
    package var schemaLocation: String

    package static let defaultName = "MyWidgets"
    package static let defaultSchemaLocation = "widgetspec.schema.json"

    /// Returns nil when `name` can't be a spec's name (`nameProblem(_:)` says why) or `schemaLocation` can't be
    /// written on the schema line (`schemaLocationProblem(_:)`).
    package init?(name: String, schemaLocation: String = StarterSpec.defaultSchemaLocation) {
        guard Self.nameProblem(name) == nil, Self.schemaLocationProblem(schemaLocation) == nil else { return nil }
        self.name = Self.stem(of: name)
        self.schemaLocation = schemaLocation
    }

    /// `name` without a spec extension (`Weather.widgets.yaml` names the spec `Weather`).
    private static func stem(of name: String) -> String {
        var stem = name
        for suffix in WidgetSpecFileName.suffixes where stem.hasSuffix(suffix) { stem.removeLast(suffix.count) }
        return stem
    }

    /// Why `name` cannot name a starter spec, or nil when it can: it must make one file in the current directory
    /// (no path separator, not hidden, not empty, not too long for a file name) whose name reads on one line of
    /// the spec's comment and of a shell (no line break, control or bidirectional formatting character), and
    /// that a command does not take for an option (no leading `-`).
    package static func nameProblem(_ name: String) -> String? {
        let stem = stem(of: name)
        if stem.isEmpty { return "it is empty" }
        if stem.unicodeScalars.contains(where: isInvisibleControl) {
            return "it contains a line break or another control character"
        }
        if stem.contains("/") || stem.contains("\\") { return "it contains a path separator ('/' or '\\')" }
        if stem.hasPrefix(".") { return "it starts with '.', which hides the file" }
        if stem.hasPrefix("-") { return "it starts with '-', which commands take for an option" }
        // NAME_MAX: 255 bytes for one name on the file systems widgetspec runs on.
        if (stem + ".widgets.yaml").utf8.count > 255 { return "it is too long for a file name (255 bytes)" }
        return nil
    }

    /// Why `location` cannot follow `$schema=` on the spec's first line, or nil when it can.
    package static func schemaLocationProblem(_ location: String) -> String? {
        if location.isEmpty { return "it is empty" }
        if location.unicodeScalars.contains(where: isInvisibleControl) {
            return "it contains a line break or another control character, which would end the comment line"
        }
        return nil
    }

    /// Control characters (line breaks, NEL, escape), the line and paragraph separators, and the bidirectional
    /// formatting characters, which make a name read other than it is.
    private static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: scalar.properties.isBidiControl
        }
    }

    package var fileName: String { name + ".widgets.yaml" }

    /// The command that checks the spec, with its file name quoted for a POSIX shell when it needs it
    /// (`widgetspec check 'My Widgets.widgets.yaml'`).
    package var checkCommand: String {
        ShellQuoting.command(["widgetspec", "check", fileName])
    }

    /// The bundle's Swift name: the name's words in UpperCamelCase, ending in `Widgets`
    /// (`demo` -> `DemoWidgets`, `my-widgets` -> `MyWidgets`); `MyWidgets` when the name has no usable words.
    package var bundleName: String {
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
    package var text: String {
        """
        # yaml-language-server: $schema=\(schemaLocation)
        # A widget extension described for WidgetSpec. Check it with `\(checkCommand)`;
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

    package enum WriteError: Error, Equatable, CustomStringConvertible {
        case exists(String)
        case unwritable(String, reason: String)

        package var description: String {
            switch self {
            case .exists(let path): "'\(path)' already exists; choose another name or remove it"
            case .unwritable(let path, let reason): "cannot write '\(path)': \(reason)"
            }
        }
    }

    /// Writes the spec into `directory`, never replacing an existing file. Returns the path written.
    @discardableResult
    package func write(in directory: URL) throws(WriteError) -> URL {
        try Self.create(directory.appendingPathComponent(fileName), contents: text)
    }

    /// Creates `url` with `contents`; fails when the file exists, atomically with respect to other writers, and
    /// removes what it created when a write fails (a full disk).
    @discardableResult
    package static func create(_ url: URL, contents: String) throws(WriteError) -> URL {
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
