/// Decodes `timeline:` (entries, policy, relevance, jitter, onError) into the schedule library's types.
struct TimelineDecoder {
    let context: DecodingContext

    /// The timeline of a widget; `timeline` omitted means a static widget: one entry now, policy never.
    func decode(_ node: YAMLNode?, owner: SourceRange) -> TimelineDecl? {
        guard let node else {
            return TimelineDecl(
                rule: TimelineRule(plan: TimelinePlan(entries: .now, policy: .never)), entriesRange: owner,
                policyRange: owner)
        }
        guard let reader = MappingReader(node, shape: .timeline, owner: owner, context: context) else { return nil }
        let entries = plannedEntries(reader)
        let policy = reader.value("policy").flatMap { reloadPolicy($0, owner: reader.keyRange("policy")!) }
        let jitter = reader.value("jitter").flatMap(context.duration)
        let relevance = reader.value("relevance").flatMap { decodeRelevance($0, owner: reader.keyRange("relevance")!) }
        var onError: TimelinePlan?
        if let node = reader.value("onError"),
            let errorReader = MappingReader(
                node, shape: .onError, owner: reader.keyRange("onError")!, context: context),
            let errorEntries = plannedEntries(errorReader),
            let errorPolicy = errorReader.value("policy").flatMap({
                reloadPolicy($0, owner: errorReader.keyRange("policy")!)
            })
        {
            onError = TimelinePlan(entries: errorEntries, policy: errorPolicy)
        }
        if let jitter, jitter.value == .zero {
            context.error(.invalidDuration, "jitter must be longer than 0; omit it for no jitter", at: jitter.range)
        }
        guard let entries, let policy else { return nil }
        let onErrorNode = reader.value("onError")?.mapping
        return TimelineDecl(
            rule: TimelineRule(
                plan: TimelinePlan(entries: entries, policy: policy), jitter: jitter?.value, relevance: relevance,
                onError: onError),
            entriesRange: reader.value("entries")?.range ?? owner, policyRange: reader.value("policy")!.range,
            jitterRange: jitter?.range, relevanceRange: reader.value("relevance")?.range,
            onErrorEntriesRange: onError == nil ? nil : onErrorNode?["entries"]?.range ?? reader.keyRange("onError"),
            onErrorPolicyRange: onError == nil ? nil : onErrorNode?["policy"]?.range)
    }

    /// `entries:` of a timeline or onError mapping; `now` when omitted, nil after reporting a problem.
    private func plannedEntries(_ reader: MappingReader) -> EntrySchedule? {
        guard let node = reader.value("entries") else { return .now }
        return entrySchedule(node)
    }

    private func decodeRelevance(_ node: YAMLNode, owner: SourceRange) -> EntryRelevance? {
        guard let reader = MappingReader(node, shape: .relevance, owner: owner, context: context),
            let score = reader.value("score").flatMap(context.number)
        else { return nil }
        let duration = reader.value("duration").flatMap(context.duration)?.value ?? .zero
        return EntryRelevance(score: score.value, duration: duration)
    }

    // MARK: - Entries

    func entrySchedule(_ node: YAMLNode) -> EntrySchedule? {
        if let items = node.sequence?.items {
            guard !items.isEmpty else {
                context.error(
                    .invalidValue, "the entries list is empty; a timeline needs at least one entry", at: node.range)
                return nil
            }
            var offsets: [ScheduleDuration] = []
            var forms: [EntrySchedule] = []
            var failed = false
            for item in items {
                if let scalar = item.scalar, scalar.text != "now" {
                    if let offset = context.duration(item) { offsets.append(offset.value) } else { failed = true }
                } else if let form = entryForm(item) {
                    if case .now = form { offsets.append(.zero) } else { forms.append(form) }
                } else {
                    failed = true
                }
            }
            guard !failed else { return nil }
            let schedule: EntrySchedule =
                forms.isEmpty ? .offsets(offsets) : .union((offsets.isEmpty ? [] : [.offsets(offsets)]) + forms)
            // Each form was checked on its own; the list counts them all.
            guard schedule.requestedCount <= SpecLimits.entries else {
                context.entriesOverLimit(
                    "the entries list makes \(schedule.requestedCount) entries", at: node.range)
                return nil
            }
            return schedule
        }
        return entryForm(node)
    }

    private func entryForm(_ node: YAMLNode) -> EntrySchedule? {
        switch node {
        case .scalar(let scalar):
            if scalar.text == "now" { return .now }
            return context.duration(node).map { .offsets([$0.value]) }
        case .sequence:
            context.error(
                .wrongType, "expected an entry form (now, an offset or a mapping), found a nested list",
                at: node.range)
            return nil
        case .mapping(let mapping):
            if mapping["every"] != nil { return every(node) }
            if mapping["at"] != nil { return wallClock(node) }
            if mapping["dynamic"] != nil { return dynamic(node) }
            context.error(
                .invalidValue, "an entries mapping needs 'every', 'at' or 'dynamic'", at: node.range,
                notes: [DiagnosticNote("for example { every: 1h, count: 4 } or { at: [\"09:30\"] }")])
            return nil
        }
    }

    private func every(_ node: YAMLNode) -> EntrySchedule? {
        guard let reader = MappingReader(node, shape: .everyEntries, owner: node.range, context: context) else {
            return nil
        }
        let interval = reader.value("every").flatMap(context.duration)
        let start = reader.value("start").map(context.duration) ?? Located(.zero, at: node.range)
        let count = reader.value("count").map(entryCount)
        let span = reader.value("for").map(context.duration)
        guard let interval, let start else { return nil }
        if interval.value == .zero {
            context.error(.invalidDuration, "'every' must be longer than 0", at: interval.range)
            return nil
        }
        switch (count, span) {
        case (let count??, nil):
            return .every(interval.value, count: count.value, start: start.value)
        case (nil, let span??):
            let schedule = EntrySchedule.everyFor(interval.value, span: span.value, start: start.value)
            guard schedule.requestedCount <= SpecLimits.entries else {
                context.entriesOverLimit(
                    "{ every: \(interval.value), for: \(span.value) } makes \(schedule.requestedCount) entries",
                    at: span.range)
                return nil
            }
            return schedule
        case (.some, .some):
            context.error(.invalidValue, "give either 'count' or 'for', not both", at: reader.keyRange("for")!)
            return nil
        case (nil, nil):
            if reader.suggestedKeys.isDisjoint(with: ["count", "for"]) {
                context.error(.missingKey, "repeating entries need 'count' or 'for'", at: reader.keyRange("every")!)
            }
            return nil
        default:
            return nil
        }
    }

    private func wallClock(_ node: YAMLNode) -> EntrySchedule? {
        guard let reader = MappingReader(node, shape: .wallClockEntries, owner: node.range, context: context),
            let rule = wallClockRule(at: reader.value("at"), on: reader.value("on"), timezone: reader.value("timezone"))
        else { return nil }
        let count = reader.value("count").map(entryCount) ?? Located(rule.times.count, at: node.range)
        guard let count else { return nil }
        return .wallClock(rule, count: count.value)
    }

    private func dynamic(_ node: YAMLNode) -> EntrySchedule? {
        guard let reader = MappingReader(node, shape: .dynamicEntries, owner: node.range, context: context),
            let inner = reader.value("dynamic"),
            let assumption = MappingReader(
                inner, shape: .dynamicAssumption, owner: reader.keyRange("dynamic")!, context: context)
        else { return nil }
        let count = assumption.value("count").flatMap(entryCount)
        let every = assumption.value("every").flatMap(context.duration)
        guard let count, let every else { return nil }
        return .dynamic(count: count.value, every: every.value)
    }

    /// A `count:` of entries: at least 1, at most the limit.
    private func entryCount(_ node: YAMLNode) -> Located<Int>? {
        guard let count = context.integer(node, minimum: 1) else { return nil }
        guard count.value <= SpecLimits.entries else {
            context.entriesOverLimit("count \(count.value) is too large", at: count.range)
            return nil
        }
        return count
    }

    // MARK: - Policy

    /// `owner` is the `policy` key, where a missing `after` is reported.
    func reloadPolicy(_ node: YAMLNode, owner: SourceRange) -> ReloadPolicy? {
        if node.scalar != nil {
            return context.word(
                node, what: "reload policy", choices: [("atEnd", ReloadPolicy.atEnd), ("never", .never)]
            )?.value
        }
        guard let reader = MappingReader(node, shape: .afterPolicy, owner: owner, context: context),
            let after = reader.value("after")
        else { return nil }
        if after.mapping != nil {
            guard
                let wall = MappingReader(
                    after, shape: .wallClockPolicy, owner: reader.keyRange("after")!, context: context),
                let rule = wallClockRule(at: wall.value("at"), on: wall.value("on"), timezone: wall.value("timezone"))
            else { return nil }
            return .afterWallClock(rule)
        }
        return context.duration(after).map { .after($0.value) }
    }

    private func wallClockRule(at: YAMLNode?, on: YAMLNode?, timezone: YAMLNode?) -> WallClockRule? {
        guard let at else { return nil }
        let timeNodes = context.oneOrMany(at)
        // A rule's times are searched at every request: as many as a timeline's entries at most.
        guard timeNodes.count <= SpecLimits.entries else {
            context.error(
                .limitExceeded,
                "'at' lists \(timeNodes.count) times; a rule has at most \(SpecLimits.entries) (one a minute)",
                at: at.range)
            return nil
        }
        let times = timeNodes.map(context.wallTime)
        let days = on.map { context.oneOrMany($0).map(weekday) } ?? Weekday.allCases.map { $0 }
        let zone = timezone.map(context.timeZone)
        if let on, days.isEmpty {
            // Like an empty `at`: a rule on no day never matches (no entries, or no reload ever).
            context.error(
                .invalidValue, "'on' needs at least one weekday; omit it for every day", at: on.range,
                notes: [DiagnosticNote("for example on: [mon, tue, wed, thu, fri]")])
        }
        guard !times.isEmpty, !days.isEmpty, times.allSatisfy({ $0 != nil }), days.allSatisfy({ $0 != nil }),
            zone ?? nil != nil || zone == nil
        else {
            if timeNodes.isEmpty {
                context.error(.invalidValue, "'at' needs at least one time", at: at.range)
            }
            return nil
        }
        return WallClockRule(
            times: times.map { $0!.value }, weekdays: days.map { $0! },
            timeZone: (zone ?? nil).map { .named($0.value) } ?? .device)
    }

    private func weekday(_ node: YAMLNode) -> Weekday? {
        context.word(node, what: "weekday", choices: Weekday.allCases.map { ($0.rawValue, $0) }, id: .invalidWeekday)?
            .value
    }
}
