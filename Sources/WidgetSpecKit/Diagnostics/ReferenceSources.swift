/// One source a rule, an assumption or a comment cites as `[S3]`: its title and where to read it.
package struct ReferenceSource: Hashable, Sendable {
    /// `S3`, `S33a`.
    package var id: String
    package var title: String
    /// Where the text lives; for an interface file without a public address, what it is.
    package var location: String

    package init(_ id: String, _ title: String, _ location: String) {
        self.id = id
        self.title = title
        self.location = location
    }

    /// `[S3] Keeping a widget up to date: https://developer.apple.com/…`
    package var line: String { "[\(id)] \(title): \(location)" }
}

/// Every source the project cites, so that a `[S3]` in a message, `explain`, a report or docs/ resolves without the
/// reference file outside the repository. docs/sources.md is generated from this list.
package enum ReferenceSources {
    static let apple = "https://developer.apple.com/documentation/"

    package static let all: [ReferenceSource] = [
        ReferenceSource(
            "S1", "WidgetKit.swiftinterface of the iOS 26 SDK",
            "the iOS 26 SDK's interface file, read from a public copy (no address); the symbols' pages are under "
                + "\(apple)widgetkit"),
        ReferenceSource(
            "S2", "WidgetFamily and its cases; supportedFamilies(_:)",
            "\(apple)widgetkit/widgetfamily, \(apple)swiftui/widgetconfiguration/supportedfamilies(_:), "
                + "\(apple)appintents/intentwidgetfamily"),
        ReferenceSource("S3", "Keeping a widget up to date", "\(apple)widgetkit/keeping-a-widget-up-to-date"),
        ReferenceSource(
            "S4", "TimelineProvider (getSnapshot(in:completion:), getTimeline(in:completion:))",
            "\(apple)widgetkit/timelineprovider"),
        ReferenceSource("S5", "TimelineProviderContext", "\(apple)widgetkit/timelineprovidercontext"),
        ReferenceSource("S6", "AppIntentTimelineProvider", "\(apple)widgetkit/appintenttimelineprovider"),
        ReferenceSource("S7", "TimelineReloadPolicy", "\(apple)widgetkit/timelinereloadpolicy"),
        ReferenceSource("S8", "Timeline and init(entries:policy:)", "\(apple)widgetkit/timeline"),
        ReferenceSource("S9", "WidgetCenter and WidgetInfo", "\(apple)widgetkit/widgetcenter"),
        ReferenceSource(
            "S10", "WidgetBundle and WidgetBundleBuilder",
            "\(apple)swiftui/widgetbundle, \(apple)swiftui/widgetbundlebuilder"),
        ReferenceSource(
            "S10b", "Doc comments of the iOS 14 SwiftUI interface (WidgetBundleBuilder)",
            "the iOS 14 SDK's SwiftUI.swiftinterface"),
        ReferenceSource(
            "S12", "Displaying live data with Live Activities",
            "\(apple)activitykit/displaying-live-data-with-live-activities"),
        ReferenceSource(
            "S13", "Starting and updating Live Activities with ActivityKit push notifications",
            "\(apple)activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"),
        ReferenceSource(
            "S14", "ActivityKit: ActivityAttributes, ActivityContent, Activity, ActivityUIDismissalPolicy",
            "\(apple)activitykit"),
        ReferenceSource("S15", "WidgetConfigurationIntent", "\(apple)appintents/widgetconfigurationintent"),
        ReferenceSource("S16", "IntentParameter", "\(apple)appintents/intentparameter"),
        ReferenceSource(
            "S17", "AppEnum, CaseDisplayRepresentable, TypeDisplayRepresentable", "\(apple)appintents/appenum"),
        ReferenceSource("S18", "Making a configurable widget", "\(apple)widgetkit/making-a-configurable-widget"),
        ReferenceSource(
            "S19", "Linking to specific app scenes from your widget or Live Activity",
            "\(apple)widgetkit/linking-to-specific-app-scenes-from-your-widget-or-live-activity"),
        ReferenceSource("S20", "Creating a widget extension", "\(apple)widgetkit/creating-a-widget-extension"),
        ReferenceSource("S21", "Developing a WidgetKit strategy", "\(apple)widgetkit/developing-a-widgetkit-strategy"),
        ReferenceSource(
            "S22", "Adding interactivity to widgets and Live Activities",
            "\(apple)widgetkit/adding-interactivity-to-widgets-and-live-activities"),
        ReferenceSource(
            "S23", "Displaying the right widget background",
            "\(apple)widgetkit/displaying-the-right-widget-background"),
        ReferenceSource("S24", "SwiftUI views in widgets", "\(apple)widgetkit/swiftui-views"),
        ReferenceSource(
            "S25", "Updating widgets with WidgetKit push notifications",
            "\(apple)widgetkit/updating-widgets-with-widgetkit-push-notifications"),
        ReferenceSource(
            "S26", "Updating your widgets for visionOS", "\(apple)widgetkit/updating-your-widgets-for-visionos"),
        ReferenceSource("S27", "RelevanceConfiguration", "\(apple)widgetkit/relevanceconfiguration"),
        ReferenceSource(
            "S28", "ControlWidget; Controls", "\(apple)swiftui/controlwidget, \(apple)widgetkit/controls-collection"),
        ReferenceSource(
            "S29", "WidgetKit and ActivityKit updates", "\(apple)updates/widgetkit, \(apple)updates/activitykit"),
        ReferenceSource(
            "S30", "containerBackgroundRemovable(_:); showsWidgetContainerBackground",
            "\(apple)swiftui/widgetconfiguration/containerbackgroundremovable(_:)"),
        ReferenceSource(
            "S31", "NSSupportsLiveActivities; NSSupportsLiveActivitiesFrequentUpdates",
            "\(apple)bundleresources/information-property-list/nssupportsliveactivities"),
        ReferenceSource(
            "S32", "ParameterSummarySwitchCondition; ParameterSummaryWhenCondition",
            "\(apple)appintents/parametersummaryswitchcondition"),
        ReferenceSource(
            "S33", "Apple Developer Forums threads (S33a to S33f)", "https://developer.apple.com/forums/"),
        ReferenceSource(
            "S33a", "Apple Developer Forums: 72 manual refreshes per day (an Apple engineer)",
            "https://developer.apple.com/forums/thread/758400"),
        ReferenceSource(
            "S33b", "Apple Developer Forums: the ~400-entry anecdote",
            "https://developer.apple.com/forums/thread/733081"),
        ReferenceSource(
            "S33c", "Apple Developer Forums: 10 MB / 72 per day (author unknown)",
            "https://developer.apple.com/forums/thread/768739"),
        ReferenceSource(
            "S33d", "Apple Developer Forums: an empty supportedFamilies hid the widgets on iOS 14",
            "https://developer.apple.com/forums/thread/688120"),
        ReferenceSource(
            "S33e", "Apple Developer Forums: Apple DTS pointing back to S3",
            "https://developer.apple.com/forums/thread/807219"),
        ReferenceSource(
            "S33f", "Apple Developer Forums: a custom @main choosing a bundle by OS version",
            "https://developer.apple.com/forums/thread/756933"),
        ReferenceSource(
            "S34", "Third-party material (S34a to S34e), cited only where Apple is silent", "see S34a to S34e"),
        ReferenceSource(
            "S34a", "Third party: SwiftUI Essentials – iOS 14 Edition, ch. 49 (default families)", "Packt (book)"),
        ReferenceSource(
            "S34b", "Third party: widget tap gestures (Link in small widgets, iOS 16 era)",
            "https://swiftsenpai.com/development/widget-tap-gestures/"),
        ReferenceSource(
            "S34c", "Third party: \"Please adopt containerBackground API\" as seen on devices",
            "https://nemecek.be/blog/192"),
        ReferenceSource(
            "S34d", "Third party: a nested WidgetBundle",
            "https://gist.github.com/GabrielTargon/544e10bbb864d7bc0eadb2f237a397de"),
        ReferenceSource(
            "S34e", "Third party: WWDC22 \"Complications and widgets: Reloaded\" notes",
            "https://vtourraine.net/blog/2022/wwdc-2022-complications-widgets"),
        ReferenceSource("S35", "TimelineEntryRelevance", "\(apple)widgetkit/timelineentryrelevance"),
        ReferenceSource(
            "S36", "Third party: a WidgetBundleBuilder interface with buildBlock overloads C0 … C9",
            "https://onestack.dev/ios-reference/SwiftUI/WidgetBundleBuilder"),
        ReferenceSource("S37", "WidgetKit (overview)", "\(apple)widgetkit"),
        ReferenceSource("S38", "ControlConfigurationIntent", "\(apple)appintents/controlconfigurationintent"),
        ReferenceSource(
            "S60", "Sending broadcast push notification requests to APNs",
            "\(apple)usernotifications/sending-broadcast-push-notification-requests-to-apns"),
        ReferenceSource("S61", "AppIntent.isDiscoverable", "\(apple)appintents/appintent/isdiscoverable"),
        ReferenceSource(
            "S62", "Creating controls to perform actions across the system",
            "\(apple)widgetkit/creating-controls-to-perform-actions-across-the-system"),
        ReferenceSource(
            "S63", "AppIntent.openAppWhenRun (deprecated in the 26 SDKs) and supportedModes",
            "\(apple)appintents/appintent/openappwhenrun, \(apple)appintents/appintent/supportedmodes"),
        ReferenceSource(
            "S70", "CodingKeyRepresentable: dictionaries keyed by other types are coded as alternating keys and values",
            "https://developer.apple.com/documentation/swift/codingkeyrepresentable"),
        ReferenceSource(
            "S71", "SE-0320: Dictionary is coded as a keyed container only for String and Int keys",
            "https://github.com/swiftlang/swift-evolution/blob/main/proposals/0320-codingkeyrepresentable.md"),
        ReferenceSource(
            "S72", "supplementalActivityFamilies(_:) and ActivityFamily (iOS 18: .small for the watchOS Smart Stack)",
            "https://developer.apple.com/documentation/swiftui/widgetconfiguration/supplementalactivityfamilies(_:), "
                + "https://developer.apple.com/documentation/widgetkit/activityfamily"),
        ReferenceSource(
            "S73", "AppIntent.authenticationPolicy and IntentAuthenticationPolicy",
            "\(apple)appintents/appintent/authenticationpolicy, \(apple)appintents/intentauthenticationpolicy"),
        ReferenceSource(
            "S74", "WidgetConfiguration.disfavoredLocations(_:for:) and WidgetLocation",
            "\(apple)swiftui/widgetconfiguration/disfavoredlocations(_:for:), \(apple)widgetkit/widgetlocation"),
        ReferenceSource(
            "S75", "ControlWidgetToggle init(isOn:action:label:valueLabel:) and StaticControlConfiguration's example",
            "\(apple)widgetkit/controlwidgettoggle/init(ison:action:label:valuelabel:), "
                + "\(apple)widgetkit/staticcontrolconfiguration"),
        ReferenceSource(
            "S80", "IntentParameter.init(title:description:default:size:inputConnectionBehavior:) (arrays of entities)",
            "\(apple)appintents/intentparameter/init(title:description:default:size:inputconnectionbehavior:)-7cox5"),
        ReferenceSource(
            "S81", "IntentCollectionSize (init(exactly:), init(min:max:))", "\(apple)appintents/intentcollectionsize"),
        ReferenceSource(
            "S82", "IntentWidgetFamily.systemExtraLargePortrait (27 SDKs)",
            "\(apple)appintents/intentwidgetfamily/systemextralargeportrait"),
        ReferenceSource(
            "S83", "AppIntent.parameterSummary, IntentParameterSummary (Summary) and ParameterSummaryString",
            "\(apple)appintents/appintent/parametersummary, \(apple)appintents/intentparametersummary, "
                + "\(apple)appintents/parametersummarystring"),
        ReferenceSource(
            "S84", "ParameterSummaryWhenCondition (When), ParameterSummarySwitchCondition (Switch), Case, DefaultCase",
            "\(apple)appintents/parametersummarywhencondition, \(apple)appintents/parametersummaryswitchcondition, "
                + "\(apple)appintents/parametersummarycasecondition"),
        ReferenceSource(
            "S85", "ParameterSummaryCaseBuilder.buildBlock (one to nine cases and a default)",
            "\(apple)appintents/parametersummarycasebuilder"),
        ReferenceSource(
            "S90", "DynamicOptionsProvider (results(), defaultResult(), DefaultValue)",
            "\(apple)appintents/dynamicoptionsprovider, \(apple)appintents/dynamicoptionsprovider/results(), "
                + "\(apple)appintents/dynamicoptionsprovider/defaultvalue"),
        ReferenceSource(
            "S91", "IntentParameter's optionsProvider initializers for strings and integers (Strings, Integers)",
            "\(apple)appintents/intentparameter-string, \(apple)appintents/intentparameter-int"),
        ReferenceSource(
            "S92",
            "IntentItemCollection init(promptLabel:usesIndexedCollation:sections:), IntentItemSection, IntentItem",
            "\(apple)appintents/intentitemcollection/init(promptlabel:usesindexedcollation:sections:), "
                + "\(apple)appintents/intentitemsection, \(apple)appintents/intentitem"),
        ReferenceSource(
            "S93", "ControlConfigurationIntent and WidgetConfigurationIntent (two protocols refining AppIntent)",
            "\(apple)appintents/controlconfigurationintent, \(apple)appintents/widgetconfigurationintent"),
        ReferenceSource(
            "S94", "AppIntentConfiguration.init(kind:intent:provider:content:) (Intent == Provider.Intent)",
            "\(apple)widgetkit/appintentconfiguration/init(kind:intent:provider:content:)"),
        ReferenceSource(
            "S95",
            "AppIntentTimelineProvider.recommendations() (preconfigured widgets where no configuration UI exists; "
                + "iOS 17, macOS 14, watchOS 10, visionOS 26)",
            "\(apple)widgetkit/appintenttimelineprovider/recommendations()"),
        ReferenceSource(
            "S96",
            "AppIntentRecommendation (used on watchOS for complications; inactive on iOS and macOS), "
                + "init(intent:description:)",
            "\(apple)widgetkit/appintentrecommendation"),
        ReferenceSource(
            "S97",
            "WordPress-iOS: the Lock Screen stats widgets' supportedFamilies() behind FeatureFlag.lockScreenWidget "
                + "(a real app deciding families at run time)",
            "https://github.com/wordpress-mobile/WordPress-iOS/blob/trunk/WordPress/JetpackStatsWidgets/"
                + "LockScreenWidgets/LockScreenStatsWidget.swift"),
        ReferenceSource(
            "S98", "ControlValueProvider and AppIntentControlValueProvider (any Value: previewValue, currentValue)",
            "\(apple)widgetkit/controlvalueprovider, \(apple)widgetkit/appintentcontrolvalueprovider"),
        ReferenceSource(
            "S99", "StaticControlConfiguration init(kind:provider:content:) (the content gets the provider's Value)",
            "\(apple)widgetkit/staticcontrolconfiguration/init(kind:provider:content:)"),
    ]

    /// The source with this id (`S3`).
    package static func source(_ id: String) -> ReferenceSource? { all.first { $0.id == id } }

    /// The sources a text cites as `[S3]`, in order of first citation, each once.
    package static func cited(in text: String) -> [ReferenceSource] {
        var seen: Set<String> = []
        return text.matches(of: /\[(S[0-9]+[a-z]?)\]/).compactMap { match in
            let id = String(match.output.1)
            guard seen.insert(id).inserted else { return nil }
            return source(id)
        }
    }

    /// docs/sources.md.
    package static func markdown() -> String {
        var text = """
            # Sources

            <!-- Generated from Sources/WidgetSpecKit/Diagnostics/ReferenceSources.swift. Do not edit: run
                 `WIDGETSPEC_RECORD=1 swift test --filter ReferenceSourcesTests` to regenerate. -->

            What a `[S3]` in a diagnostic, `widgetspec explain`, a report or these docs refers to. Apple's pages are
            where the rules come from; forum threads (S33) and third-party material (S34, S36) are cited only where
            Apple is silent, and a rule resting on them says it is an assumption. There is no S11, and S39 to S59
            are not used.

            | id | title | where |
            |---|---|---|

            """
        for source in all {
            text += "| <a id=\"\(source.id.lowercased())\"></a>\(source.id) | \(source.title) | \(source.location) |\n"
        }
        return text
    }
}
