import Foundation

/// What the content of a widget entry is, so a view never mistakes sample data for real data.
///
/// Generated entries carry one: entries built from loaded content are `loaded`; `placeholder(in:)` and previews
/// show the spec's sample values as `placeholder`, the widget gallery as `sample`; when loading fails, the entries
/// show the last good content as `stale` (with a ``ContentCache``), or the sample values as `failed`.
public enum EntryState: Hashable, Codable, Sendable {
    /// The content the loader returned for this timeline.
    case loaded
    /// The spec's sample values, for `placeholder(in:)` and previews: draw them redacted.
    case placeholder
    /// The spec's sample values shown as content, for the widget gallery (`context.isPreview`), where Apple asks
    /// for sample data rather than a redacted skeleton.
    case sample
    /// Loading failed and no content was cached: the content is the spec's sample values, for a redacted
    /// layout only. `reason` is the loader's error, as ``reason(for:)`` describes it.
    case failed(reason: String)
    /// Loading failed: the content is the last good content, loaded at `since`.
    case stale(since: Date, reason: String)

    /// Whether the content is the spec's sample values rather than data: draw it redacted
    /// (`.redacted(reason: .placeholder)`) or say that there is nothing to show.
    public var showsSampleValues: Bool {
        switch self {
        case .placeholder, .failed: true
        case .loaded, .sample, .stale: false
        }
    }

    /// Why loading failed, for `failed` and `stale`; nil otherwise.
    public var failureReason: String? {
        switch self {
        case .loaded, .placeholder, .sample: nil
        case .failed(let reason), .stale(_, let reason): reason
        }
    }

    /// The reason an entry gives for an error: a `LocalizedError`'s `errorDescription`, else the error as
    /// `String(describing:)` writes it (`GameError.offline`), so the text is the same on every platform.
    public static func reason(for error: any Error) -> String {
        if let description = (error as? any LocalizedError)?.errorDescription { return description }
        return String(describing: error)
    }
}
