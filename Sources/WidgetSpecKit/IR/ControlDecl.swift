/// A control widget (`controls:` entry): a button or a toggle in Control Center, on the Lock Screen and on the
/// Action button, running one of the spec's actions (iOS 18, macOS 26, watchOS 26).
package struct ControlDecl: Hashable, Codable, Sendable {
    /// The `ControlWidget` type name (the map key).
    package var name: Located<String>
    package var kind: Located<String>
    /// The name and description in the add sheet (the controls gallery).
    package var displayName: DisplayText
    package var description: DisplayText?
    /// The template and the action it runs.
    package var template: ControlTemplate
    /// The label's text; the display name when the spec omits it.
    package var title: DisplayText
    /// An SF Symbol shown with the title.
    package var symbol: Located<String>?
    /// A toggle's value labels; nil shows the system's "On" and "Off".
    package var states: ControlStates?
    /// A toggle's value while the control is previewed in the add sheet.
    package var previewValue: Bool
    /// `intent:`: the control is configurable (`AppIntentControlConfiguration`).
    package var intent: IntentDecl?
    /// `available:`: the control is wrapped in `if #available` inside the bundle.
    package var available: [PlatformVersion]
    package var checks: CheckSettings
    /// `symbols:`: a toggle's SF Symbol per state, in its value label; nil for none.
    package var symbols: ControlSymbols?
    /// `tint:`: the template's tint, as written (a SwiftUI color name or `#RRGGBB`; the checker reports others).
    package var tint: Located<String>?
    /// `value:`: a toggle whose value is a declared enum (a status) rather than a Bool; nil for a Bool.
    package var value: ControlValue?
    /// `symbolParameter:`: the intent parameter whose value is the label's SF Symbol (`symbol` when it is nil or
    /// empty); nil when the symbol is fixed.
    package var symbolParameter: Located<String>?
    /// `titleParameter:`: the intent parameter whose value is the label's text (`title` when it is nil or empty);
    /// nil when the text is the spec's.
    package var titleParameter: Located<String>?

    package init(
        name: Located<String>, kind: Located<String>, displayName: DisplayText, description: DisplayText? = nil,
        template: ControlTemplate, title: DisplayText, symbol: Located<String>? = nil, states: ControlStates? = nil,
        previewValue: Bool = ControlDecl.defaultPreviewValue, intent: IntentDecl? = nil,
        available: [PlatformVersion] = [], checks: CheckSettings = CheckSettings(), symbols: ControlSymbols? = nil,
        tint: Located<String>? = nil, value: ControlValue? = nil, symbolParameter: Located<String>? = nil,
        titleParameter: Located<String>? = nil
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
        self.symbols = symbols
        self.tint = tint
        self.value = value
        self.symbolParameter = symbolParameter
        self.titleParameter = titleParameter
    }

    /// Whether the control shows a value, which the app's value loader supplies.
    package var isToggle: Bool {
        if case .toggle = template { return true }
        return false
    }

    /// The action the control runs.
    package var action: Located<String> {
        switch template {
        case .button(let action), .toggle(let action): action
        }
    }
}

/// `button:` or `toggle:` of a control, naming the action it runs.
package enum ControlTemplate: Hashable, Codable, Sendable {
    /// `ControlWidgetButton`: fire and forget.
    case button(Located<String>)
    /// `ControlWidgetToggle`: on and off; the action is a toggle action (`SetValueIntent`).
    case toggle(Located<String>)
}

/// `states: { on: ..., off: ... }` of a toggle control.
package struct ControlStates: Hashable, Codable, Sendable {
    package var on: DisplayText
    package var off: DisplayText

    package init(on: DisplayText, off: DisplayText) {
        self.on = on
        self.off = off
    }
}

/// `symbols: { on: ..., off: ... }` of a toggle control: SF Symbol names.
package struct ControlSymbols: Hashable, Codable, Sendable {
    package var on: Located<String>
    package var off: Located<String>
    /// Where `symbols:` is written.
    package var range: SourceRange

    package init(on: Located<String>, off: Located<String>, range: SourceRange) {
        self.on = on
        self.off = off
        self.range = range
    }
}

/// `value: { type: VPNStatus, on: [connected], preview: disconnected, symbols: { ... } }` of a toggle control: the
/// value provider hands the template a case of a declared enum; the toggle is on for the `on` cases and its value
/// label shows the case's title.
package struct ControlValue: Hashable, Codable, Sendable {
    /// The enum's name, as written (the checker reports one that is no enum of the spec).
    package var type: Located<String>
    /// The cases that show the toggle as on.
    package var on: [Located<String>]
    /// Where `on:` is written.
    package var onRange: SourceRange
    /// The case shown in the add sheet; nil for the enum's first case.
    package var preview: Located<String>?
    /// An SF Symbol per case, in the order written; empty for none.
    package var symbols: [ControlCaseSymbol]
    /// Where `symbols:` is written; nil without it.
    package var symbolsRange: SourceRange?
    /// Where `value:` is written.
    package var range: SourceRange

    package init(
        type: Located<String>, on: [Located<String>], onRange: SourceRange, preview: Located<String>? = nil,
        symbols: [ControlCaseSymbol] = [], symbolsRange: SourceRange? = nil, range: SourceRange
    ) {
        self.type = type
        self.on = on
        self.onRange = onRange
        self.preview = preview
        self.symbols = symbols
        self.symbolsRange = symbolsRange
        self.range = range
    }
}

/// One entry of a control value's `symbols:`: a case and the SF Symbol shown for it.
package struct ControlCaseSymbol: Hashable, Codable, Sendable {
    package var caseName: Located<String>
    package var symbol: Located<String>

    package init(caseName: Located<String>, symbol: Located<String>) {
        self.caseName = caseName
        self.symbol = symbol
    }
}
