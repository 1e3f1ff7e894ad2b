import CYAML

/// The practical limit: libyaml's event parser over the same bytes, doing nothing with the events but
/// counting them (what any YAML front end must at least pay).
enum RawLibYAML {
    /// Parses every buffer to its end; returns the number of events (so the loop cannot be optimised away).
    static func parse(_ files: [[UInt8]]) -> Int {
        var events = 0
        for bytes in files {
            events += bytes.withUnsafeBufferPointer { parse($0) }
        }
        return events
    }

    private static func parse(_ input: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = input.baseAddress, !input.isEmpty else { return 0 }
        // libyaml keeps a pointer to the parser inside the parser: it must not move.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else { fail("libyaml: out of memory") }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, base, input.count)
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer { event.deallocate() }
        var count = 0
        while true {
            guard yaml_parser_parse(parser, event) == 1 else { fail("libyaml: the benchmark input is invalid") }
            count += 1
            let isEnd = event.pointee.type == YAML_STREAM_END_EVENT
            yaml_event_delete(event)
            if isEnd { return count }
        }
    }
}
