import WidgetSchedule

/// Decodes `timeline:` (entries, policy, plans, relevance, jitter, onError) into the schedule library's types.
/// The entry forms are `EntryForm`s.
struct TimelineDecoder {
    let context: DecodingContext

    /// The timeline of a widget; `timeline` omitted means its default, a static widget.
    func decode(_ node: YAMLNode?, owner: SourceRange) -> TimelineDecl? {
        guard let node else {
            return TimelineDecl(
                rule: TimelineRule(plan: WidgetKey.defaultTimeline.value), entriesRange: owner, policyRange: owner)
        }
        guard let reader = MappingReader<TimelineKey>(node, owner: owner, context: context) else { return nil }
        let entries = plannedEntries(reader.value(.entries))
        let policy = reader.value(.policy).flatMap { reloadPolicy($0, owner: reader.keyRange(.policy)!) }
        let jitter = reader.value(.jitter).flatMap(context.duration)
        let relevanceNode = reader.value(.relevance)
        // `relevance: dynamic`: each entry's relevance comes from the loader's content, not the spec.
        let relevanceFromContent =
            relevanceNode?.scalar != nil
            && relevanceNode.flatMap {
                context.word($0, what: "relevance", choices: [(TimelineKey.dynamicRelevanceWord, true)])
            } != nil
        let relevance =
            relevanceNode?.scalar != nil
            ? nil : relevanceNode.flatMap { decodeRelevance($0, owner: reader.keyRange(.relevance)!) }
        let onError = reader.value(.onError).flatMap { decodeOnError($0, owner: reader.keyRange(.onError)!) }
        if let jitter, jitter.value == .zero {
            context.error(.invalidDuration, "jitter must be longer than 0; omit it for no jitter", at: jitter.range)
        }
        let plans = reader.value(.plans).map(decodePlans)
        guard let entries, let policy, plans?.failed != true else { return nil }
        let defaultPlan = TimelinePlan(entries: entries, policy: policy)
        let named = plans?.plans ?? []
        var decl = TimelineDecl(
            rule: TimelineRule(
                plan: defaultPlan,
                plans: Dictionary(
                    named.map { ($0.decl.name.value, $0.plan(defaultPlan)) }, uniquingKeysWith: { first, _ in first }),
                jitter: jitter?.value, relevance: relevance, onError: onError?.plan),
            entriesRange: reader.value(.entries)?.range ?? owner, policyRange: reader.value(.policy)!.range,
            plans: named.map(\.decl), jitterRange: jitter?.range, relevanceRange: reader.value(.relevance)?.range,
            onErrorEntriesRange: onError.map { $0.entriesRange ?? reader.keyRange(.onError)! },
            onErrorPolicyRange: onError?.policyRange)
        decl.relevanceFromContent = relevanceFromContent
        return decl
    }

    /// `entries:` of a timeline or onError mapping: its default when omitted, nil after reporting a problem.
    private func plannedEntries(_ node: YAMLNode?) -> EntrySchedule? {
        guard let node else { return TimelineKey.defaultEntries.value }
        return EntriesDecoder(context: context).decode(node)
    }

    /// One of `plans:`: what it sets itself, completed with the default plan.
    private struct NamedPlan {
        var decl: PlanDecl
        var entries: EntrySchedule?
        var policy: ReloadPolicy?

        func plan(_ defaultPlan: TimelinePlan) -> TimelinePlan {
            TimelinePlan(entries: entries ?? defaultPlan.entries, policy: policy ?? defaultPlan.policy)
        }
    }

    /// `plans:`: each a lowerCamelCase name that is not reserved, with the entries and policy it sets; `failed`
    /// after a reported problem.
    private func decodePlans(_ node: YAMLNode) -> (plans: [NamedPlan], failed: Bool) {
        guard let entries = context.freeEntries(node, expected: "a mapping of plan names to plans") else {
            return ([], true)
        }
        var failed = false
        let plans = entries.compactMap { key, value -> NamedPlan? in
            let plan = decodePlan(named: Located(key.text, at: key.range), value)
            if plan == nil { failed = true }
            return plan
        }
        return (plans, failed)
    }

    private func decodePlan(named written: Located<String>, _ node: YAMLNode) -> NamedPlan? {
        let name = NameRules(context: context).memberName(written)
        if let name, let reason = PlanKey.reservedNames[name.value] {
            context.error(.reservedName, "'\(name.value)' can't be used as a plan name: \(reason)", at: name.range)
        }
        guard let reader = MappingReader<PlanKey>(node, owner: written.range, context: context) else { return nil }
        let entries = reader.value(.entries).flatMap { EntriesDecoder(context: context).decode($0) }
        let policy = reader.value(.policy).flatMap { reloadPolicy($0, owner: reader.keyRange(.policy)!) }
        // A value written but not decoded was reported.
        guard let name, PlanKey.reservedNames[name.value] == nil, reader.value(.entries) == nil || entries != nil,
            reader.value(.policy) == nil || policy != nil
        else { return nil }
        return NamedPlan(
            decl: PlanDecl(
                name: name, entriesRange: reader.value(.entries)?.range, policyRange: reader.value(.policy)?.range),
            entries: entries, policy: policy)
    }

    /// `onError:` with the ranges of its values.
    private func decodeOnError(_ node: YAMLNode, owner: SourceRange) -> (
        plan: TimelinePlan, entriesRange: SourceRange?, policyRange: SourceRange?
    )? {
        guard let reader = MappingReader<OnErrorKey>(node, owner: owner, context: context),
            let entries = plannedEntries(reader.value(.entries)),
            let policy = reader.value(.policy).flatMap({ reloadPolicy($0, owner: reader.keyRange(.policy)!) })
        else { return nil }
        return (
            TimelinePlan(entries: entries, policy: policy), reader.value(.entries)?.range, reader.value(.policy)?.range
        )
    }

    private func decodeRelevance(_ node: YAMLNode, owner: SourceRange) -> EntryRelevance? {
        guard let reader = MappingReader<RelevanceKey>(node, owner: owner, context: context),
            let score = reader.value(.score).flatMap(context.number)
        else { return nil }
        let duration = reader.value(.duration).flatMap(context.duration)?.value ?? RelevanceKey.defaultDuration
        return EntryRelevance(score: score.value, duration: duration)
    }

    /// `owner` is the `policy` key, where a missing `after` is reported.
    private func reloadPolicy(_ node: YAMLNode, owner: SourceRange) -> ReloadPolicy? {
        if node.scalar != nil {
            return context.word(node, what: "reload policy", choices: TimelineKey.policyWords)?.value
        }
        if Self.isEarliest(node) { return earliestPolicy(node, owner: owner) }
        guard let reader = MappingReader<AfterPolicyKey>(node, owner: owner, context: context),
            let after = reader.value(.after)
        else { return nil }
        if after.mapping != nil {
            guard
                let wall = MappingReader<WallClockPolicyKey>(after, owner: reader.keyRange(.after)!, context: context),
                let rule = WallClockRuleDecoder(context: context).decode(
                    at: wall.value(.at), on: wall.value(.on), timezone: wall.value(.timezone))
            else { return nil }
            return .afterWallClock(rule)
        }
        return context.duration(after).map { .after($0.value) }
    }

    /// `{ earliest: [...] }`: each candidate a word or an `after` mapping (never another `earliest`: the schema
    /// has no such form). How many candidates make sense is the checker's (WS0712).
    private func earliestPolicy(_ node: YAMLNode, owner: SourceRange) -> ReloadPolicy? {
        guard let reader = MappingReader<EarliestPolicyKey>(node, owner: owner, context: context),
            let list = reader.value(.earliest),
            let items = context.list(list, expected: "a list of reload policies")
        else { return nil }
        let candidates = items.map { item -> ReloadPolicy? in
            if Self.isEarliest(item) {
                context.wrongType(
                    item, expected: "`atEnd`, `never` or an `after` policy (list an inner `earliest`'s candidates here)"
                )
                return nil
            }
            return reloadPolicy(item, owner: reader.keyRange(.earliest)!)
        }
        let decoded = candidates.compactMap { $0 }
        guard decoded.count == candidates.count else { return nil }
        return .earliest(decoded)
    }

    /// Whether a policy mapping is the `earliest` form: it has the key, whatever else it has (an `after` beside
    /// it is then an unknown key).
    private static func isEarliest(_ node: YAMLNode) -> Bool {
        node.mapping?.entries.contains { $0.key.scalar?.text == EarliestPolicyKey.earliest.rawValue } == true
    }
}
