/// Reads YAML text into a `YAMLNode` tree with source positions, through libyaml's event API.
package enum YAMLLoader {
    /// Loads one spec file's bytes. Never crashes, hangs or blows memory on any input.
    ///
    /// An empty file (or one with only comments) gives no root and no diagnostics. A syntax error or an
    /// exceeded limit gives no root. Duplicate keys, undefined aliases (loaded as null) and bad merge keys
    /// are reported and loading goes on.
    package static func load(_ bytes: [UInt8], file: String, options: YAMLLoadOptions = YAMLLoadOptions())
        -> YAMLDocument
    {
        let stream = read(bytes, file: file, options: options, allowsMultipleDocuments: false)
        return YAMLDocument(root: stream.documents.first, diagnostics: stream.diagnostics, hasTags: stream.hasTags)
    }

    /// Loads every document of a YAML stream (`---` separated), with the same checks as `load`, except that
    /// more than one document is allowed.
    package static func loadStream(_ bytes: [UInt8], file: String, options: YAMLLoadOptions = YAMLLoadOptions())
        -> YAMLStream
    {
        read(bytes, file: file, options: options, allowsMultipleDocuments: true)
    }

    private static func read(
        _ bytes: [UInt8], file: String, options: YAMLLoadOptions, allowsMultipleDocuments: Bool
    ) -> YAMLStream {
        guard bytes.count <= options.limits.maxFileSize else {
            let diagnostic = Diagnostic.error(
                .fileTooLarge,
                "the file is \(bytes.count) bytes, more than the limit of \(options.limits.maxFileSize) bytes",
                at: SourceRange(file: file, at: SourceLocation(line: 1, column: 1)))
            return YAMLStream(documents: [], diagnostics: [diagnostic])
        }
        // The buffer stays alive (and in place) for the whole libyaml event loop.
        return bytes.withUnsafeBufferPointer { input in
            if let invalid = InvalidUTF8Byte.first(in: input) {
                let start = ByteLocator.location(ofByte: invalid.offset, in: input)
                let end = SourceLocation(line: start.line, column: start.column + 1)
                let diagnostic = Diagnostic.error(
                    .invalidUTF8, invalid.message, at: SourceRange(file: file, start: start, end: end))
                return YAMLStream(documents: [], diagnostics: [diagnostic])
            }
            var builder = YAMLTreeBuilder(
                file: file, options: options, allowsMultipleDocuments: allowsMultipleDocuments)
            let problem = LibYAMLEventReader.read(input) { builder.handle($0) }
            var diagnostics = builder.diagnostics
            if let problem {
                diagnostics.append(YAMLSyntaxError.diagnostic(for: problem, file: file, input: input))
            }
            // Inner mappings finish first; report in source order.
            diagnostics.sort(by: Diagnostic.stableOrder)
            let isUsable = problem == nil && !builder.isAbandoned
            return YAMLStream(
                documents: isUsable ? builder.roots : [], diagnostics: diagnostics, hasTags: builder.hasTags)
        }
    }
}
