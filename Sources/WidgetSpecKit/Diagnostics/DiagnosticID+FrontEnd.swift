// The IDs the front end (reading, YAML, decoding) reports; their descriptions are in `Check/FrontEnd/`. Checker
// rules are `DiagnosticDescription` values declared beside their code in `Check/Rules/`.
// Every ID here has an entry in the diagnostic catalog (`widgetspec explain`).

extension DiagnosticID {
    // WS00xx: files
    /// The file could not be read.
    public static let unreadableFile: DiagnosticID = "WS0001"
    /// The file exceeds the size limit.
    public static let fileTooLarge: DiagnosticID = "WS0002"
    /// The file is not valid UTF-8.
    public static let invalidUTF8: DiagnosticID = "WS0003"
    /// A path given on the command line matched no spec file.
    public static let noSpecFiles: DiagnosticID = "WS0004"
    /// `generate --import` compiles the shared part in another module, but a spec's declarations are internal.
    public static let sharedPartNotPublic: DiagnosticID = "WS0005"
    /// A value `widgetspec import` left for the user to fill in (a widget's `kind`).
    public static let importPlaceholder: DiagnosticID = "WS0010"
    /// `diff REV`: a spec's old version is a symbolic link git cannot follow (out of the repository, a loop).
    public static let oldVersionUnreadable: DiagnosticID = "WS0015"

    // WS01xx: YAML
    /// libyaml rejected the text.
    public static let yamlSyntax: DiagnosticID = "WS0101"
    /// A key appears twice in one mapping.
    public static let duplicateKey: DiagnosticID = "WS0102"
    /// Aliases expand to too many nodes (a "billion laughs" file).
    public static let aliasExpansionLimit: DiagnosticID = "WS0103"
    /// Collections nest too deeply.
    public static let nestingDepthLimit: DiagnosticID = "WS0104"
    /// The file holds more than one YAML document.
    public static let multipleDocuments: DiagnosticID = "WS0105"
    /// An alias names an anchor that was never defined.
    public static let undefinedAlias: DiagnosticID = "WS0106"
    /// A merge key (`<<`) whose value is not a mapping or a list of mappings.
    public static let invalidMerge: DiagnosticID = "WS0107"

    // WS02xx: decoding
    /// A key the spec language does not know.
    public static let unknownKey: DiagnosticID = "WS0201"
    /// A value of the wrong YAML type (a list where a string is expected, ...).
    public static let wrongType: DiagnosticID = "WS0202"
    /// A required key is missing.
    public static let missingKey: DiagnosticID = "WS0203"
    /// A value outside the allowed set (a policy, family, access level, ...).
    public static let invalidValue: DiagnosticID = "WS0204"
    /// A malformed duration such as `15 minutes`.
    public static let invalidDuration: DiagnosticID = "WS0205"
    /// A malformed wall-clock time such as `9.30`.
    public static let invalidWallTime: DiagnosticID = "WS0206"
    /// An unknown weekday.
    public static let invalidWeekday: DiagnosticID = "WS0207"
    /// A time zone that is not an IANA identifier.
    public static let unknownTimeZone: DiagnosticID = "WS0208"
    /// A malformed OS version.
    public static let invalidVersion: DiagnosticID = "WS0209"
    /// A malformed Swift type expression.
    public static let invalidTypeExpression: DiagnosticID = "WS0210"
    /// A name that is not a valid Swift identifier.
    public static let invalidIdentifier: DiagnosticID = "WS0211"
    /// `spec:` names a format version this tool does not read.
    public static let unsupportedSpecVersion: DiagnosticID = "WS0212"
    /// A key that is not a plain scalar (a list or mapping used as a key).
    public static let nonScalarKey: DiagnosticID = "WS0213"
    /// A placeholder or default value that does not fit its declared type.
    public static let valueTypeMismatch: DiagnosticID = "WS0214"
    /// A Swift type name that is reserved (`Self`, `Any`, `Type`, ...).
    public static let reservedName: DiagnosticID = "WS0215"
    /// A value beyond a documented limit of the spec language (`SpecLimits`).
    public static let limitExceeded: DiagnosticID = "WS0216"
    /// A YAML tag other than the core schema's (`!!python/name:`, `!!binary`, `!custom`).
    public static let unsupportedTag: DiagnosticID = "WS0217"
    /// A key that still works but has a replacement.
    public static let deprecatedKey: DiagnosticID = "WS0218"
    /// A line the build plugins take for the `localization` key that is not the key (inside a multi-line string).
    public static let localizationLineNotTheKey: DiagnosticID = "WS0219"

    // WS03xx: references
    /// A type name that is neither built in nor declared in `enums` / `models`.
    public static let unknownType: DiagnosticID = "WS0301"
    /// A value that is not a case of its enum.
    public static let unknownEnumCase: DiagnosticID = "WS0302"
    /// A name in `reloads` that is not declared under `widgets` (or `controls`).
    public static let unknownWidget: DiagnosticID = "WS0303"
    /// A parameter name that the widget's intent does not declare.
    public static let unknownParameter: DiagnosticID = "WS0304"
    /// An event name that is not declared under `events`.
    public static let unknownEvent: DiagnosticID = "WS0305"
    /// A diagnostic ID in `checks` that does not exist.
    public static let unknownDiagnosticID: DiagnosticID = "WS0306"
    /// Two declarations with the same Swift name.
    public static let duplicateName: DiagnosticID = "WS0307"
    /// A model that contains itself (directly or through other models) without an optional or array.
    public static let recursiveModel: DiagnosticID = "WS0308"
    /// A plan name (in `report.plans`) that no widget declares under `timeline.plans`.
    public static let unknownPlan: DiagnosticID = "WS0309"
    /// An action name that is not declared under `actions`.
    public static let unknownAction: DiagnosticID = "WS0310"
    /// Two plans in `report.plans` switched to at the same offset: only one could apply.
    public static let planSwitchesCollide: DiagnosticID = "WS0311"
}
