/// What people place and may configure, known to the system by its kind: a widget or a control. The comparisons
/// of kinds and of configuration intents are written once for both.
protocol PlacedByKind {
    /// What it is, in messages: `widget`, `control`.
    static var noun: String { get }
    /// The Swift type name, which pairs a thing whose kind changed with its old self.
    var name: Located<String> { get }
    var kind: Located<String> { get }
    /// The texts people read where they add it (display name, description).
    var texts: [CompatibilitySurface.DisplayText] { get }
    var intent: CompatibilitySurface.Intent? { get }
    /// The kinds its intent type configures, when several share it (widgets only); empty otherwise.
    var intentKinds: [String] { get }
}

extension CompatibilitySurface.Widget: PlacedByKind {
    static let noun = "widget"
}

extension CompatibilitySurface.Control: PlacedByKind {
    static let noun = "control"
    /// A control's intent is its own: no two controls share one.
    var intentKinds: [String] { [] }
}

extension Matching where Element: PlacedByKind {
    /// Placed things paired by kind.
    init(placed old: [Element], _ new: [Element]) {
        self.init(old: old, new: new, by: \.kind.value)
    }
}

/// Removed, renamed and added kinds, for the rule group of each kind of placed thing.
enum KindChanges {
    /// A removed kind whose Swift name a new kind has is reported as renamed, at the new kind; other removed kinds
    /// at the old spec's kind; added kinds that are no rename at the name.
    static func report<Item: PlacedByKind>(
        _ items: Matching<Item>, removed: DiagnosticDescription, renamed: DiagnosticDescription,
        added: DiagnosticDescription, _ context: inout CompatibilityContext
    ) {
        let noun = Item.noun
        var renamedKinds = Set<String>()
        let addedByName = items.added(by: \.name.value)
        for item in items.removed {
            if let successor = addedByName[item.name.value] {
                renamedKinds.insert(successor.kind.value)
                context.report(
                    renamed,
                    "kind of \(noun) '\(successor.name.value)' changed from '\(item.kind.value)' to "
                        + "'\(successor.kind.value)': to WidgetKit that is another \(noun), so every placed "
                        + "'\(item.kind.value)' \(noun) is removed and people must add it again",
                    at: successor.kind.range,
                    notes: [DiagnosticNote("the old kind, which placed \(noun)s have", at: item.kind.range)])
            } else {
                context.report(
                    removed,
                    "\(noun) kind '\(item.kind.value)' ('\(item.name.value)') is gone: every placed \(noun) of "
                        + "this kind is removed by the update",
                    at: item.kind.range,
                    notes: [DiagnosticNote("no \(noun) of the new version has this kind; keep it to keep them")])
            }
        }
        for item in items.added where !renamedKinds.contains(item.kind.value) {
            context.report(
                added, "\(noun) '\(item.name.value)' (kind '\(item.kind.value)') is new (safe)", at: item.name.range)
        }
    }
}
