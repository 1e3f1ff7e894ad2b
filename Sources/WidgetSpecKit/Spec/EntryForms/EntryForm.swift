import WidgetSchedule

/// One form of `timeline.entries` as the compiler sees it: how a spec selects and writes it (its key table),
/// how it is decoded and bounded. Its dates come from `EntrySchedule.entryDates` in WidgetSchedule, in the app
/// and in the report alike; its Swift expression from `ScheduleExpression.entries` in Generate/.
///
/// A new form is a case with its dates in `WidgetSchedule/EntrySchedule.swift`, a file here that defines it
/// (`extension EntryForm { static let ... }`), its line in `EntryForm.all`, and its case in
/// `Generate/ScheduleExpression.swift` (a switch: the compiler asks for it).
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
