import WidgetSpecKit

/// A tree built from a test-suite case's `test.event` (aliases resolved to their anchored node), compared with
/// our tree: this checks styles, tags and flow/block, and the cases that have no JSON form.
indirect enum EventTree: Equatable, CustomStringConvertible {
    case scalar(String, YAMLScalarStyle, tag: String?)
    case sequence([EventTree], tag: String?, isFlow: Bool)
    /// Keys and values alternate.
    case mapping([EventTree], tag: String?, isFlow: Bool)

    init(_ node: YAMLNode) {
        switch node {
        case .scalar(let scalar):
            self = .scalar(scalar.text, scalar.style, tag: scalar.tag)
        case .sequence(let sequence):
            self = .sequence(sequence.items.map(EventTree.init), tag: sequence.tag, isFlow: sequence.isFlow)
        case .mapping(let mapping):
            let children = mapping.entries.flatMap { [EventTree($0.key), EventTree($0.value)] }
            self = .mapping(children, tag: mapping.tag, isFlow: mapping.isFlow)
        }
    }

    var description: String {
        switch self {
        case .scalar(let text, let style, let tag): "\(tag.map { "<\($0)> " } ?? "")\(style):\(text.debugDescription)"
        case .sequence(let items, let tag, let isFlow):
            "\(tag.map { "<\($0)> " } ?? "")\(isFlow ? "flow" : "")[\(items.map(\.description).joined(separator: ", "))]"
        case .mapping(let children, let tag, let isFlow):
            "\(tag.map { "<\($0)> " } ?? "")\(isFlow ? "flow" : ""){\(children.map(\.description).joined(separator: ", "))}"
        }
    }

    struct Malformed: Error {
        var line: String
    }

    /// The documents of an event stream such as `+STR`, `+DOC`, `+MAP {} &a <tag>`, `=VAL :text`, `=ALI *a`.
    static func documents(fromEvents text: String) throws -> [EventTree] {
        struct Open {
            var isMapping: Bool
            var isFlow: Bool
            var tag: String?
            var anchor: String?
            var children: [EventTree] = []
        }
        var documents: [EventTree] = []
        var stack: [Open] = []
        var anchors: [String: EventTree] = [:]

        func attach(_ node: EventTree, anchor: String?) {
            if let anchor { anchors[anchor] = node }
            if stack.isEmpty { documents.append(node) } else { stack[stack.count - 1].children.append(node) }
        }

        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let kind = line.prefix(4)
            var rest = Substring(line.dropFirst(4).drop { $0 == " " })
            var isFlow = false
            var anchor: String?
            var tag: String?
            // Properties come before the value: `{}` / `[]`, `&anchor`, `<tag>`.
            while let first = rest.first, "{[&<".contains(first) {
                switch first {
                case "{", "[":
                    isFlow = true
                    rest = rest.dropFirst(2)
                case "&":
                    let name = rest.dropFirst().prefix { $0 != " " }
                    anchor = String(name)
                    rest = rest.dropFirst(name.count + 1)
                default:
                    let uri = rest.dropFirst().prefix { $0 != ">" }
                    tag = String(uri)
                    rest = rest.dropFirst(uri.count + 2)
                }
                rest = rest.drop { $0 == " " }
            }
            switch kind {
            case "+MAP", "+SEQ":
                stack.append(Open(isMapping: kind == "+MAP", isFlow: isFlow, tag: tag, anchor: anchor))
            case "-MAP", "-SEQ":
                guard let open = stack.popLast() else { throw Malformed(line: String(line)) }
                let node: EventTree =
                    open.isMapping
                    ? .mapping(open.children, tag: open.tag, isFlow: open.isFlow)
                    : .sequence(open.children, tag: open.tag, isFlow: open.isFlow)
                attach(node, anchor: open.anchor)
            case "=VAL":
                guard let indicator = rest.first else { throw Malformed(line: String(line)) }
                let styles: [Character: YAMLScalarStyle] = [
                    ":": .plain, "'": .singleQuoted, "\"": .doubleQuoted, "|": .literal, ">": .folded,
                ]
                guard let style = styles[indicator] else { throw Malformed(line: String(line)) }
                attach(.scalar(unescape(rest.dropFirst()), style, tag: tag), anchor: anchor)
            case "=ALI":
                guard let node = anchors[String(rest.dropFirst())] else { throw Malformed(line: String(line)) }
                attach(node, anchor: nil)
            case "+DOC":
                anchors.removeAll()
            default:
                continue
            }
        }
        return documents
    }

    /// Undoes the event format's escapes: `\\`, `\n`, `\t`, `\r`, `\b`.
    private static func unescape(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let escaped = iterator.next() else {
                result.append(character)
                continue
            }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "b": result.append("\u{8}")
            default: result.append(escaped)
            }
        }
        return result
    }
}
