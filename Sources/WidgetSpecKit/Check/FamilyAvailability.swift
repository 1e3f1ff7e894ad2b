// Where each widget family exists, from the reference's section 1 ([S1][S2][S21][S26]).

extension WidgetFamily {
    /// The first OS version of `platform` that has this family; nil where it does not exist at all.
    func introduction(on platform: Platform) -> OSVersion? {
        switch (self, platform) {
        case (.systemSmall, .iOS), (.systemMedium, .iOS), (.systemLarge, .iOS): OSVersion(14)
        case (.systemSmall, .macOS), (.systemMedium, .macOS), (.systemLarge, .macOS): OSVersion(11)
        case (.systemExtraLarge, .iOS): OSVersion(15)
        case (.systemExtraLarge, .macOS): OSVersion(14)
        // Per 2026 doc metadata only (possibly prerelease): treated as 27 to be safe.
        case (.systemExtraLargePortrait, .iOS), (.systemExtraLargePortrait, .macOS): OSVersion(27)
        case (.accessoryCircular, .iOS), (.accessoryRectangular, .iOS), (.accessoryInline, .iOS): OSVersion(16)
        case (.accessoryCircular, .watchOS), (.accessoryRectangular, .watchOS), (.accessoryInline, .watchOS),
            (.accessoryCorner, .watchOS):
            OSVersion(9)
        case (.systemSmall, .visionOS), (.systemMedium, .visionOS), (.systemLarge, .visionOS),
            (.systemExtraLarge, .visionOS), (.systemExtraLargePortrait, .visionOS):
            OSVersion(26)
        case (.accessoryCircular, .visionOS), (.accessoryRectangular, .visionOS): OSVersion(27)
        default: nil
        }
    }

    /// The platforms that have this family at some version, in platform order.
    var platformsOffering: [Platform] { Platform.allCases.filter { introduction(on: $0) != nil } }
}

extension Platform {
    /// The first version that runs WidgetKit widgets (`WidgetFamily`, `StaticConfiguration`).
    var widgetKitMinimum: OSVersion {
        switch self {
        case .iOS: OSVersion(14)
        case .macOS: OSVersion(11)
        case .watchOS: OSVersion(9)
        case .visionOS: OSVersion(26)
        }
    }

    /// The first version with `AppIntentConfiguration` and `WidgetConfigurationIntent`.
    var appIntentMinimum: OSVersion {
        switch self {
        case .iOS: OSVersion(17)
        case .macOS: OSVersion(14)
        case .watchOS: OSVersion(10)
        case .visionOS: OSVersion(26)
        }
    }

    /// The first version with container backgrounds for widgets: `containerBackground(for: .widget)` exists
    /// ([S23]; `.widget` is visionOS 26), and `contentMarginsDisabled()` and `containerBackgroundRemovable(_:)`
    /// take effect.
    var widgetBackgroundMinimum: OSVersion {
        switch self {
        case .iOS: OSVersion(17)
        case .macOS: OSVersion(14)
        case .watchOS: OSVersion(10)
        case .visionOS: OSVersion(26)
        }
    }

    /// The first version that declares the configuration modifiers `contentMarginsDisabled()` and
    /// `containerBackgroundRemovable(_:)` ([S1]), before which calling them does not compile.
    var configurationModifierMinimum: OSVersion {
        switch self {
        case .iOS: OSVersion(15)
        case .macOS: OSVersion(12)
        case .watchOS: OSVersion(9)
        case .visionOS: OSVersion(26)
        }
    }

    /// The first version with App Intents, whose `AppEnum` the enums conform to.
    var appEnumMinimum: OSVersion {
        switch self {
        case .iOS: OSVersion(16)
        case .macOS: OSVersion(13)
        case .watchOS: OSVersion(9)
        case .visionOS: OSVersion(1)
        }
    }

    /// The first version with `LocalizedStringResource` and the framework overloads that take it [S1]: what a
    /// localized spec's generated code passes.
    var localizedStringResourceMinimum: OSVersion { appEnumMinimum }

    /// The first version with `AppIntentsPackage`, per Apple's documentation page (iOS 17, macOS 14, watchOS 10,
    /// visionOS from its first release).
    var appIntentsPackageMinimum: OSVersion {
        switch self {
        case .iOS: OSVersion(17)
        case .macOS: OSVersion(14)
        case .watchOS: OSVersion(10)
        case .visionOS: OSVersion(1)
        }
    }
}
