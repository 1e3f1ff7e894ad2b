/// What a declaration stands for, for tools that read the trees instead of the text (the checker asks which names
/// a generated file declares and which app types it uses). Only declarations carry notes, never the expressions of
/// a body. The renderer ignores notes, and they take no part in equality: two trees that render alike are equal.
struct SwiftNote: Hashable, Sendable {
    let value: any Sendable

    init(_ value: any Sendable) {
        self.value = value
    }

    static func == (lhs: SwiftNote, rhs: SwiftNote) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}

extension SwiftFile {
    /// The notes of the file's declarations, in the order the file has them. Only declarations carry notes, so
    /// a tree built without bodies (`SwiftBodies`) has them all.
    var notes: [SwiftNote] {
        var notes: [SwiftNote] = []
        Self.collectNotes(of: members, into: &notes)
        return notes
    }

    private static func collectNotes(of decls: [SwiftDecl], into notes: inout [SwiftNote]) {
        for decl in decls {
            switch decl {
            case .noted(let inner, let note):
                notes.append(note)
                collectNotes(of: [inner], into: &notes)
            case .type(let type): collectNotes(of: type.members, into: &notes)
            case .conditional(let conditional):
                for branch in conditional.branches { collectNotes(of: branch.body, into: &notes) }
                collectNotes(of: conditional.otherwise ?? [], into: &notes)
            case .importModule, .function, .property, .initializer, .enumCase, .associatedType, .typeAlias, .comment,
                .macroExpansion:
                break
            }
        }
    }
}
