import Foundation

/// The last good content of widgets, kept in an App Group's shared `UserDefaults`, so that a timeline whose
/// loader fails shows the content it last loaded (``EntryState/stale(since:reason:)``) rather than sample
/// values. A spec opts a widget in with `cache: { appGroup: group.com.example }`; the generated timeline
/// stores the contents of every timeline it loads and reads them back after a failure (``ContentFallback``).
///
/// The cache is best-effort: when the App Group's defaults cannot be opened, or the content cannot be encoded
/// or no longer decodes (the app changed its content type), it stores nothing and finds nothing.
public struct ContentCache: Hashable, Sendable {
    /// The App Group whose `UserDefaults` suite holds the content (the widget extension and the app must both
    /// have it in their App Groups entitlement).
    public var appGroup: String

    public init(appGroup: String) {
        self.appGroup = appGroup
    }

    /// Which content an entry is: a widget kind, and the configuration's values for a configurable widget (two
    /// instances of one widget configured differently keep their own content).
    public struct Key: Hashable, Sendable {
        /// The `UserDefaults` key.
        public var rawValue: String

        public init(kind: String) {
            rawValue = Self.prefix + kind
        }

        /// The configuration's values as JSON with sorted keys, so equal configurations give equal keys.
        public init(kind: String, configuration: some Encodable) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let values = (try? encoder.encode(configuration)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            rawValue = Self.prefix + kind + "/" + values
        }

        static let prefix = "widgetspec.lastGoodContent."
    }

    /// Keeps the contents of a timeline's entries (in date order), loaded at `date`, as the last good content of
    /// `key`. Runs of equal contents are kept once, at their first date: a timeline of 1,440 entries showing one
    /// content stores one. No contents (a timeline without entries) keep what was stored before.
    public func store<Content: Encodable & Equatable>(
        _ contents: [DatedContent<Content>], loadedAt date: Date, for key: Key
    ) {
        var changes: [DatedContent<Content>] = []
        for item in contents where changes.last?.content != item.content { changes.append(item) }
        guard !changes.isEmpty, let defaults = UserDefaults(suiteName: appGroup),
            let data = try? JSONEncoder().encode(CachedContent(contents: changes, loadedAt: date))
        else { return }
        defaults.set(data, forKey: key.rawValue)
    }

    /// The last good content of `key`, or nil when none was stored or it no longer decodes as `Content`.
    public func lastGood<Content: Decodable>(_ type: Content.Type, for key: Key) -> CachedContent<Content>? {
        guard let data = UserDefaults(suiteName: appGroup)?.data(forKey: key.rawValue) else { return nil }
        return try? JSONDecoder().decode(CachedContent<Content>.self, from: data)
    }
}

/// Content as the cache keeps it: the contents of the last good timeline, each from its date on (see
/// `DatedContent.contents(at:from:)`), and when they were loaded.
public struct CachedContent<Content> {
    /// In date order, never empty when read from a cache.
    public var contents: [DatedContent<Content>]
    public var loadedAt: Date

    public init(contents: [DatedContent<Content>], loadedAt: Date) {
        self.contents = contents
        self.loadedAt = loadedAt
    }
}

extension CachedContent: Encodable where Content: Encodable {}
extension CachedContent: Decodable where Content: Decodable {}
extension CachedContent: Sendable where Content: Sendable {}

/// What a timeline shows after its loader threw: the last good content from the cache, marked `stale`, or
/// the spec's sample values, marked `failed`. The one place that decides it, so every generated widget answers a
/// failure the same way.
public struct ContentFallback<Content: Decodable> {
    /// The last good timeline's contents; empty when there are none, and the entries show the sample values.
    public var lastGood: [DatedContent<Content>]
    /// ``EntryState/stale(since:reason:)`` with the last good content, ``EntryState/failed(reason:)`` without.
    public var state: EntryState

    /// - Parameters:
    ///   - error: What the loader threw; its description becomes the state's reason.
    ///   - cache: The widget's cache, nil when the spec gives it none.
    ///   - key: The widget's cache key: its kind and the configuration the timeline was asked for.
    public init(after error: any Error, cache: ContentCache?, key: ContentCache.Key) {
        let reason = EntryState.reason(for: error)
        if let cached = cache?.lastGood(Content.self, for: key), !cached.contents.isEmpty {
            lastGood = cached.contents
            state = .stale(since: cached.loadedAt, reason: reason)
        } else {
            lastGood = []
            state = .failed(reason: reason)
        }
    }

    /// The contents the error plan's entries show at `dates`: the last good timeline's content in effect at each
    /// date (a health level the last timeline gave 11:00 shows at 11:00), or `placeholder`'s sample values.
    public func contents(at dates: [Date], placeholder: (Date) -> Content) -> [DatedContent<Content>] {
        guard !lastGood.isEmpty else { return dates.map { DatedContent(date: $0, content: placeholder($0)) } }
        return DatedContent.contents(at: dates, from: lastGood)
    }
}
