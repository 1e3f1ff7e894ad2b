import Foundation

/// Validates JSON documents against a JSON Schema with python3's `jsonschema` (draft 2020-12), the library server
/// teams use: one verdict per document. `WIDGETSPEC_SKIP_PYTHON=1` skips the suites that use it.
enum PythonJSONSchemaCheck {
    /// `true` for each document the schema accepts; the schema itself must be a valid draft 2020-12 schema.
    static func verdicts(schema: String, documents: [String]) throws -> [Bool] {
        let directory = try Toolchain.temporaryDirectory("payload-schema")
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("input.json")
        let script = directory.appendingPathComponent("check.py")
        try Data(("{\"schema\": \(schema), \"documents\": [" + documents.joined(separator: ",") + "]}").utf8)
            .write(to: input)
        try Data(Self.script.utf8).write(to: script)
        let (status, output) = try Toolchain.run("/usr/bin/env", ["python3", script.path, input.path])
        guard status == 0 else {
            throw Toolchain.Failure(description: "python3 check.py failed (status \(status)):\n\(output)")
        }
        return output.split(separator: "\n").map { $0.hasPrefix("valid") }
    }

    static let script = #"""
        import json
        import sys

        import jsonschema

        with open(sys.argv[1], encoding="utf-8") as handle:
            data = json.load(handle)
        jsonschema.Draft202012Validator.check_schema(data["schema"])
        validator = jsonschema.Draft202012Validator(data["schema"])
        for document in data["documents"]:
            errors = list(validator.iter_errors(document))
            print("valid" if not errors else "invalid " + errors[0].message[:200].replace("\n", " "))
        """#
}
