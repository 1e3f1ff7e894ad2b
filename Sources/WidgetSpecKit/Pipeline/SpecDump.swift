/// What `widgetspec dump` prints: the validated, resolved model as JSON with sorted keys, written by the one JSON
/// writer (`JSONValue`) like every other JSON output.
public enum SpecDump {
    /// One spec as an object, several as an array of them; ends with a newline.
    public static func json(of specs: [Spec]) throws -> String {
        let value = try specs.count == 1 ? JSONValueEncoder.encode(specs[0]) : JSONValueEncoder.encode(specs)
        return value.rendered()
    }
}
