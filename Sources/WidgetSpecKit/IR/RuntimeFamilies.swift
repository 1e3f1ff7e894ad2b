/// `familiesWhen:` of a widget: families it offers only while a flag the app reads at run time is on, as
/// WordPress offers its Lock Screen widgets behind a feature flag (`supportedFamilies(flag ? [...] : [])`). The
/// generated widget adds them to its `families` on every platform where the widget is offered.
package struct FlaggedFamilies: Hashable, Codable, Sendable {
    /// The flag: a static `Bool` of the app's `WidgetFlags` (`WidgetFlagReading`), read when WidgetKit asks the
    /// extension for its widgets.
    package var flag: Located<String>
    package var families: [Located<WidgetFamily>]
    /// Where `familiesWhen` was written.
    package var range: SourceRange

    package init(flag: Located<String>, families: [Located<WidgetFamily>], range: SourceRange) {
        self.flag = flag
        self.families = families
        self.range = range
    }
}

/// `recommendations:` of a configurable widget: the preconfigured intents WidgetKit offers where people cannot
/// configure a widget themselves (watchOS complications and Smart Stack) [S95][S96].
package struct WidgetRecommendations: Hashable, Codable, Sendable {
    /// The spec's own list; empty with `dynamic`.
    package var list: [WidgetRecommendation]
    /// `recommendations: dynamic`: the app's `<Widget>Recommender` builds them from its data, as Home Assistant
    /// lists the complications the person set up in the iPhone app.
    package var isDynamic: Bool
    /// Where `recommendations` was written.
    package var range: SourceRange

    package init(list: [WidgetRecommendation], isDynamic: Bool = false, range: SourceRange) {
        self.list = list
        self.isDynamic = isDynamic
        self.range = range
    }
}

/// One recommendation: the text watchOS shows for it and the intent's parameter values.
package struct WidgetRecommendation: Hashable, Codable, Sendable {
    package var description: DisplayText
    package var values: [RecommendedValue]
    /// Where the recommendation starts.
    package var range: SourceRange

    package init(description: DisplayText, values: [RecommendedValue], range: SourceRange) {
        self.description = description
        self.values = values
        self.range = range
    }
}

/// `parameter: value` of a recommendation. `value` is nil when the parameter does not exist or cannot be set from
/// the spec (an entity comes from the app's data): the checker says which (WS0411).
package struct RecommendedValue: Hashable, Codable, Sendable {
    package var parameter: Located<String>
    package var value: Located<Value>?

    package init(parameter: Located<String>, value: Located<Value>?) {
        self.parameter = parameter
        self.value = value
    }
}
