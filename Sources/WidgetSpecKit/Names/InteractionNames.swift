/// The names of the types generated for one entity, derived in one place.
struct EntityNames {
    var entity: EntityDecl

    var type: String { entity.name.value }
    /// The `EntityQuery` the entity's `defaultQuery` returns.
    var query: String { type + "Query" }
    /// The protocol the app's finder conforms to.
    var finding: String { type + "Finding" }
    /// The app's type that finds the entities, which the query creates.
    var finder: String { type + "Finder" }
}

/// The names of the types generated for one Live Activity, derived in one place.
struct ActivityNames {
    var activity: ActivityDecl

    /// The `Widget` whose `ActivityConfiguration` shows the activity.
    var widget: String { activity.name.value + "LiveActivity" }
    /// The protocol of the Dynamic Island content the app writes.
    var dynamicIslandContent: String { activity.name.value + "DynamicIslandContent" }
}

/// The names of the types generated for one action, derived in one place.
struct ActionNames {
    var action: ActionDecl

    var name: String { action.name.value }
    /// The `AppIntent` the views and controls construct.
    var intent: String { name + "Intent" }
    /// The protocol the app's handler conforms to.
    var handling: String { name + "Handling" }
    /// The app's type that performs the action, which `perform()` creates.
    var handler: String { name + "Handler" }
    /// What the spec says about the action without App Intents: its run and what it reloads.
    var info: String { name + "Info" }
}

/// The names of the types generated for one control, derived in one place.
struct ControlNames {
    var control: ControlDecl

    var type: String { control.name.value }
    /// The values of the configuration intent's parameters (configurable controls).
    var configuration: String { type + "Configuration" }
    /// What a configurable toggle's value provider hands its template: the state and the configuration.
    var value: String { type + "Value" }
    /// The `ControlValueProvider` of a toggle.
    var valueProvider: String { type + "ValueProvider" }
    /// The protocol the app's value loader conforms to (toggles).
    var valueLoading: String { type + "ValueLoading" }
    /// The app's type that reads a toggle's current value.
    var valueLoader: String { type + "ValueLoader" }
    /// The member of `ControlKinds` holding the kind: the control's name in lowerCamelCase.
    var kindConstantName: String { SwiftLiteral.identifier(type.lowerCamelCased) }
    var kindConstant: String { SwiftIdentifier.fixedNames.controlKinds + "." + kindConstantName }

    var isConfigurable: Bool { control.intent != nil }
    /// Whether the value provider hands the template a `<Control>Value` (a configurable toggle, or one whose
    /// value is a status) or a `Bool`.
    var hasValueStruct: Bool { control.isToggle && (isConfigurable || control.value != nil) }
}
