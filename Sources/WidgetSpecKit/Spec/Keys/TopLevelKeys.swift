/// The top-level mapping of a spec file.
@usableFromInline
enum TopLevelKey: String, SpecShapeKeys {
    case spec, bundle, main, access, previews, platforms, localization, enums, models, entities, widgets, controls
    case actions, activities, events, report, checks

    static let heading = SpecShapeHeading(
        "spec", title: "Top level", summary: "One spec file describes one widget extension: one bundle.")

    static let defaultPlatforms: [Platform: OSVersion] = [.iOS: OSVersion(17)]

    var key: SpecKey {
        switch self {
        case .spec: required(.integer(minimum: 1), "Format version; must be `1`.")
        case .bundle: required(.typeName, "Swift type name of the `WidgetBundle`.")
        case .main: optional(.bool, default: Spec.defaultMain, "Put `@main` on the bundle.")
        case .access:
            optional(
                .oneOf(AccessLevel.allCases.map(\.rawValue)), default: Spec.defaultAccess,
                "Access level of generated declarations.")
        case .previews:
            optional(
                .bool, default: Spec.defaultPreviews,
                "Generate Xcode `#Preview`s (behind `#if DEBUG`) of every widget family and Live Activity presentation."
            )
        case .platforms:
            optional(
                .platformVersions, default: Self.defaultPlatforms,
                "Deployment minimums; drive every availability check.")
        case .localization:
            optional(.object(LocalizationKey.id), "The languages of the display texts (a String Catalog).")
        case .enums: optional(.map(key: .typeName, value: .object(EnumKey.id)), "Value enums, by Swift name.")
        case .models:
            optional(
                .map(key: .typeName, value: .fields),
                "Plain structs used inside entries and activities: field name -> type.")
        case .entities:
            optional(
                .map(key: .typeName, value: .object(EntityKey.id)),
                "App entities the app's data provides, by Swift type name (parameter types).")
        case .widgets: optional(.map(key: .typeName, value: .object(WidgetKey.id)), "The widgets, by Swift type name.")
        case .controls:
            optional(.map(key: .typeName, value: .object(ControlKey.id)), "Control widgets, by Swift type name.")
        case .actions:
            optional(
                .map(key: .typeName, value: .object(ActionKey.id)),
                "App intents that buttons, toggles and controls run, by name (`<Name>Intent`).")
        case .activities:
            optional(.map(key: .typeName, value: .object(ActivityKey.id)), "Live Activities, by name.")
        case .events:
            optional(
                .map(key: .memberName, value: .object(EventKey.id)), "App events that reload widgets and controls.")
        case .report: optional(.object(ReportKey.id), "Defaults for `widgetspec report`.")
        case .checks: optional(.object(ChecksKey.id), "Checker rules switched off or on for the whole file.")
        }
    }
}

/// `enums:` values.
enum EnumKey: String, SpecShapeKeys {
    case cases, title, doc

    static let heading = SpecShapeHeading(
        "enumeration", title: "Enum", summary: "A value enum with `String` raw values.")

    var key: SpecKey {
        switch self {
        case .cases:
            required(
                .anyOf([.list(.memberName), .map(key: .memberName, value: .text)]),
                "Case names, or a map of case name -> display title.")
        case .title: optional(.text, defaultText: "the name in words", "Display title of the type (`AppEnum`).")
        case .doc: optional(.string, "Documentation comment.")
        }
    }
}

/// A field written as a mapping.
enum FieldKey: String, SpecShapeKeys {
    case type, placeholder, json, doc

    static let heading = SpecShapeHeading(
        "field", title: "Field", summary: "A field written in full instead of `name: Type`.")

    var key: SpecKey {
        switch self {
        case .type: required(.typeExpression, "The Swift type.")
        case .placeholder: optional(.typedValue, "Value used by `placeholder(in:)` and previews.")
        case .json:
            optional(
                .string, defaultText: "the field's name",
                "Its key in JSON (a Live Activity's push payload): a generated `CodingKeys`.")
        case .doc: optional(.string, "Documentation comment.")
        }
    }
}

/// `checks:` at the top level or in a widget.
enum ChecksKey: String, SpecShapeKeys {
    case disable, enable

    static let heading = SpecShapeHeading("checks", title: "Checks", summary: "Checker rules switched off or on.")

    var key: SpecKey {
        switch self {
        case .disable: optional(.diagnosticIDs, "Rule IDs to switch off.")
        case .enable: optional(.diagnosticIDs, "Opt-in rule IDs to switch on.")
        }
    }
}

/// `report:`. Its defaults are the report's fixed ones (`ReportFixedDefaults`), applied when the report runs.
enum ReportKey: String, SpecShapeKeys {
    case start, timezone, horizon, budget, budgetModel, fail, events, plans

    static let heading = SpecShapeHeading(
        "report", title: "Report defaults", summary: "Defaults of `widgetspec report`.")

    /// Spelled as users write it: the duration prints 24 h as `1d`.
    static let defaultHorizon = WrittenDefault(value: ReportFixedDefaults.horizon, specText: "24h")

    var key: SpecKey {
        switch self {
        case .start: optional(.dateTime, default: ReportFixedDefaults.start, "Start of the simulation.")
        case .timezone: optional(.timeZone, defaultText: ReportFixedDefaults.timeZone, "Time zone of the report.")
        case .horizon: optional(.duration, default: Self.defaultHorizon, "Length of the simulation.")
        case .budget:
            optional(
                .integer(minimum: 1), default: ReportFixedDefaults.budget,
                "Reloads per 24 h the budget view assumes for each placed widget.")
        case .budgetModel:
            optional(
                .oneOf(BudgetAssumption.Model.allCases.map(\.rawValue)), default: ReportFixedDefaults.budgetModel,
                "How the budget view spends the budget: spread over the day, or greedily.")
        case .fail: optional(.bool, default: false, "Simulate the `onError` path.")
        case .events:
            optional(
                .map(key: .anyOf([.memberName, .typeName]), value: .anyOf([.duration, .list(.duration)])),
                "Event or action name -> offsets from the start.")
        case .plans:
            optional(
                .map(key: .memberName, value: .anyOf([.duration, .list(.duration)])),
                "Plan name -> offsets from the start at which the app's data selects it.")
        }
    }
}
