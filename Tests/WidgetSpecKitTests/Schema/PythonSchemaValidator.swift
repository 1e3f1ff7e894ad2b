import Foundation
import Testing

/// Runs python3's `jsonschema` over specs converted from YAML to JSON: the same check an editor makes.
/// The script is kept here (not as a .py file) so the test target holds Swift sources only.
enum PythonSchemaValidator {
    enum Outcome: Equatable {
        case valid
        case invalid(String)
        /// The YAML did not load in Python; such files say nothing about the schema.
        case unreadable(String)

        var isValid: Bool { self == .valid }
        var isInvalid: Bool {
            if case .invalid = self { return true }
            return false
        }
    }

    /// `WIDGETSPEC_SKIP_PYTHON=1` skips these tests on machines without python3, jsonschema and PyYAML; CI
    /// installs them (`pip install jsonschema pyyaml`).
    static let skipRequested = ProcessInfo.processInfo.environment["WIDGETSPEC_SKIP_PYTHON"] == "1"

    /// Validates `files` against `schema` (the schema's JSON text); outcomes by file path.
    static func validate(_ files: [URL], schema: String) throws -> [String: Outcome] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "widgetspec-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let schemaURL = directory.appendingPathComponent("widgetspec.schema.json")
        let scriptURL = directory.appendingPathComponent("validate_specs.py")
        try Data(schema.utf8).write(to: schemaURL)
        try Data(script.utf8).write(to: scriptURL)

        let (status, output) = try Toolchain.run(
            "/usr/bin/env", ["python3", scriptURL.path, schemaURL.path] + files.map(\.path))
        guard status == 0 else {
            throw ValidatorFailure(
                message: """
                    python3 validate_specs.py failed (status \(status)); it needs python3 with jsonschema and PyYAML \
                    (pip install jsonschema pyyaml), or set WIDGETSPEC_SKIP_PYTHON=1 to skip:
                    \(output)
                    """)
        }
        var outcomes: [String: Outcome] = [:]
        for line in output.split(separator: "\n").map(String.init) {
            let words = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard words.count == 2 else { continue }
            let path = String(words[1].prefix { $0 != ":" })
            let message = String(words[1].dropFirst(path.count))
            switch words[0] {
            case "valid": outcomes[path] = .valid
            case "invalid": outcomes[path] = .invalid(message)
            case "unreadable": outcomes[path] = .unreadable(message)
            default: continue
            }
        }
        return outcomes
    }

    struct ValidatorFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    static let script = #"""
        #!/usr/bin/env python3
        """Validates widget specs against the WidgetSpec JSON Schema, the way an editor does.

        Usage: validate_specs.py SCHEMA.json SPEC.widgets.yaml...
        Prints one line per spec, "valid PATH", "invalid PATH: MESSAGE" or "unreadable PATH: MESSAGE", and exits 0
        (the caller judges the lines); exits 2 when the schema itself is not a valid draft 2020-12 schema.

        YAML is read with the YAML 1.2 core schema, as the YAML language server reads it: only true/false are
        booleans, numbers are numbers, and `yes`, `on`, `09:30` or `2026-01-05` stay strings. (PyYAML's default
        YAML 1.1 rules would turn `on` into a boolean and `09:30` into the integer 570.) Merge keys (<<) are
        resolved, as the tool's loader resolves them before decoding.
        """
        import json
        import re
        import sys

        import jsonschema
        import yaml


        # libyaml's parser when PyYAML has it: the tool parses with libyaml too, and it accepts plain scalars such
        # as `String?` in flow mappings that PyYAML's pure-Python parser rejects.
        _BASE = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


        class Core12Loader(_BASE):
            """A safe loader with the YAML 1.2 core schema's implicit types instead of YAML 1.1's."""


        Core12Loader.yaml_implicit_resolvers = {}
        _RESOLVERS = [
            ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", list("~nN") + [""]),
            ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", list("tTfF")),
            ("tag:yaml.org,2002:int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", list("-+0123456789")),
            (
                "tag:yaml.org,2002:float",
                r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
                r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
                list("-+.0123456789"),
            ),
            ("tag:yaml.org,2002:merge", r"^(?:<<)$", ["<"]),
        ]
        for tag, pattern, first in _RESOLVERS:
            Core12Loader.add_implicit_resolver(tag, re.compile(pattern), first)


        def _int_12(loader, node):
            text = loader.construct_scalar(node)
            if text.startswith("0o"):
                return int(text[2:], 8)
            if text.startswith("0x"):
                return int(text[2:], 16)
            return int(text, 10)


        Core12Loader.add_constructor("tag:yaml.org,2002:int", _int_12)


        def main():
            with open(sys.argv[1], encoding="utf-8") as handle:
                schema = json.load(handle)
            try:
                jsonschema.Draft202012Validator.check_schema(schema)
            except jsonschema.SchemaError as error:
                print(f"schema error: {error.message}")
                sys.exit(2)
            validator = jsonschema.Draft202012Validator(schema)
            for path in sys.argv[2:]:
                try:
                    with open(path, encoding="utf-8-sig") as handle:
                        document = yaml.load(handle, Loader=Core12Loader)
                except Exception as error:  # YAML errors are the tool's business, not the schema's
                    print(f"unreadable {path}: {str(error).splitlines()[0] if str(error) else type(error).__name__}")
                    continue
                errors = sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
                if errors:
                    first = errors[0]
                    where = "/".join(map(str, first.absolute_path)) or "(top)"
                    print(f"invalid {path}: {where}: {first.message[:300]}")
                else:
                    print(f"valid {path}")


        if __name__ == "__main__":
            main()
        """#
}
