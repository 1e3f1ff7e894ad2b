/// A control widget (`controls:` entry): a button or a toggle in Control Center, on the Lock Screen and on the
/// Action button, running one of the spec's actions (iOS 18, macOS 26, watchOS 26).
public struct ControlDecl: Hashable, Codable, Sendable {
    /// The `ControlWidget` type name (the map key).
    public var name: Located<String>
    public var kind: Located<String>
    /// The name and description in the add sheet (the controls gallery).
    public var displayName: DisplayText
    public var description: DisplayText?
    /// The template and the action it runs.
    public var template: ControlTemplate
    /// The label's text; the display name when the spec omits it.
    public var title: DisplayText
    /// An SF Symbol shown with the title.
    public var symbol: Located<String>?
    /// A toggle's value labels; nil shows the system's "On" and "Off".
    public var states: ControlStates?
    /// A toggle's value while the control is previewed in the add sheet.
    public var previewValue: Bool
    /// `intent:`: the control is configurable (`AppIntentControlConfiguration`).
    public var intent: IntentDecl?
    /// `available:`: the control is wrapped in `if #available` inside the bundle.
    public var available: [PlatformVersion]
    public var checks: CheckSettings

    public init(
        name: Located<String>, kind: Located<String>, displayName: DisplayText, description: DisplayText? = nil,
        template: ControlTemplate, title: DisplayText, symbol: Located<String>? = nil, states: ControlStates? = nil,
        previewValue: Bool = ControlDecl.defaultPreviewValue, intent: IntentDecl? = nil,
        available: [PlatformVersion] = [], checks: CheckSettings = CheckSettings()
    ) {
        self.name = name
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.template = template
        self.title = title
        self.symbol = symbol
        self.states = states
        self.previewValue = previewValue
        self.intent = intent
        self.available = available
        self.checks = checks
    }

    /// Whether the control shows a value, which the app's value loader supplies.
    public var isToggle: Bool {
        if case .toggle = template { return true }
        return false
    }

    /// The action the control runs.
    public var action: Located<String> {
        switch template {
        case .button(let action), .toggle(let action): action
        }
    }
}

/// `button:` or `toggle:` of a control, naming the action it runs.
public enum ControlTemplate: Hashable, Codable, Sendable {
    /// `ControlWidgetButton`: fire and forget.
    case button(Located<String>)
    /// `ControlWidgetToggle`: on and off; the action is a toggle action (`SetValueIntent`).
    case toggle(Located<String>)
}

/// `states: { on: ..., off: ... }` of a toggle control.
public struct ControlStates: Hashable, Codable, Sendable {
    public var on: DisplayText
    public var off: DisplayText

    public init(on: DisplayText, off: DisplayText) {
        self.on = on
        self.off = off
    }
}
