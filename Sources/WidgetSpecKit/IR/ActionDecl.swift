/// An action (`actions:` entry): an `AppIntent` that a widget's `Button(intent:)` or `Toggle(isOn:intent:)`, or a
/// control, runs. Its `perform()` calls the app's handler, then reloads what the spec names.
package struct ActionDecl: Hashable, Codable, Sendable {
    /// The action's name (the map key); the intent is `<Name>Intent`.
    package var name: Located<String>
    /// The intent's `title`, shown in Shortcuts and Spotlight; defaults to the name split into words.
    package var title: DisplayText
    package var description: DisplayText?
    /// The intent's `@Parameter`s, which the view's typed constructor fills.
    package var parameters: [ParameterDecl]
    /// `toggle: true`: the intent sets a `Bool` (`SetValueIntent`), for `Toggle(isOn:intent:)` and control toggles.
    package var isToggle: Bool
    /// A toggle action's title of its `value` parameter (`valueTitle`, "Value" by default); nil for other actions.
    package var valueTitle: DisplayText?
    /// The widgets and controls `perform()` reloads besides the widget whose button ran it; nil for none.
    package var reloads: EventTargets?
    /// `openAppWhenRun: true`: the system runs the intent in the app, in the foreground.
    package var opensApp: Bool
    /// `liveActivity: true`: a `LiveActivityIntent`, which the system runs in the app's process.
    package var isLiveActivityIntent: Bool
    /// `discoverable: true`: Siri, Spotlight and Shortcuts may offer the intent; by default only the widgets and
    /// controls run it (`isDiscoverable = false`).
    package var isDiscoverable: Bool
    /// `authenticationPolicy:`: what the system asks of a person on a locked device before it runs the intent; nil
    /// leaves App Intents' default (`alwaysAllowed`) and generates nothing.
    package var authenticationPolicy: Located<AuthenticationPolicy>?

    package init(
        name: Located<String>, title: DisplayText, description: DisplayText? = nil,
        parameters: [ParameterDecl] = [], isToggle: Bool = ActionDecl.defaultToggle, valueTitle: DisplayText? = nil,
        reloads: EventTargets? = nil,
        opensApp: Bool = ActionDecl.defaultOpenAppWhenRun, isLiveActivityIntent: Bool = ActionDecl.defaultLiveActivity,
        isDiscoverable: Bool = ActionDecl.defaultDiscoverable,
        authenticationPolicy: Located<AuthenticationPolicy>? = nil
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.parameters = parameters
        self.isToggle = isToggle
        self.valueTitle = valueTitle
        self.reloads = reloads
        self.opensApp = opensApp
        self.isLiveActivityIntent = isLiveActivityIntent
        self.isDiscoverable = isDiscoverable
        self.authenticationPolicy = authenticationPolicy
    }

    /// Whether the system runs the intent in the app's process, so the app must compile it ([S22]).
    package var runsInApp: Bool { opensApp || isLiveActivityIntent }

    package func parameter(named name: String) -> ParameterDecl? { parameters.first { $0.name.value == name } }

    /// The name of the parameter an `OpenIntent` shows: the app opens to it.
    package static let openTargetParameter = "target"

    /// The `target` an action that opens the app conforms to `OpenIntent` with: a non-optional enum or entity
    /// parameter named `target`; nil when the action has none (or doesn't open the app).
    package func openTarget(in spec: Spec) -> ParameterDecl? {
        guard opensApp, let target = parameter(named: Self.openTargetParameter) else { return nil }
        switch target.type.value {
        case .enumeration: return target
        case .model(let name): return spec.entity(named: name) == nil ? nil : target
        default: return nil
        }
    }

    /// The name of the `Bool` parameter a toggle action's `SetValueIntent` declares.
    package static let toggleValueParameter = "value"
}
