/// What the rule groups of `widgetspec diff` share: the surfaces of the two versions and the findings so far.
struct CompatibilityContext {
    let old: CompatibilitySurface
    let new: CompatibilitySurface
    private(set) var findings: [Diagnostic] = []
    /// The findings so far, to say each once: widgets sharing an intent (`intent: Name`) each hold a copy of it,
    /// so a rule comparing intents widget by widget finds a change of the shared one once per sharing widget.
    private var reported: Set<Diagnostic> = []

    init(old: CompatibilitySurface, new: CompatibilitySurface) {
        self.old = old
        self.new = new
    }

    /// Reports a finding of `rule`, with the rule's severity.
    mutating func report(
        _ rule: DiagnosticDescription, _ message: String, at range: SourceRange?, notes: [DiagnosticNote] = [],
        fixIt: FixIt? = nil
    ) {
        let finding = rule.diagnostic(message, at: range, notes: notes, fixIt: fixIt)
        guard reported.insert(finding).inserted else { return }
        findings.append(finding)
    }
}

/// Two versions of a list of things, paired by what identifies them to the world outside the build (a kind, a
/// type name, a field name): the pairs in the new order, what only the old version has, what only the new one
/// has. The first of several things with one identity is the one paired.
struct Matching<Element> {
    var pairs: [(old: Element, new: Element)] = []
    var removed: [Element] = []
    var added: [Element] = []

    init(old: [Element], new: [Element], by identity: (Element) -> String) {
        var olds: [String: Element] = [:]
        for element in old where olds[identity(element)] == nil { olds[identity(element)] = element }
        var newIdentities = Set<String>()
        for element in new where newIdentities.insert(identity(element)).inserted {
            if let previous = olds[identity(element)] {
                pairs.append((previous, element))
            } else {
                added.append(element)
            }
        }
        removed = old.filter { !newIdentities.contains(identity($0)) }
        var seen = Set<String>()
        removed = removed.filter { seen.insert(identity($0)).inserted }
    }

    /// The added elements by `key`, the first of each: what a removed element may have become (a rename).
    func added<Key: Hashable>(by key: (Element) -> Key) -> [Key: Element] {
        var result: [Key: Element] = [:]
        for element in added where result[key(element)] == nil { result[key(element)] = element }
        return result
    }
}
