/// Turns the declaration model into text: 4-space indentation, one blank line between declarations that
/// carry a body or a doc comment, `\n` line endings, a final newline.
struct SwiftRenderer {
    /// The text so far, every line ended by `\n` (one growing string: no array of lines to join).
    private var output = ""
    private var depth = 0 {
        didSet { indentation = String(repeating: "    ", count: depth) }
    }
    private var indentation = ""

    static func render(_ file: SwiftFile) -> String {
        var renderer = SwiftRenderer()
        for line in file.header {
            renderer.emit(line.isEmpty ? "//" : "// \(line)")
        }
        if !file.header.isEmpty { renderer.emit("") }
        renderer.declarations(file.members)
        return renderer.output
    }

    /// Appends `text` at the current depth; a multi-line `text` (an expression spread over lines) keeps its
    /// relative indentation. String literals never hold raw newlines, so splitting here is safe.
    private mutating func emit(_ text: String) {
        forEachLine(of: text) { renderer, line in
            if !line.isEmpty {
                renderer.output += renderer.indentation
                renderer.output += line
            }
            renderer.output += "\n"
        }
    }

    /// Calls `body` with each line of `text` (split at `\n`, empty lines kept). Splits the UTF-8 bytes: a
    /// `Character`-wise split costs grapheme breaking on every byte of the generated code.
    private mutating func forEachLine(of text: String, _ body: (inout SwiftRenderer, Substring) -> Void) {
        var text = text
        // Byte offsets of the line breaks, from the contiguous UTF-8 (most texts have none: no allocation).
        let breaks = text.withUTF8 { bytes in bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") } }
        var start = text.startIndex
        for offset in breaks {
            let newline = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            body(&self, text[start..<newline])
            start = text.utf8.index(after: newline)
        }
        body(&self, text[start...])
    }

    private mutating func indented(_ body: (inout SwiftRenderer) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Declarations separated by blank lines, except runs of imports, enum cases and plain stored properties.
    private mutating func declarations(_ decls: [SwiftDecl]) {
        var previous: SwiftDecl?
        for decl in decls {
            if let previous,
                !Self.isCompact(previous) || !Self.isCompact(decl) || Self.group(previous) != Self.group(decl)
            {
                emit("")
            }
            declaration(decl)
            previous = decl
        }
    }

    private static func isCompact(_ decl: SwiftDecl) -> Bool {
        switch decl {
        case .importModule, .enumCase, .comment: true
        case .property(let property):
            if case .getter = property.value { false } else { true }
        case .typeAlias: true
        default: false
        }
    }

    private static func group(_ decl: SwiftDecl) -> Int {
        switch decl {
        case .importModule: 0
        case .enumCase: 1
        case .property, .typeAlias: 2
        default: 3
        }
    }

    private mutating func doc(_ text: String?) {
        guard let text else { return }
        forEachLine(of: text) { renderer, line in
            renderer.emit(line.isEmpty ? "///" : "/// \(line)")
        }
    }

    private static func prefix(_ attributes: [String] = [], _ access: String?, _ modifiers: [String] = []) -> String {
        (attributes + [access].compactMap { $0 } + modifiers).map { $0 + " " }.joined()
    }

    private mutating func declaration(_ decl: SwiftDecl) {
        switch decl {
        case .importModule(let module, let attributes):
            emit(Self.prefix(attributes, nil) + "import \(module)")
        case .type(let type):
            typeDeclaration(type)
        case .function(let function):
            doc(function.doc)
            for attribute in function.attributes { emit(attribute) }
            let head = Self.prefix([], function.access, function.modifiers) + "func \(function.signature)"
            if let body = function.body {
                block(head, body)
            } else {
                emit(head)
            }
        case .initializer(let initializer):
            doc(initializer.doc)
            let head = Self.prefix([], initializer.access) + "init(\(initializer.parameters))"
            if let body = initializer.body {
                block(head, body)
            } else {
                emit(head)
            }
        case .property(let property):
            propertyDeclaration(property)
        case .enumCase(let name, let rawValue, let text):
            doc(text)
            emit(rawValue.map { "case \(name) = \($0)" } ?? "case \(name)")
        case .typeAlias(let name, let type, let access, let text):
            doc(text)
            emit(Self.prefix([], access) + "typealias \(name) = \(type)")
        case .conditional(let conditional):
            self.conditional(conditional) { renderer, body in renderer.declarations(body) }
        case .comment(let text):
            emit("// \(text)")
        }
    }

    private mutating func typeDeclaration(_ type: SwiftTypeDecl) {
        doc(type.doc)
        for attribute in type.attributes { emit(attribute) }
        var head = Self.prefix([], type.access) + "\(type.kind.rawValue) \(type.name)"
        if !type.inherits.isEmpty { head += ": " + type.inherits.joined(separator: ", ") }
        if let whereClause = type.whereClause { head += " where \(whereClause)" }
        if type.members.isEmpty {
            emit(head + " {}")
            return
        }
        emit(head + " {")
        indented { $0.declarations(type.members) }
        emit("}")
    }

    private mutating func propertyDeclaration(_ property: SwiftProperty) {
        doc(property.doc)
        for attribute in property.attributes { emit(attribute) }
        var head = Self.prefix([], property.access, property.modifiers)
        head += (property.isLet ? "let " : "var ") + property.name
        if let type = property.type { head += ": \(type)" }
        switch property.value {
        case .none: emit(head)
        case .initial(let expression): emit(head + " = \(expression)")
        case .requirement: emit(head + " { get }")
        case .getter(let body): block(head, body)
        }
    }

    /// `head {` body `}`; `opened` when `head` already ends with its opening brace.
    private mutating func block(_ head: String, _ body: [SwiftStatement], opened: Bool = false) {
        if body.isEmpty && !opened {
            emit(head + " {}")
            return
        }
        emit(opened ? head : head + " {")
        indented { renderer in
            for statement in body { renderer.statement(statement) }
        }
        emit("}")
    }

    private mutating func statement(_ statement: SwiftStatement) {
        switch statement {
        case .line(let text):
            emit(text)
        case .block(let head, let body, let parameters):
            block(head + (parameters.map { " { \($0) in" } ?? " {"), body, opened: true)
        case .chain(let links):
            for (index, link) in links.enumerated() {
                emit((index == 0 ? "" : "} ") + link.head + " {")
                indented { renderer in
                    for statement in link.body { renderer.statement(statement) }
                }
            }
            emit("}")
        case .conditional(let conditional):
            self.conditional(conditional) { renderer, body in
                for statement in body { renderer.statement(statement) }
            }
        }
    }

    /// `#if` blocks keep the indentation of their surroundings, as Xcode does.
    private mutating func conditional<Element>(
        _ conditional: SwiftConditional<Element>, body: (inout SwiftRenderer, [Element]) -> Void
    ) {
        for (index, branch) in conditional.branches.enumerated() {
            emit((index == 0 ? "#if " : "#elseif ") + branch.condition)
            body(&self, branch.body)
        }
        if let otherwise = conditional.otherwise {
            emit("#else")
            body(&self, otherwise)
        }
        emit("#endif")
    }
}
