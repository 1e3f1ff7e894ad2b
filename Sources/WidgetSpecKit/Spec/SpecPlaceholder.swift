/// Values a tool writes for the user to replace, which the spec language refuses until they are replaced.
package enum SpecPlaceholder {
    /// `widgetspec import` writes each widget's `kind` as `"TODO: …"`: a migrated widget must keep the kind its
    /// `IntentConfiguration` had, which no intent definition holds. A kind starting so is an error (WS0010).
    package static let kindPrefix = "TODO:"
}
