/// One app entity (`entities:` entry).
@usableFromInline
enum EntityKey: String, SpecShapeKeys {
    case title, fields, display, search, doc

    static let heading = SpecShapeHeading(
        "entity", title: "Entity", summary: "An `AppEntity` the app's data provides, with its query.")

    var key: SpecKey {
        switch self {
        case .title: optional(.text, defaultText: "the name in words", "Display name of the type.")
        case .fields: optional(.fields, "The fields besides `id` (a `String`): field name -> type.")
        case .display: required(.object(EntityDisplayKey.id), "The fields that show an instance.")
        case .search:
            optional(
                .bool, default: EntityDecl.defaultSearch,
                "Also find entities by text (`EntityStringQuery`, `entities(matching:)`).")
        case .doc: optional(.string, "Documentation comment.")
        }
    }
}

/// `display:` of an entity.
enum EntityDisplayKey: String, SpecShapeKeys {
    case title, subtitle

    static let heading = SpecShapeHeading(
        "entityDisplay", title: "Entity display", summary: "The `DisplayRepresentation` of an instance.")

    var key: SpecKey {
        switch self {
        case .title: required(.memberName, "A `String` field (or `id`) whose value is the title.")
        case .subtitle: optional(.memberName, "A `String` or `String?` field whose value is the subtitle.")
        }
    }
}

/// One action (`actions:` entry).
@usableFromInline
enum ActionKey: String, SpecShapeKeys {
    case title, description, parameters, toggle, valueTitle, reloads, openAppWhenRun, liveActivity, discoverable
    case authenticationPolicy

    static let heading = SpecShapeHeading(
        "action", title: "Action", summary: "An `AppIntent` that a widget's button or toggle, or a control, runs.")

    /// The title of a toggle action's `value` parameter when the spec gives none.
    @usableFromInline static let defaultValueTitle = "Value"

    var key: SpecKey {
        switch self {
        case .title:
            optional(.text, defaultText: "the name in words", "The intent's `title`, shown in Shortcuts and Spotlight.")
        case .description: optional(.text, "The intent's `description`.")
        case .parameters:
            optional(
                .map(key: .memberName, value: .anyOf([.typeExpression, .object(ParameterKey.id)])),
                "The `@Parameter`s the view's typed constructor fills.")
        case .toggle:
            optional(
                .bool, default: ActionDecl.defaultToggle,
                "The intent sets a `Bool` `value` (`SetValueIntent`): for `Toggle(isOn:intent:)` and control toggles.")
        case .valueTitle:
            optional(
                .text, defaultText: "\"\(Self.defaultValueTitle)\"",
                "The title of a toggle action's `value` parameter, shown in Shortcuts (`toggle: true` only).")
        case .reloads:
            optional(
                .anyOf([.oneOf([EventKey.allWidgets]), .list(.typeName)]),
                "Widgets and controls `perform()` reloads after the app's handler, or `all`.")
        case .openAppWhenRun:
            optional(.bool, default: ActionDecl.defaultOpenAppWhenRun, "Run the intent in the app, in the foreground.")
        case .liveActivity:
            optional(
                .bool, default: ActionDecl.defaultLiveActivity,
                "A `LiveActivityIntent`, which runs in the app's process (iOS).")
        case .discoverable:
            optional(
                .bool, default: ActionDecl.defaultDiscoverable,
                "The intent's `isDiscoverable`: whether Siri, Spotlight and Shortcuts offer it (iOS 17).")
        case .authenticationPolicy:
            optional(
                .oneOf(AuthenticationPolicy.allCases.map(\.rawValue)), default: AuthenticationPolicy.alwaysAllowed,
                "The intent's `authenticationPolicy`: what a locked device asks before it runs the action.")
        }
    }
}

/// One control (`controls:` entry).
@usableFromInline
enum ControlKey: String, SpecShapeKeys {
    case kind, displayName, description, button, toggle, title, symbol, states, previewValue, intent, available
    case checks, symbols, tint, value, symbolParameter, titleParameter

    static let heading = SpecShapeHeading(
        "control", title: "Control", summary: "A control widget: a button or a toggle running an action.")

    var key: SpecKey {
        switch self {
        case .kind: required(.string, "The control's kind string, unique among the bundle's controls.")
        case .displayName: required(.text, "Name shown when a person adds the control.")
        case .description: optional(.text, "Description shown when a person adds the control.")
        case .button: optional(.typeName, "The action a `ControlWidgetButton` runs (give `button` or `toggle`).")
        case .toggle:
            optional(.typeName, "The toggle action a `ControlWidgetToggle` runs (give `button` or `toggle`).")
        case .title: optional(.text, defaultText: "the displayName", "The label's text.")
        case .symbol: optional(.string, "An SF Symbol shown with the title.")
        case .states: optional(.object(ControlStatesKey.id), "A toggle's value labels. Default: On and Off.")
        case .previewValue:
            optional(.bool, default: ControlDecl.defaultPreviewValue, "A toggle's value in the add sheet's preview.")
        case .intent:
            optional(.object(IntentKey.id), "Makes the control configurable (`ControlConfigurationIntent`).")
        case .available: optional(.platformVersions, "Wrap the control in `if #available` inside the bundle.")
        case .checks: optional(.object(ChecksKey.id), "Checker rules switched off or on for this control.")
        case .symbols:
            optional(.object(ControlSymbolsKey.id), "A toggle's SF Symbol per state, shown with its value label.")
        case .tint:
            optional(
                .string,
                "The template's `tint(_:)`: a SwiftUI color name (`yellow`, `green`, `accentColor`...) or `#RRGGBB`.")
        case .value:
            optional(
                .object(ControlValueKey.id),
                "A toggle's value when it is not a Bool: a declared enum (a status) shown as its case's title.")
        case .symbolParameter:
            optional(
                .memberName,
                "The `intent` parameter (a String) naming the label's SF Symbol; `symbol` when it is nil or empty.")
        case .titleParameter:
            optional(
                .memberName,
                "The `intent` parameter (a String) whose value is the label's text; `title` when it is nil or empty.")
        }
    }
}

/// `value:` of a toggle control whose value is a status, not a Bool.
enum ControlValueKey: String, SpecShapeKeys {
    case type, on, preview, symbols

    static let heading = SpecShapeHeading(
        "controlValue", title: "Control value",
        summary: "A toggle's value that is a declared enum: which cases show it on, and a symbol per case.")

    var key: SpecKey {
        switch self {
        case .type: required(.typeName, "An enum of `enums:`, which the app's value loader returns.")
        case .on: required(.list(.memberName), "The cases that show the toggle as on (`isOn`).")
        case .preview: optional(.memberName, defaultText: "the first case", "The value in the add sheet's preview.")
        case .symbols:
            optional(.map(key: .memberName, value: .string), "An SF Symbol per case, shown with its value label.")
        }
    }
}

/// `symbols:` of a toggle control.
enum ControlSymbolsKey: String, SpecShapeKeys {
    case on, off

    static let heading = SpecShapeHeading(
        "controlSymbols", title: "Control symbols", summary: "The SF Symbol a toggle control shows on and off.")

    var key: SpecKey {
        switch self {
        case .on: required(.string, "The symbol when the toggle is on.")
        case .off: required(.string, "The symbol when the toggle is off.")
        }
    }
}

/// `states:` of a toggle control.
enum ControlStatesKey: String, SpecShapeKeys {
    case on, off

    static let heading = SpecShapeHeading(
        "controlStates", title: "Control states", summary: "What a toggle control shows on and off.")

    var key: SpecKey {
        switch self {
        case .on: required(.text, "Shown when the toggle is on.")
        case .off: required(.text, "Shown when the toggle is off.")
        }
    }
}
