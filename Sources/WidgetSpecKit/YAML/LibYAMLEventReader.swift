import CYAML

/// What libyaml reported when it stopped with an error.
struct LibYAMLProblem {
    var kind: yaml_error_type_t
    var problem: String
    /// Where the problem is (scanner and parser errors).
    var problemMark: yaml_mark_t
    /// The byte offset of the problem (reader errors, which have no mark).
    var problemOffset: Int
    /// The offending value of a reader error (for example the control character).
    var problemValue: Int32
    var context: String?
    var contextMark: yaml_mark_t
}

/// Runs libyaml's event parser over a buffer, handing each event to a closure.
///
/// The traps of libyaml's C API are handled here once: the parser is heap-allocated because it stores a
/// pointer to itself, the input must stay alive for the whole loop (the caller's buffer does), and every
/// event and the parser are always freed.
enum LibYAMLEventReader {
    /// Calls `handle` for each event until it returns false, the stream ends, or libyaml fails.
    /// Returns libyaml's problem when parsing failed.
    static func read(
        _ input: UnsafeBufferPointer<UInt8>, handle: (UnsafePointer<yaml_event_t>) -> Bool
    ) -> LibYAMLProblem? {
        // libyaml asserts a non-NULL input pointer; an empty file has no events worth reading.
        guard let base = input.baseAddress, !input.isEmpty else { return nil }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            return LibYAMLProblem(
                kind: YAML_MEMORY_ERROR, problem: "out of memory", problemMark: yaml_mark_t(), problemOffset: 0,
                problemValue: -1, context: nil, contextMark: yaml_mark_t())
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, base, input.count)

        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer { event.deallocate() }
        while true {
            guard yaml_parser_parse(parser, event) == 1 else { return problem(of: parser.pointee) }
            let isStreamEnd = event.pointee.type == YAML_STREAM_END_EVENT
            let wantsMore = handle(event)
            yaml_event_delete(event)
            if isStreamEnd || !wantsMore { return nil }
        }
    }

    private static func problem(of parser: yaml_parser_t) -> LibYAMLProblem {
        LibYAMLProblem(
            kind: parser.error,
            problem: parser.problem.map { String(cString: $0) } ?? "unknown error",
            problemMark: parser.problem_mark,
            problemOffset: parser.problem_offset,
            problemValue: parser.problem_value,
            context: parser.context.map { String(cString: $0) },
            contextMark: parser.context_mark)
    }
}
