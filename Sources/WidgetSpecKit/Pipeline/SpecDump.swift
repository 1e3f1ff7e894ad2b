/// What `widgetspec dump` prints: the validated, resolved model as JSON with sorted keys, written by the one JSON
/// writer (`JSONValue`) like every other JSON output.
package enum SpecDump {
    /// One spec as an object, several as an array of them; ends with a newline.
    ///
    /// - Parameter locations: Whether source ranges are kept. Without them (`dump --no-locations`) a located
    ///   value (`{"range": …, "value": v}`) is its value alone and every other range is left out: the model
    ///   without the positions that make up most of the text.
    package static func json(of specs: [Spec], locations: Bool = true) throws -> String {
        let value = try specs.count == 1 ? JSONValueEncoder.encode(specs[0]) : JSONValueEncoder.encode(specs)
        return (locations ? value : value.withoutSourceRanges).rendered()
    }
}

extension JSONValue {
    /// The value with every source range taken out, and a located value replaced by its value.
    fileprivate var withoutSourceRanges: JSONValue {
        switch self {
        case .object(let members):
            let kept = members.filter { !$0.1.isSourceRange }.map { ($0.0, $0.1.withoutSourceRanges) }
            let wasLocated = members.count == 2 && members.contains { $0.0 == "range" && $0.1.isSourceRange }
            if wasLocated, kept.count == 1, kept[0].0 == "value" { return kept[0].1 }
            return .object(kept)
        case .array(let elements):
            return .array(elements.filter { !$0.isSourceRange }.map(\.withoutSourceRanges))
        default:
            return self
        }
    }

    /// Whether this is a `SourceRange` as the encoder writes it: `file`, `start` and `end`, the last two lines
    /// and columns.
    private var isSourceRange: Bool {
        guard case .object(let members) = self, members.count == 3 else { return false }
        let keys = Set(members.map(\.0))
        guard keys == ["file", "start", "end"] else { return false }
        return members.allSatisfy { key, value in
            guard key != "file" else { return true }
            guard case .object(let position) = value else { return false }
            return Set(position.map(\.0)) == ["line", "column"]
        }
    }
}
