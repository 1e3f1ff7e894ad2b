import WidgetSchedule

/// One form of `timeline.entries` as the compiler sees it: how a spec selects and writes it (its key table),
/// how it is decoded and bounded, and the Swift expression the generated provider evaluates. Its dates come
/// from `EntrySchedule.entryDates` in WidgetSchedule, in the app and in the report alike.
///
/// A new form is a case with its dates in `WidgetSchedule/EntrySchedule.swift`, a file here that defines it
/// (`extension EntryForm { static let ... }`), and its line in `EntryForm.all`.
struct EntryForm: Sendable {
    /// How a spec selects a form.
    enum Selector: Equatable, Sendable {
        /// This word (`now`).
        case word(String)
        /// Any other scalar.
        case scalar
        /// A mapping with this key.
        case key(String)
    }

    var selector: Selector
    /// The form in the key tables, the JSON Schema and the docs.
    var kind: SpecValueKind
    /// Decodes a node the selector chose; nil after reporting a problem.
    var decode: @Sendable (YAMLNode, DecodingContext) -> DecodedEntries?
    /// The Swift expression of `schedule` when it is of this form, else nil.
    var expression: @Sendable (EntrySchedule) -> String?
}

/// An entries form as decoded, with the number of dates it asks for: counted, never computed, so a count can
/// be bounded before anything runs.
struct DecodedEntries {
    var schedule: EntrySchedule
    var count: Int
}

extension EntryForm {
    /// Every form, in the order the key tables list them and the decoder tries them.
    static let all: [EntryForm] = [.now, .offsets, .repeating, .wallClock, .dynamic]

    /// `entries:` in the key tables: one form, or a list of them.
    static let entriesKind: SpecValueKind = {
        let form = SpecValueKind.anyOf(all.map(\.kind))
        return .anyOf([form, .list(form)])
    }()

    /// The Swift expression of a decoded schedule: its form's, or a union of its members'.
    static func expression(of schedule: EntrySchedule) -> String {
        if case .union(let members) = schedule {
            return "\(QualifiedName.entrySchedule).union([\(members.map(expression).joined(separator: ", "))])"
        }
        // Every schedule the decoder makes comes from a form (or a union of them), and each form writes its own.
        guard let expression = all.lazy.compactMap({ $0.expression(schedule) }).first else {
            preconditionFailure("no entry form writes \(schedule)")
        }
        return expression
    }
}

/// Decodes `entries:`: one form, or a list of forms whose offsets merge into one `offsets` form and whose
/// other forms are united.
struct EntriesDecoder {
    let context: DecodingContext

    func decode(_ node: YAMLNode) -> EntrySchedule? {
        guard let items = node.sequence?.items else { return form(node)?.schedule }
        guard !items.isEmpty else {
            context.error(
                .invalidValue, "the entries list is empty; a timeline needs at least one entry", at: node.range)
            return nil
        }
        var offsets: [ScheduleDuration] = []
        var members: [EntrySchedule] = []
        var count = 0
        var failed = false
        for item in items {
            guard let decoded = form(item) else {
                failed = true
                continue
            }
            switch decoded.schedule {
            case .now: offsets.append(.zero)
            case .offsets(let more): offsets += more
            default:
                members.append(decoded.schedule)
                count += decoded.count
            }
        }
        guard !failed else { return nil }
        // Each form was bounded on its own; the list counts them all.
        count += offsets.count
        guard count <= SpecLimits.entries else {
            context.entriesOverLimit("the entries list makes \(count) entries", at: node.range)
            return nil
        }
        return members.isEmpty ? .offsets(offsets) : .union((offsets.isEmpty ? [] : [.offsets(offsets)]) + members)
    }

    /// One form (not a list), chosen by its selector.
    private func form(_ node: YAMLNode) -> DecodedEntries? {
        switch node {
        case .scalar(let scalar):
            let form =
                EntryForm.all.first { $0.selector == .word(scalar.text) }
                ?? EntryForm.all.first { $0.selector == .scalar }
            return form?.decode(node, context)
        case .sequence:
            context.error(
                .wrongType, "expected an entry form (now, an offset or a mapping), found a nested list",
                at: node.range)
            return nil
        case .mapping(let mapping):
            if let form = EntryForm.all.first(where: { $0.selectorKey.map { mapping[$0] != nil } ?? false }) {
                return form.decode(node, context)
            }
            let keys = EntryForm.all.compactMap(\.selectorKey).map { "'\($0)'" }
            context.error(
                .invalidValue,
                "an entries mapping needs \(keys.dropLast().joined(separator: ", ")) or \(keys.last!)",
                at: node.range,
                notes: [DiagnosticNote("for example { every: 1h, count: 4 } or { at: [\"09:30\"] }")])
            return nil
        }
    }
}

extension EntryForm {
    /// The key that selects a mapping form.
    fileprivate var selectorKey: String? {
        if case .key(let key) = selector { return key }
        return nil
    }
}
