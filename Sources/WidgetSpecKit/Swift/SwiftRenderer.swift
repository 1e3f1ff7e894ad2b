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

    /// `expression` as text: one line, or lines indented relative to its first (the caller's `emit` keeps that).
    static func text(of expression: SwiftExpression) -> String {
        var renderer = SwiftRenderer()
        renderer.expression(expression)
        return String(renderer.output.dropLast())
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
        case .noted(let inner, _): isCompact(inner)
        case .importModule, .enumCase, .comment: true
        case .property(let property):
            if case .computed = property.value { false } else { true }
        case .typeAlias, .associatedType: true
        default: false
        }
    }

    private static func group(_ decl: SwiftDecl) -> Int {
        switch decl {
        case .noted(let inner, _): group(inner)
        case .importModule: 0
        case .enumCase: 1
        case .property, .typeAlias, .associatedType: 2
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
            functionDeclaration(function)
        case .initializer(let initializer):
            doc(initializer.doc)
            let head =
                Self.prefix([], initializer.access) + "init(\(initializer.parameters))"
                + (initializer.effects.map { " " + $0 } ?? "")
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
        case .associatedType(let name, let constraint, let text):
            doc(text)
            emit("associatedtype \(name): \(constraint)")
        case .typeAlias(let name, let type, let access, let text):
            doc(text)
            emit(Self.prefix([], access) + "typealias \(name) = \(type)")
        case .conditional(let conditional):
            self.conditional(conditional) { renderer, body in renderer.declarations(body) }
        case .comment(let text):
            emit("// \(text)")
        case .macroExpansion(let call, let attributes):
            for attribute in attributes { emit(attribute) }
            expression(.call(call), prefix: "#")
        case .noted(let inner, _):
            declaration(inner)
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

    private mutating func functionDeclaration(_ function: SwiftFunction) {
        doc(function.doc)
        for attribute in function.attributes { emit(attribute) }
        let name = Self.prefix([], function.access, function.modifiers) + function.introducer + function.name
        let head = openList(name, function.parameters) + function.trailer
        if let body = function.body {
            block(head, body)
        } else {
            emit(head)
        }
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
        case .expression(let expression): self.expression(expression, prefix: head + " = ")
        case .requirement: emit(head + " { get }")
        case .computed(let body): block(head, body)
        }
    }

    /// `head {` body `}`; an empty body is `head {}` when `collapsesEmpty`.
    private mutating func block(_ head: String, _ body: [SwiftStatement], collapsesEmpty: Bool = true) {
        if body.isEmpty && collapsesEmpty {
            emit(head + " {}")
            return
        }
        emit(head + " {")
        indented { $0.statements(body) }
        emit("}")
    }

    private mutating func statements(_ statements: [SwiftStatement]) {
        for statement in statements { self.statement(statement) }
    }

    private mutating func statement(_ statement: SwiftStatement) {
        switch statement {
        case .line(let text):
            emit(text)
        case .expression(let expression):
            self.expression(expression)
        case .let(let name, let value):
            expression(value, prefix: "let \(name) = ")
        case .return(let value):
            if let value { expression(value, prefix: "return ") } else { emit("return") }
        case .if(let conditions, let body, let otherwise):
            // The first condition follows `if`; the others, one a line, are indented like wrapped arguments.
            for (index, condition) in conditions.enumerated() {
                let text = condition + (index == conditions.count - 1 ? " {" : ",")
                if index == 0 { emit("if " + text) } else { indented { $0.emit(text) } }
            }
            indented { $0.statements(body) }
            if let otherwise {
                emit("} else {")
                indented { $0.statements(otherwise) }
            }
            emit("}")
        case .switch(let subject, let cases):
            emit("switch \(subject) {")
            for switchCase in cases {
                emit((switchCase.pattern.map { "case \($0):" } ?? "default:") + " \(switchCase.value)")
            }
            emit("}")
        case .block(let head, let body):
            block(head, body, collapsesEmpty: false)
        case .conditional(let conditional):
            self.conditional(conditional) { renderer, body in renderer.statements(body) }
        case .variable(let name, let type, let value):
            expression(value, prefix: "var " + name + (type.map { ": " + $0.description } ?? "") + " = ")
        case .guard(let clauses, let otherwise):
            let head = "guard " + clauses.map(\.code).joined(separator: ", ") + " else"
            if otherwise == [SwiftStatement.return(nil)] { emit(head + " { return }") } else { block(head, otherwise) }
        case .comment(let text):
            emit("// " + text)
        case .forIn(let pattern, let sequence, let body, let awaits):
            block("for " + (awaits ? "await " : "") + pattern + " in " + sequence.code, body, collapsesEmpty: false)
        }
    }

    /// Emits `expression` at the current depth, `prefix` before its first line and `suffix` after its last.
    private mutating func expression(_ expression: SwiftExpression, prefix: String = "", suffix: String = "") {
        switch expression {
        case .text(let text):
            emit(prefix + text + suffix)
        case .call(let call):
            self.call(call, prefix: prefix, suffix: suffix)
        case .modified(let base, let modifiers):
            guard let last = modifiers.indices.last else {
                return self.expression(base, prefix: prefix, suffix: suffix)
            }
            self.expression(base, prefix: prefix)
            // swift-format's layout: after a closing brace or parenthesis the chain stays level.
            let step = Self.spansLines(base) ? 0 : 1
            depth += step
            for (index, modifier) in modifiers.enumerated() {
                call(modifier, prefix: ".", suffix: index == last ? suffix : "")
            }
            depth -= step
        case .collection(let elements):
            emit(prefix + "[")
            indented { renderer in
                for element in elements { renderer.emit(element + ",") }
            }
            emit("]" + suffix)
        case .apply(let callee, let arguments, onePerLine: true):
            emit(prefix + callee.code + "(")
            indented { renderer in
                for (index, argument) in arguments.enumerated() {
                    renderer.expression(
                        argument.value, prefix: argument.label.map { $0 + ": " } ?? "",
                        suffix: index == arguments.count - 1 ? "" : ",")
                }
            }
            emit(")" + suffix)
        case .dictionary(let elements):
            guard !elements.isEmpty else { return emit(prefix + "[:]" + suffix) }
            emit(prefix + "[")
            indented { renderer in
                for (index, element) in elements.enumerated() {
                    renderer.expression(
                        element.value, prefix: element.key.code + ": ", suffix: index == elements.count - 1 ? "" : ",")
                }
            }
            emit("]" + suffix)
        case .closure(let closure):
            emit(prefix + "{" + (closure.parameters.map { " \($0) in" } ?? ""))
            indented { $0.statements(closure.body) }
            emit("}" + suffix)
        case .try(let operand):
            self.expression(operand, prefix: prefix + "try ", suffix: suffix)
        case .await(let operand):
            self.expression(operand, prefix: prefix + "await ", suffix: suffix)
        case .forceUnwrap(let operand):
            self.expression(operand, prefix: prefix, suffix: "!" + suffix)
        case .identifier, .type, .member, .implicitMember, .apply, .literal, .array, .infix, .prefix, .interpolation,
            .inlineClosures, .optionalChain:
            emit(prefix + expression.code + suffix)
        }
    }

    private static func spansLines(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .text: false
        case .call(let call):
            if case .rows = call.arguments { true } else { !call.trailingClosures.isEmpty }
        case .modified(let base, let modifiers): !modifiers.isEmpty || spansLines(base)
        case .collection, .closure: true
        case .apply(_, _, let onePerLine): onePerLine
        case .dictionary(let elements): !elements.isEmpty
        case .try(let operand), .await(let operand), .forceUnwrap(let operand):
            spansLines(operand)
        case .identifier, .type, .member, .implicitMember, .literal, .array, .infix, .prefix, .interpolation,
            .inlineClosures, .optionalChain:
            false
        }
    }

    private mutating func call(_ call: SwiftCall, prefix: String, suffix: String) {
        let line = openList(prefix + call.callee, call.arguments)
        guard !call.trailingClosures.isEmpty else { return emit(line + suffix) }
        for (index, closure) in call.trailingClosures.enumerated() {
            let opening = index == 0 ? line + " {" : "} " + (closure.label.map { $0 + ": " } ?? "") + "{"
            emit(opening + (closure.parameters.map { " \($0) in" } ?? ""))
            indented { $0.statements(closure.body) }
        }
        emit("}" + suffix)
    }

    /// `head(items)`, or `head(` with the rows on lines of their own below; returns the last line, not yet
    /// emitted, for the caller to continue (` -> Result`, ` { entry in`).
    private mutating func openList(_ head: String, _ list: SwiftList?) -> String {
        switch list {
        case nil:
            return head
        case .inline(let items):
            return head + "(" + items.joined(separator: ", ") + ")"
        case .parameters(let parameters):
            return head + "(" + parameters.map(\.code).joined(separator: ", ") + ")"
        case .rows(let rows):
            emit(head + "(")
            indented { renderer in
                for (index, row) in rows.enumerated() {
                    renderer.emit(row.joined(separator: ", ") + (index == rows.count - 1 ? "" : ","))
                }
            }
            return ")"
        }
    }

    /// `#if` blocks keep the indentation of their surroundings, as Xcode does.
    private mutating func conditional<Element>(
        _ conditional: SwiftConditional<Element>, body: (inout SwiftRenderer, [Element]) -> Void
    ) {
        for (index, branch) in conditional.branches.enumerated() {
            emit((index == 0 ? "#if " : "#elseif ") + branch.condition.description)
            body(&self, branch.body)
        }
        if let otherwise = conditional.otherwise {
            emit("#else")
            body(&self, otherwise)
        }
        emit("#endif")
    }
}

extension SwiftExpression {
    /// The expression as text; an expression the renderer spreads over lines has lines indented relative to
    /// its first.
    var code: String {
        switch self {
        case .text(let text): text
        case .identifier(let name): name
        case .type(let type): type.description
        case .member(let base, let name): base.code + "." + name
        case .implicitMember(let name): "." + name
        case .apply(let callee, let arguments, onePerLine: false):
            callee.code + "(" + arguments.map(\.code).joined(separator: ", ") + ")"
        case .literal(let value): SwiftLiteral.code(value)
        case .array(let elements): "[" + elements.map(\.code).joined(separator: ", ") + "]"
        case .try(let operand): "try " + operand.code
        case .await(let operand): "await " + operand.code
        case .forceUnwrap(let operand): operand.code + "!"
        case .optionalChain(let operand): operand.code + "?"
        case .infix(let left, let symbol, let right):
            // Ranges are written tight, as swift-format writes them; other operators with spaces.
            symbol.hasPrefix("..") ? left.code + symbol + right.code : left.code + " " + symbol + " " + right.code
        case .prefix(let symbol, let operand): symbol + operand.code
        case .interpolation(let parts): SwiftLiteral.interpolation(parts)
        case .inlineClosures(let base, let closures):
            base.code + closures.enumerated().map { index, closure in closure.code(first: index == 0) }.joined()
        case .call, .modified, .collection, .apply, .dictionary, .closure: SwiftRenderer.text(of: self)
        }
    }
}

extension SwiftArgument {
    /// `label: value` on one line.
    var code: String { (label.map { $0 + ": " } ?? "") + value.code }
}
