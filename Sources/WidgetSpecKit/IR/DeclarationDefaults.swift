// The values of the keys a spec may leave out, each written once, on the declaration it starts. The key tables
// (`Spec/Keys/`) offer them to the decoder, the JSON Schema and the docs; they live here, below the key tables,
// so the IR does not reach up into the decoder for its own defaults.

extension Spec {
    @usableFromInline static let defaultMain = true
    @usableFromInline static let defaultAccess = AccessLevel.internal
    @usableFromInline static let defaultPreviews = true
}

extension WidgetDecl {
    @usableFromInline static let defaultContentMarginsDisabled = false
}

extension WidgetBackground {
    @usableFromInline static let defaultRemovable = true
}

extension EventDecl {
    @usableFromInline static let defaultForeground = false
}

extension EntityDecl {
    @usableFromInline static let defaultSearch = false
}

extension ActionDecl {
    @usableFromInline static let defaultToggle = false
    @usableFromInline static let defaultOpenAppWhenRun = false
    @usableFromInline static let defaultLiveActivity = false
    /// An action exists for widgets and controls: Siri, Spotlight and Shortcuts don't list it unless asked.
    @usableFromInline static let defaultDiscoverable = false
}

extension ControlDecl {
    @usableFromInline static let defaultPreviewValue = false
}
