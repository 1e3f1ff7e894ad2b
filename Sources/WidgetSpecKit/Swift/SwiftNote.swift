/// What a declaration or a type reference stands for, for tools that read the trees instead of the text (the
/// checker asks which names a generated file declares and which app types it uses). The renderer ignores notes,
/// and they take no part in equality: two trees that render alike are equal.
struct SwiftNote: Hashable, Sendable {
    let value: any Sendable

    init(_ value: any Sendable) {
        self.value = value
    }

    static func == (lhs: SwiftNote, rhs: SwiftNote) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}

extension SwiftFile {
    /// The notes of the file's declarations and expressions, in the order the file has them.
    var notes: [SwiftNote] {
        var walk = SwiftNoteWalk()
        walk.declarations(members)
        return walk.notes
    }
}

/// Visits every declaration, statement and expression of a tree and keeps the notes.
private struct SwiftNoteWalk {
    var notes: [SwiftNote] = []

    mutating func declarations(_ decls: [SwiftDecl]) {
        for decl in decls { declaration(decl) }
    }

    mutating func declaration(_ decl: SwiftDecl) {
        switch decl {
        case .noted(let inner, let note):
            notes.append(note)
            declaration(inner)
        case .type(let type): declarations(type.members)
        case .function(let function): statements(function.body ?? [])
        case .initializer(let initializer): statements(initializer.body ?? [])
        case .property(let property):
            switch property.value {
            case .getter(let body): statements(body)
            case .expression(let value): expression(value)
            case .none, .initial, .requirement: break
            }
        case .conditional(let conditional):
            for branch in conditional.branches { declarations(branch.body) }
            declarations(conditional.otherwise ?? [])
        case .macroExpansion(let call, _): self.call(call)
        case .importModule, .enumCase, .associatedType, .typeAlias, .comment: break
        }
    }

    mutating func statements(_ statements: [SwiftStatement]) {
        for statement in statements { self.statement(statement) }
    }

    mutating func statement(_ statement: SwiftStatement) {
        switch statement {
        case .expression(let value), .let(_, let value): expression(value)
        case .return(let value): value.map { expression($0) }
        case .if(_, let body, let otherwise):
            statements(body)
            statements(otherwise ?? [])
        case .block(_, let body): statements(body)
        case .conditional(let conditional):
            for branch in conditional.branches { statements(branch.body) }
            statements(conditional.otherwise ?? [])
        case .variable(_, _, let value): expression(value)
        case .guard(let clauses, let otherwise):
            // A condition may use a type too (`guard WidgetFlags.lockScreen else ...`).
            for clause in clauses {
                switch clause {
                case .expression(let value), .binding(_, let value): expression(value)
                case .pattern(let pattern, let value):
                    expression(pattern)
                    expression(value)
                case .available: break
                }
            }
            statements(otherwise)
        case .forIn(_, let sequence, let body, _):
            expression(sequence)
            statements(body)
        case .line, .switch, .comment: break
        }
    }

    mutating func expression(_ expression: SwiftExpression) {
        switch expression {
        case .noted(let inner, let note):
            notes.append(note)
            self.expression(inner)
        case .call(let call): self.call(call)
        case .modified(let base, let modifiers):
            self.expression(base)
            for modifier in modifiers { call(modifier) }
        case .member(let base, _), .try(let base), .await(let base), .forceUnwrap(let base), .prefix(_, let base),
            .optionalChain(let base):
            self.expression(base)
        case .apply(let callee, let arguments, _):
            self.expression(callee)
            for argument in arguments { self.expression(argument.value) }
        case .array(let elements):
            for element in elements { self.expression(element) }
        case .dictionary(let elements):
            for element in elements {
                self.expression(element.key)
                self.expression(element.value)
            }
        case .closure(let closure): statements(closure.body)
        case .infix(let left, _, let right):
            self.expression(left)
            self.expression(right)
        case .interpolation(let parts):
            for case .value(let value) in parts { self.expression(value) }
        case .inlineClosures(let base, let closures):
            self.expression(base)
            for closure in closures { self.expression(closure.body) }
        case .text, .collection, .identifier, .type, .implicitMember, .literal: break
        }
    }

    mutating func call(_ call: SwiftCall) {
        for closure in call.trailingClosures { statements(closure.body) }
    }
}
