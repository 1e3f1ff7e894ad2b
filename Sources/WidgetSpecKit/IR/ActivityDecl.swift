import WidgetSchedule

/// A Live Activity (`activities:` entry).
package struct ActivityDecl: Hashable, Codable, Sendable {
    /// The `ActivityAttributes` type name (the map key).
    package var name: Located<String>
    /// Static data.
    package var attributes: [Field]
    /// `ContentState`, the dynamic data.
    package var state: [Field]
    /// The expected active time.
    package var duration: Located<ScheduleDuration>?
    /// `ActivityContent.staleDate` = start + this.
    package var staleAfter: Located<ScheduleDuration>?
    /// `relevanceScore`.
    package var relevance: Located<Double>?
    package var dismissal: Located<ActivityDismissal>
    /// `push:`: ActivityKit push notifications from the app's server; nil when only the app updates the activity.
    package var push: ActivityPush?
    /// The user's Lock Screen view type; `<Name>LiveActivityView` by default.
    package var lockScreenView: Located<String>
    /// The user's type whose `init(context:)` builds the `DynamicIsland`; `<Name>DynamicIsland` by default.
    package var dynamicIsland: Located<String>
    /// `available:`: the activity's own minimum OS, above the spec's (`@available` on its declarations).
    package var available: [PlatformVersion]
    /// `supplementalFamilies:`: `supplementalActivityFamilies(_:)` (iOS 18).
    package var supplementalFamilies: [Located<ActivityFamily>]
    /// `dates:`: how the attributes' and the state's dates are written in JSON.
    package var dates: Located<ActivityDateEncoding>

    package init(
        name: Located<String>, attributes: [Field], state: [Field], duration: Located<ScheduleDuration>? = nil,
        staleAfter: Located<ScheduleDuration>? = nil, relevance: Located<Double>? = nil,
        dismissal: Located<ActivityDismissal>, push: ActivityPush? = nil, lockScreenView: Located<String>,
        dynamicIsland: Located<String>, available: [PlatformVersion] = [],
        supplementalFamilies: [Located<ActivityFamily>] = [], dates: Located<ActivityDateEncoding>? = nil
    ) {
        self.name = name
        self.attributes = attributes
        self.state = state
        self.duration = duration
        self.staleAfter = staleAfter
        self.relevance = relevance
        self.dismissal = dismissal
        self.push = push
        self.lockScreenView = lockScreenView
        self.dynamicIsland = dynamicIsland
        self.available = available
        self.supplementalFamilies = supplementalFamilies
        self.dates = dates ?? Located(.reference, at: name.range)
    }

    /// The iOS version the activity runs from: its own `available`, else the spec's minimum (nil without iOS).
    package func iOSMinimum(in spec: Spec) -> OSVersion? {
        let own = available.first { $0.platform == .iOS }?.version
        guard let specMinimum = spec.minimum(for: .iOS) else { return own }
        return max(own ?? specMinimum, specMinimum)
    }
}

/// How a Live Activity's dates travel in JSON.
package enum ActivityDateEncoding: String, CaseIterable, Hashable, Codable, Sendable {
    /// Swift's default (`deferredToDate`): seconds since 2001-01-01T00:00:00Z.
    case reference
    /// UNIX time, seconds since 1970-01-01T00:00:00Z, through the generated `Codable`.
    case unix
}

/// WidgetKit's `ActivityFamily` (iOS 18): the sizes a Live Activity is drawn at besides the iOS Lock Screen's.
package enum ActivityFamily: String, CaseIterable, Hashable, Codable, Sendable {
    /// The watchOS Smart Stack (and CarPlay).
    case small
    /// The iOS Lock Screen and the Mac.
    case medium
}

/// `ActivityUIDismissalPolicy` chosen for the end of the activity.
package enum ActivityDismissal: Hashable, Codable, Sendable {
    case `default`
    case immediate
    case after(ScheduleDuration)
}

/// `push:` of a Live Activity: how the app requests it (`Activity.request(…pushType:)`) and what the server sends.
package struct ActivityPush: Hashable, Codable, Sendable {
    /// ActivityKit's `PushType`.
    package enum PushType: String, CaseIterable, Hashable, Codable, Sendable {
        /// A push token per activity, which the app sends to the server.
        case token
        /// A broadcast channel (iOS 18): one push reaches every activity subscribed to it.
        case channel
    }

    package var type: Located<PushType>
    /// Push-to-start (iOS 17.2): the server starts the activity with a push-to-start token.
    package var start: Located<Bool>
    /// The `apns-priority` of updates: 10 or 5.
    package var priority: Located<Int>
    /// The app's Info.plist sets `NSSupportsLiveActivitiesFrequentUpdates`.
    package var frequentUpdates: Located<Bool>
    /// Where `push:` was written.
    package var range: SourceRange

    package init(
        type: Located<PushType>, start: Located<Bool>, priority: Located<Int>, frequentUpdates: Located<Bool>,
        range: SourceRange
    ) {
        self.type = type
        self.start = start
        self.priority = priority
        self.frequentUpdates = frequentUpdates
        self.range = range
    }
}

/// An app event that reloads widgets (`events:` entry).
package struct EventDecl: Hashable, Codable, Sendable {
    /// The function name on `WidgetReloads` (the map key).
    package var name: Located<String>
    package var reloads: EventTargets
    /// Intent parameters the event carries; only widgets configured with matching values reload.
    package var matching: [Located<String>]
    /// Whether the event fires while the app is in the foreground (then it does not count against the budget).
    package var foreground: Bool

    package init(
        name: Located<String>, reloads: EventTargets, matching: [Located<String>] = [],
        foreground: Bool = EventDecl.defaultForeground
    ) {
        self.name = name
        self.reloads = reloads
        self.matching = matching
        self.foreground = foreground
    }
}

package enum EventTargets: Hashable, Codable, Sendable {
    /// `reloads: all`; the range of the value.
    case all(SourceRange)
    /// Names resolved against `widgets` and, where controls can be reloaded (events, actions), `controls`.
    case widgets([Located<String>])
}

/// `report:`: defaults for `widgetspec report`.
package struct ReportDefaults: Hashable, Codable, Sendable {
    package var start: Located<LocalDateTime>?
    /// An IANA time zone identifier, validated.
    package var timeZone: Located<String>?
    package var horizon: Located<ScheduleDuration>?
    package var budget: Located<Int>?
    package var budgetModel: Located<BudgetAssumption.Model>?
    /// Simulate the `onError` path.
    package var fail: Bool?
    /// Event or action name -> offsets from the start; names resolved against `events`, then `actions`.
    package var events: [ReportOffsets]
    /// Plan name -> offsets from the start at which the app's data selects it; names resolved against the
    /// widgets' plans.
    package var plans: [ReportOffsets]

    package init(
        start: Located<LocalDateTime>? = nil, timeZone: Located<String>? = nil,
        horizon: Located<ScheduleDuration>? = nil, budget: Located<Int>? = nil,
        budgetModel: Located<BudgetAssumption.Model>? = nil, fail: Bool? = nil, events: [ReportOffsets] = [],
        plans: [ReportOffsets] = []
    ) {
        self.start = start
        self.timeZone = timeZone
        self.horizon = horizon
        self.budget = budget
        self.budgetModel = budgetModel
        self.fail = fail
        self.events = events
        self.plans = plans
    }
}

/// A name under `report.events` or `report.plans` and the offsets from the start at which it happens.
package struct ReportOffsets: Hashable, Codable, Sendable {
    package var name: Located<String>
    package var offsets: [Located<ScheduleDuration>]

    package init(name: Located<String>, offsets: [Located<ScheduleDuration>]) {
        self.name = name
        self.offsets = offsets
    }
}

/// A date and time as written in a spec: `2026-01-05T09:00:00`, local to the report's time zone unless an
/// offset (`Z`, `+01:00`) is given.
package struct LocalDateTime: Hashable, Codable, Sendable, CustomStringConvertible {
    package var year: Int
    package var month: Int
    package var day: Int
    package var hour: Int
    package var minute: Int
    package var second: Int
    /// Seconds east of UTC, when the text carried an offset.
    package var utcOffset: Int?

    package init(
        year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, utcOffset: Int? = nil
    ) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.utcOffset = utcOffset
    }

    /// Parses `YYYY-MM-DDTHH:MM[:SS]` with an optional `Z` or `±HH:MM` offset, or a bare `YYYY-MM-DD`.
    package init?(parsing text: String) {
        let chars = Array(text.utf8)
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= chars.count else { return nil }
            var value = 0
            for byte in chars[from..<from + count] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard let year = number(0, 4), chars.count >= 10, chars[4] == 45, let month = number(5, 2), chars[7] == 45,
            let day = number(8, 2), (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day)
        else { return nil }
        var hour = 0
        var minute = 0
        var second = 0
        var index = 10
        if index < chars.count {
            guard chars[index] == 84 || chars[index] == 32, let h = number(index + 1, 2), chars.count > index + 3,
                chars[index + 3] == 58, let m = number(index + 4, 2)
            else { return nil }
            hour = h
            minute = m
            index += 6
            if index < chars.count, chars[index] == 58 {
                guard let s = number(index + 1, 2) else { return nil }
                second = s
                index += 3
            }
        }
        var offset: Int?
        if index < chars.count {
            if chars[index] == 90, index + 1 == chars.count {
                offset = 0
            } else if chars[index] == 43 || chars[index] == 45, let oh = number(index + 1, 2),
                chars.count == index + 6, chars[index + 3] == 58, let om = number(index + 4, 2), oh < 24, om < 60
            {
                offset = (chars[index] == 45 ? -1 : 1) * (oh * 3600 + om * 60)
            } else {
                return nil
            }
        }
        guard hour < 24, minute < 60, second < 60 else { return nil }
        self.init(year: year, month: month, day: day, hour: hour, minute: minute, second: second, utcOffset: offset)
    }

    /// The number of days of a month in the proleptic Gregorian calendar.
    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    package var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        var text =
            "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
        if let utcOffset {
            if utcOffset == 0 {
                text += "Z"
            } else {
                let sign = utcOffset < 0 ? "-" : "+"
                text += "\(sign)\(pad(abs(utcOffset) / 3600, 2)):\(pad(abs(utcOffset) % 3600 / 60, 2))"
            }
        }
        return text
    }
}
