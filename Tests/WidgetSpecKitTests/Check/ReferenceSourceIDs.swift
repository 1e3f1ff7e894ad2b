/// The source ids of the "Sources" list of the WidgetKit reference the rules are built from
/// (shared/reference/widgetkit.md), copied so that the tests do not need that file. There is no S11; S10b,
/// S33a-f and S34a-e are parts of S10, S33 and S34. S38 (App Intents' ControlConfigurationIntent page) is an
/// addition to the reference for the control rules; S60 to S63 (broadcast pushes, `isDiscoverable`, creating
/// controls, `openAppWhenRun` and `supportedModes`) too, S70 to S72 (dictionary coding, supplemental activity
/// families), S73 to S75 (`authenticationPolicy`, `disfavoredLocations`, a control toggle's value label), S80 to
/// S85 (array parameters sized per family, parameter summaries), S90 to S92 (options the app provides), S93
/// and S94 (one intent shared by widgets), S95 to S97 (recommendations, families decided at run time), S98 and
/// S99 (a control value that is not a Bool).
/// docs/sources.md gives each its title and address.
enum ReferenceSourceIDs {
    static let all: Set<String> = {
        let numbered: [String] =
            ((1...38).filter { $0 != 11 } + Array(60...63) + Array(70...75) + Array(80...85) + Array(90...99)).map {
                "S\($0)"
            }
        let forums: [String] = "abcdef".map { "S33\($0)" }
        let thirdParty: [String] = "abcde".map { "S34\($0)" }
        return Set(numbered + ["S10b"] + forums + thirdParty)
    }()

    /// Every `[S3]`-style citation in a text.
    static func cited(in text: String) -> [String] {
        text.matches(of: /\[(S[0-9]+[a-z]?)\]/).map { String($0.output.1) }
    }
}
