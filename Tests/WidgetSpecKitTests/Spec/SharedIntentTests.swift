import Testing

@testable import WidgetSpecKit

/// `intent: Name`: several widgets configured by one intent type (issue 28, WordPress's three site widgets). The
/// decoder resolves the name (WS0312–WS0314), the checker sees a copy at every sharing widget, the generator
/// declares the type once.
@Suite struct SharedIntentTests {
    /// A spec whose widgets are `widgets` (each `name: keys`, keys without indentation), after `top` (top-level
    /// keys, `platforms` included when the caller needs it).
    static func spec(_ widgets: KeyValuePairs<String, String>, top: String = "") -> String {
        var lines =
            ["spec: 1", "bundle: SiteWidgets"] + (top.isEmpty ? [] : top.split(separator: "\n").map(String.init))
        lines.append("widgets:")
        for (name, body) in widgets {
            lines += [
                "  \(name):", "    kind: com.example.\(name.lowercased())", "    displayName: \(name)",
            ]
            let keys = body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            if !body.contains("families:") { lines.append("    families: [systemSmall, systemMedium]") }
            lines += keys
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let declaring = """
        intent:
          name: SelectSite
          parameters:
            site: String?
            days: { type: Int, default: 7 }
          summary: "Show {site}"
          migratesFrom: { intentClassName: SelectSiteIntent }
        """

    // MARK: - Decoding

    @Test func aSharingWidgetGetsTheDeclaringWidgetsIntent() throws {
        let spec = try decodeSpec(
            Self.spec(["Today": Self.declaring, "ThisWeek": "intent: SelectSite", "AllTime": "intent: SelectSite"]))
        let today = try #require(spec.widgets.first { $0.name.value == "Today" })
        #expect(today.sharedIntent == nil)
        for name in ["ThisWeek", "AllTime"] {
            let widget = try #require(spec.widgets.first { $0.name.value == name })
            #expect(widget.sharedIntent?.value == "SelectSite")
            #expect(widget.sharedIntent?.range.start.line != today.intent?.range.start.line)
            #expect(widget.intent == today.intent)
        }
    }

    @Test func aSharingWidgetMayComeBeforeTheDeclaringOne() throws {
        let spec = try decodeSpec(Self.spec(["ThisWeek": "intent: SelectSite", "Today": Self.declaring]))
        #expect(spec.widgets.first?.intent?.name.value == "SelectSite")
    }

    @Test func theDefaultIntentNameCanBeShared() throws {
        let spec = try decodeSpec(
            Self.spec(["Today": "intent: { parameters: { site: String? } }", "AllTime": "intent: TodayIntent"]))
        #expect(spec.widgets.last?.intent?.name.value == "TodayIntent")
    }

    @Test func anUnknownNameSuggestsTheClosestDeclaredIntent() {
        let lines = diagnosticLines(Self.spec(["Today": Self.declaring, "ThisWeek": "intent: SelectSit"]))
        #expect(lines.count == 1)
        #expect(lines.first?.contains("WS0312") == true)
        #expect(lines.first?.contains("shares the intent 'SelectSit', but no widget declares") == true)
        #expect(lines.first?.contains("did you mean 'SelectSite'?") == true)
        let fixIt = loadSpec(Self.spec(["Today": Self.declaring, "ThisWeek": "intent: SelectSit"])).diagnostics.first?
            .fixIt
        #expect(fixIt?.replacement == "SelectSite")
    }

    @Test func aWidgetsNameIsNotAnIntentsName() throws {
        let loaded = loadSpec(Self.spec(["Today": Self.declaring, "ThisWeek": "intent: Today"]))
        let diagnostic = try #require(loaded.diagnostics.first)
        #expect(loaded.diagnostics.count == 1)
        #expect(diagnostic.id == .unknownSharedIntent)
        #expect(diagnostic.fixIt?.replacement == "SelectSite")
        #expect(diagnostic.notes.first?.message == "widget 'Today' declares the intent 'SelectSite'")
    }

    /// A widget naming a widget that shares itself: the chain is refused, the fix names the declared intent.
    @Test func aChainOfSharingWidgetsIsRefused() throws {
        let loaded = loadSpec(
            Self.spec(["Today": Self.declaring, "ThisWeek": "intent: SelectSite", "AllTime": "intent: ThisWeek"]))
        let diagnostic = try #require(loaded.diagnostics.first)
        #expect(loaded.diagnostics.count == 1)
        #expect(diagnostic.id == .unknownSharedIntent)
        #expect(diagnostic.range?.start.line == 24)
        #expect(diagnostic.fixIt?.replacement == "SelectSite")
        #expect(diagnostic.notes.first?.message.contains("shares the intent 'SelectSite' itself") == true)
    }

    @Test func aCycleIsTwoUnknownNamesWithoutAFix() {
        let loaded = loadSpec(Self.spec(["Today": "intent: ThisWeek", "ThisWeek": "intent: Today"]))
        #expect(loaded.diagnostics.map(\.id) == [.unknownSharedIntent, .unknownSharedIntent])
        #expect(loaded.diagnostics.allSatisfy { $0.fixIt == nil })
        #expect(loaded.diagnostics.allSatisfy { $0.notes.first?.message.contains("itself") == true })
    }

    /// Two inline declarations of one name stay duplicates (WS0307), with a note saying how to share instead.
    @Test func twoInlineIntentsOfOneNameAreDuplicates() {
        let loaded = loadSpec(
            Self.spec([
                "Today": Self.declaring,
                "ThisWeek": "intent:\n  name: SelectSite\n  parameters: { site: String? }",
            ]))
        #expect(loaded.diagnostics.map(\.id) == [.duplicateName])
        #expect(loaded.diagnostics.first?.notes.last?.message.contains("`intent: SelectSite`") == true)
    }

    /// A widget's and a control's intent of one name can't be shared: no note suggests it.
    @Test func aWidgetAndAControlIntentOfOneNameAreDuplicatesWithoutTheSharingNote() {
        let top = """
            platforms: { iOS: "18.0" }
            controls:
              Lights:
                kind: com.example.lights
                displayName: Lights
                button: TurnOff
                intent:
                  name: SelectSite
                  parameters: { room: String? }
            actions:
              TurnOff: {}
            """
        let loaded = loadSpec(Self.spec(["Today": Self.declaring], top: top))
        #expect(loaded.diagnostics.map(\.id) == [.duplicateName])
        #expect(loaded.diagnostics.first?.notes.count == 1)
    }

    /// The sharing widget writes the name only: a mapping with parameters is its own intent.
    @Test func aSharingWidgetWithParametersOfItsOwnIsADuplicate() {
        let lines = diagnosticLines(
            Self.spec(["Today": Self.declaring, "ThisWeek": "intent:\n  name: SelectSite\n  summary: \"{site}\""]))
        #expect(lines.contains { $0.contains("WS0307") })
    }

    @Test func aUrlPlaceholderIsCheckedAgainstTheSharedIntent() {
        let lines = diagnosticLines(
            Self.spec([
                "Today": Self.declaring, "ThisWeek": "intent: SelectSite\nurl: \"app://week/{sit}\"",
            ]))
        #expect(lines.count == 1)
        #expect(lines.first?.contains("WS0304") == true)
        #expect(lines.first?.contains("did you mean 'site'?") == true)
        #expect(lines.first?.hasPrefix("20:") == true)
    }

    @Test func aUrlPlaceholderOfTheSharedIntentDecodes() throws {
        let spec = try decodeSpec(
            Self.spec(["Today": Self.declaring, "ThisWeek": "intent: SelectSite\nurl: \"app://week/{site}\""]))
        #expect(spec.widgets.last?.url?.value.segments.count == 2)
    }

    @Test func aControlsIntentIsNotAWidgets() {
        let top = """
            platforms: { iOS: "18.0" }
            controls:
              Lights:
                kind: com.example.lights
                displayName: Lights
                button: TurnOff
                intent:
                  name: RoomIntent
                  parameters: { room: String? }
            actions:
              TurnOff: {}
            """
        let lines = diagnosticLines(Self.spec(["Lamp": "intent: RoomIntent"], top: top))
        #expect(lines.count == 1)
        #expect(lines.first?.contains("WS0313") == true)
        #expect(lines.first?.contains("ControlConfigurationIntent of control 'Lights'") == true)
    }

    @Test func aControlCannotShareAWidgetsIntent() {
        let top = """
            platforms: { iOS: "18.0" }
            controls:
              Lights:
                kind: com.example.lights
                displayName: Lights
                button: TurnOff
                intent: SelectSite
            actions:
              TurnOff: {}
            """
        let lines = diagnosticLines(Self.spec(["Today": Self.declaring], top: top))
        #expect(lines.count == 1)
        #expect(lines.first?.contains("WS0313") == true)
        #expect(lines.first?.contains("control 'Lights' can't share the intent 'SelectSite'") == true)
    }

    @Test func aSharingWidgetOfferedBeforeTheIntentExistsIsRefused() {
        let declaring = "available: { iOS: \"18.0\" }\n" + Self.declaring
        let lines = diagnosticLines(
            Self.spec(["Today": declaring, "ThisWeek": "intent: SelectSite"], top: "platforms: { iOS: \"17.0\" }"))
        #expect(lines.count == 1)
        #expect(lines.first?.contains("WS0314") == true)
        #expect(
            lines.first?.contains(
                "is offered from iOS 17.0, but the intent 'SelectSite' it shares exists from iOS 18.0") == true)
        let fine = diagnosticLines(
            Self.spec(
                ["Today": declaring, "ThisWeek": "available: { iOS: \"18.1\" }\nintent: SelectSite"],
                top: "platforms: { iOS: \"17.0\" }"))
        #expect(fine.isEmpty)
    }

    /// A broken declaring widget reports its own errors, not one more per sharing widget.
    @Test func aBrokenDeclaringWidgetDoesNotCascade() {
        let lines = diagnosticLines(
            Self.spec(["Today": "kinds: x\n" + Self.declaring, "ThisWeek": "intent: SelectSite"]))
        #expect(!lines.contains { $0.contains("WS0312") })
    }

    // MARK: - Checker

    /// The checker's rules about a widget's intent run for every sharing widget, against its own families.
    @Test func aSizeForAFamilyASharingWidgetLacksIsReportedForThatWidget() throws {
        let declaring = """
            intent:
              name: SelectAccounts
              parameters:
                accounts: { type: "[Account]?", size: { systemSmall: 1, systemLarge: 3 } }
            families: [systemSmall, systemLarge]
            """
        let spec = try decodeSpec(
            Self.spec(
                ["Today": declaring, "ThisWeek": "families: [systemSmall]\nintent: SelectAccounts"],
                top:
                    "entities:\n  Account:\n    fields: { name: { type: String, placeholder: Ann } }\n    display: { title: name }"
            ))
        let found = Checker.check([spec]).filter { $0.id == DiagnosticDescription.sizeForFamilyNotOffered.id }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("widget 'ThisWeek' does not offer") == true)
    }

    /// A problem of the intent itself is reported once, not once per widget holding a copy (`CheckContext` keeps
    /// one of equal findings).
    @Test func aProblemOfTheSharedIntentIsReportedOnce() throws {
        let declaring = """
            intent:
              name: SelectSite
              parameters:
                site: String?
              migratesFrom:
                intentClassName: SelectSite
            """
        let spec = try decodeSpec(
            Self.spec(["Today": declaring, "ThisWeek": "intent: SelectSite", "AllTime": "intent: SelectSite"]))
        let found = Checker.check([spec]).filter { $0.id == DiagnosticDescription.migrationClassNameClash.id }
        #expect(found.count == 1, "\(found.map(\.message))")
    }

    @Test func eventsMatchTheSharedParameterInEveryWidget() throws {
        let spec = try decodeSpec(
            Self.spec(
                ["Today": Self.declaring, "ThisWeek": "intent: SelectSite"],
                top: "events:\n  refreshed:\n    reloads: [Today, ThisWeek]\n    matching: [site]"))
        #expect(Checker.check([spec]).filter { $0.severity == .error }.isEmpty)
    }

    /// The shared intent named like a type the generator derives for a sharing widget collides once.
    @Test func aSharedIntentNamedLikeAGeneratedTypeCollides() throws {
        let declaring = "intent:\n  name: ThisWeekEntry\n  parameters: { site: String? }"
        let spec = try decodeSpec(Self.spec(["Today": declaring, "ThisWeek": "intent: ThisWeekEntry"]))
        let found = Checker.check([spec]).filter { $0.id == DiagnosticDescription.swiftNameCollision.id }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("ThisWeekEntry") == true)
    }

    // MARK: - diff

    static func diff(_ old: String, _ new: String) throws -> [Diagnostic] {
        CompatibilityRules.compare(
            old: CompatibilitySurface(specs: [try decodeSpec(old)]),
            new: CompatibilitySurface(specs: [try decodeSpec(new)]))
    }

    /// The declaration moving to another sharing widget changes no widget's intent type; only the title, which
    /// defaults to the declaring widget's display name, changes, and that is said once.
    @Test func movingTheDeclarationToAnotherSharingWidgetIsNoChangeButItsDefaultTitle() throws {
        let found = try Self.diff(
            Self.spec(["Today": Self.declaring, "ThisWeek": "intent: SelectSite"]),
            Self.spec(["Today": "intent: SelectSite", "ThisWeek": Self.declaring]))
        #expect(found.map(\.message) == ["title of intent 'SelectSite' is 'ThisWeek', was 'Today' (safe)"])
    }

    /// A removed parameter of a shared intent is reported once, naming every kind it configured in both versions.
    @Test func aSharedParameterRemovedIsReportedOnceWithTheKinds() throws {
        let fewer = Self.declaring.replacingOccurrences(of: "    days: { type: Int, default: 7 }\n", with: "")
        let found = try Self.diff(
            Self.spec(["Today": Self.declaring, "ThisWeek": "intent: SelectSite", "AllTime": "intent: SelectSite"]),
            Self.spec(["Today": fewer, "ThisWeek": "intent: SelectSite", "AllTime": "intent: SelectSite"]))
        let removed = found.filter { $0.id == DiagnosticDescription.parameterRemoved.id }
        #expect(removed.count == 1)
        #expect(
            removed.first?.notes.last?.message
                == "'SelectSite' is shared: placed widgets of every kind it configures are affected: "
                + "'com.example.today', 'com.example.thisweek' and 'com.example.alltime'")
    }

    /// A widget joining another's intent resets its own placed widgets: WS1047, not WS1004.
    @Test func aWidgetThatStartsSharingIsReported() throws {
        let found = try Self.diff(
            Self.spec(["Today": Self.declaring, "ThisWeek": "intent: { parameters: { site: String? } }"]),
            Self.spec(["Today": Self.declaring, "ThisWeek": "intent: SelectSite"]))
        #expect(found.map(\.id) == [DiagnosticDescription.sharedIntentSwitched.id])
        #expect(
            found.first?.message.hasPrefix(
                "widget 'ThisWeek' now shares 'SelectSite' with the kinds 'com.example.today'") == true)
    }

    // MARK: - Generator

    @Test func theIntentIsDeclaredOnceAndConfiguresEveryWidget() throws {
        let spec = try decodeSpec(
            Self.spec(["Today": Self.declaring, "ThisWeek": "intent: SelectSite", "AllTime": "intent: SelectSite"]))
        let shared = SwiftGenerator.generate(spec, part: .shared, sourcePath: "site.widgets.yaml")
        let extensionPart = SwiftGenerator.generate(spec, part: .extension, sourcePath: "site.widgets.yaml")
        #expect(shared.components(separatedBy: "struct SelectSite:").count == 2)
        #expect(shared.components(separatedBy: "static let intentClassName").count == 2)
        #expect(shared.components(separatedBy: "init(_ intent: SelectSite)").count == 4)
        #expect(extensionPart.components(separatedBy: "intent: SelectSite.self").count == 4)
        #expect(extensionPart.components(separatedBy: "func timeline(for configuration: SelectSite,").count == 4)
        let declared = SwiftGenerator.typeNames(of: spec).filter { $0.name == "SelectSite" }
        #expect(declared.count == 1)
    }

    /// A shared intent's options (`options: dynamic`) are the declaring widget's: one provider, one loading protocol
    /// and one loader for the app to write, however many widgets share the intent.
    @Test func aSharedIntentsOptionsAreDeclaredOnce() throws {
        let declaringWithOptions = """
            intent:
              name: SelectTag
              parameters:
                tag: { type: String, default: swift, options: dynamic }
            """
        let spec = try decodeSpec(
            Self.spec(["Today": declaringWithOptions, "ThisWeek": "intent: SelectTag", "AllTime": "intent: SelectTag"]))
        #expect(Checker.check([spec]).filter { $0.severity == .error }.isEmpty)
        let shared = SwiftGenerator.generate(spec, part: .shared, sourcePath: "tags.widgets.yaml")
        #expect(shared.components(separatedBy: "struct SelectTagTagOptions:").count == 2)
        #expect(shared.components(separatedBy: "protocol SelectTagTagOptionsLoading").count == 2)
        let loaders = UserCode.declarations(of: spec).filter { $0.name == "SelectTagTagOptionsLoader" }
        #expect(loaders.count == 1)
    }

    /// A small file whose sharing widgets would take more parameters than the limit: each gets them again in its
    /// generated configuration, so a few lines would expand into hundreds of thousands of fields.
    @Test func sharingPastTheParameterLimitIsAnError() throws {
        let parameters = (0..<101).map { "    p\($0): { type: Int, default: \($0) }" }.joined(separator: "\n")
        let declaring = "intent:\n  name: Big\n  parameters:\n" + parameters
        // `spec(_:)` takes literal pairs: the hundred sharing widgets follow it as text.
        let text =
            Self.spec(["W0": declaring])
            + (1...100).map {
                "  W\($0):\n    kind: com.example.w\($0)\n    displayName: W\($0)\n"
                    + "    families: [systemSmall, systemMedium]\n    intent: Big\n"
            }.joined()
        let loaded = SpecLoader.load(SourceFile(path: "big.widgets.yaml", text: text))
        let limits = loaded.diagnostics.filter { $0.id == DecodingDiagnostic.limitExceeded.id }
        #expect(limits.count == 1)
        #expect(limits.first?.message.contains("widget 'W100' shares the intent 'Big'") == true)
        #expect(limits.first?.message.contains("to 10100") == true)
        // 99 sharing widgets (9,999 parameters) are within it.
        let within = text.components(separatedBy: "  W100:\n").first ?? ""
        let fewer = SpecLoader.load(SourceFile(path: "big.widgets.yaml", text: within))
        #expect(!fewer.diagnostics.contains { $0.id == DecodingDiagnostic.limitExceeded.id })
    }
}
