/// The size and shape a widget is drawn in: WidgetKit's `WidgetFamily` as a Foundation-only value, so that a
/// loader (and its unit tests) can tell which family it loads for without importing WidgetKit. A generated
/// provider maps `context.family` to it; a loader can then fetch one post for `systemSmall` and five for
/// `systemLarge`.
///
/// The cases are WidgetKit's, with the same names. Where each one exists is WidgetKit's business (the spec
/// checker knows it): `accessoryCorner` only on watchOS, `systemExtraLarge` on iPadOS, macOS and visionOS.
/// The name is not `WidgetFamily`, so that a file importing both WidgetKit and this library can still write
/// WidgetKit's type unqualified.
public enum Family: String, CaseIterable, Hashable, Codable, Sendable {
    case systemSmall
    case systemMedium
    case systemLarge
    case systemExtraLarge
    case systemExtraLargePortrait
    case accessoryCircular
    case accessoryRectangular
    case accessoryInline
    case accessoryCorner
}
