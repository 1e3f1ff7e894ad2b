import CYAML

extension SourceLocation {
    /// The one place where a libyaml mark becomes a source location: libyaml counts lines and columns from 0
    /// (columns in characters, which is what `SourceLocation` counts too); we count from 1.
    init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}

extension SourceRange {
    /// The range between two libyaml marks, in the file of `fileOf`.
    init(fileOf other: SourceRange, from start: yaml_mark_t, to end: yaml_mark_t) {
        self.init(fileOf: other, start: SourceLocation(start), end: SourceLocation(end))
    }
}
