import Foundation
import Testing

@testable import WidgetSpecKit

/// The `#Preview` blocks of the extension part. Linux has no WidgetKit macro plugin to expand `#Preview`, so
/// these tests read the generated text: where each preview sits (`#if DEBUG`, `#if os(...)`), what it shows
/// and how it is marked; and they type-check each preview rewritten as a call of the `Preview` initializer the
/// macro expands to. The other glue type-checks compile without `-D DEBUG`, which skips the blocks as a
/// release build does.
@Suite struct PreviewTests {
    /// One `#Preview(...)` line with the `#if` conditions around it, outermost first, and its attribute lines.
    struct Preview {
        var line: String
        var conditions: [String]
        var attributes: [String]
        var name: String { String(line.split(separator: "\"")[1]) }
    }

    static func previews(in source: String) -> [Preview] {
        var stack: [String] = []
        var attributes: [String] = []
        var found: [Preview] = []
        for line in source.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("#if ") {
                stack.append(String(line.dropFirst(4)))
            } else if line.hasPrefix("#elseif ") {
                stack[stack.count - 1] = String(line.dropFirst(8))
            } else if line == "#else" {
                stack[stack.count - 1] = "!(" + stack[stack.count - 1] + ")"
            } else if line == "#endif" {
                stack.removeLast()
            } else if line.hasPrefix("#Preview(") {
                found.append(Preview(line: line, conditions: stack, attributes: attributes))
            }
            attributes = line.hasPrefix("@") ? attributes + [line] : []
        }
        return found
    }

    static func previews(_ stem: String) throws -> [Preview] {
        previews(in: try ExampleSpec.named(stem).extensionPart)
    }

    /// `source` with each `#Preview(...) { ... } label: { ... }` turned into a function returning the `Preview`
    /// its macro builds; the attributes before it stay, now on the function.
    static func previewsAsInitializerCalls(_ source: String) -> String {
        var count = 0
        var closingLabelSeen = false
        var lines: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("#Preview(") {
                count += 1
                lines.append("@MainActor func preview\(count)() -> Preview { Preview(" + line.dropFirst(9))
            } else if line.hasPrefix("} timeline: {") || line.hasPrefix("} contentStates: {") {
                closingLabelSeen = true
                lines.append(line)
            } else if closingLabelSeen && line == "}" {
                closingLabelSeen = false
                lines.append("} }")
            } else {
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The extension's sources with the previews rewritten and the `os(...)` conditions resolved for
    /// `platform` (Linux has every `os(...)` false), written into a new directory.
    static func writeRewritten(_ example: ExampleSpec, as platform: Platform, _ extensionPart: String? = nil) throws
        -> (directory: URL, files: [URL])
    {
        let sources = [
            (example.outputName(.shared), example.shared),
            (example.outputName(.extension), previewsAsInitializerCalls(extensionPart ?? example.extensionPart)),
            ("Extension.swift", AppSkeleton.extensionSource(for: example.spec)),
        ]
        return try ExampleSpec.write(
            sources.map { ($0.0, PlatformTypeCheckTests.resolvingConditions($0.1, as: platform)) }, into: "previews")
    }

    /// Every preview type-checks with `DEBUG` set, on each platform of its spec: the widget, the entries its
    /// timeline shows, the activity's attributes and content state.
    @Test(arguments: PlatformTypeCheckTests.variants)
    func previewsTypeCheckAsTheirExpansionsWithDebug(_ variant: PlatformTypeCheckTests.Variant) throws {
        let modules = try BuiltModules.get()
        #expect(!Self.previewsAsInitializerCalls(variant.example.extensionPart).contains("#Preview"))
        let (directory, files) = try Self.writeRewritten(variant.example, as: variant.platform)
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try modules.typeCheck(files, extraArguments: ["-D", "DEBUG"])
        #expect(errors == nil, "\(variant.testDescription):\n\(errors ?? "")")
    }

    /// The negative control: a timeline value that is no `TimelineEntry` is rejected.
    @Test func aPreviewOfSomethingElseThanAnEntryFailsToTypeCheck() throws {
        let modules = try BuiltModules.get()
        let example = try ExampleSpec.named("game.widgets")
        let entry = "} timeline: {\n    LeaderboardEntry.placeholder(at: Foundation.Date())"
        #expect(example.extensionPart.contains(entry))
        let wrong = example.extensionPart.replacingOccurrences(
            of: entry, with: "} timeline: {\n    Foundation.Date()")
        let (directory, files) = try Self.writeRewritten(example, as: .iOS, wrong)
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try modules.typeCheck(files, extraArguments: ["-D", "DEBUG"])
        #expect(errors?.contains("TimelineEntry") == true, "\(errors ?? "no error")")
    }

    @Test(arguments: ExampleSpec.all)
    func everyPreviewIsInsideDebugAndTheSharedPartHasNone(_ example: ExampleSpec) {
        let previews = Self.previews(in: example.extensionPart)
        #expect(!previews.isEmpty)
        for preview in previews { #expect(preview.conditions.contains("DEBUG"), "\(preview.line)") }
        #expect(!example.shared.contains("#Preview"))
    }

    /// Display names are unique among the previews one platform compiles.
    @Test(arguments: ExampleSpec.all)
    func displayNamesAreUniquePerPlatform(_ example: ExampleSpec) {
        let previews = Self.previews(in: example.extensionPart)
        for platform in example.spec.platforms.map(\.platform) {
            let names = previews.filter { preview in
                preview.conditions.allSatisfy { !$0.hasPrefix("os(") || $0 == platform.osCondition.description }
            }.map(\.name)
            #expect(Set(names).count == names.count, "\(platform): \(names)")
        }
    }

    /// One preview per family and platform, each family only where the widget lists it.
    @Test func eachFamilyIsPreviewedOnlyOnThePlatformsThatListIt() throws {
        let game = try ExampleSpec.named("game.widgets")
        let widget = try #require(game.spec.widget(named: "CharacterDetail"))
        let previews = try Self.previews("game.widgets").filter { $0.name.hasPrefix("CharacterDetail ") }
        for platform in [Platform.iOS, .watchOS] {
            let previewed = previews.filter { $0.conditions.contains(platform.osCondition.description) }.map(\.name)
            let listed = widget.families.families(on: platform).map { "CharacterDetail \($0.value.rawValue)" }
            #expect(previewed == listed)
        }
        #expect(previews.contains { $0.line.contains("as: .accessoryCorner") })
    }

    /// The timeline is the spec's placeholders, and says so: `placeholder(at:)` builds an entry in the
    /// `.placeholder` state.
    @Test func widgetPreviewsShowThePlaceholderEntry() throws {
        let source = try ExampleSpec.named("game.widgets").extensionPart
        #expect(
            source.contains(
                """
                #Preview("Leaderboard systemLarge", as: .systemLarge) {
                    Leaderboard()
                } timeline: {
                    LeaderboardEntry.placeholder(at: Foundation.Date())
                }
                """))
        #expect(try ExampleSpec.named("game.widgets").shared.contains("state: .placeholder)"))
    }

    /// The Lock Screen and the three Dynamic Island presentations, inside the iOS-only ActivityKit condition.
    @Test func liveActivitiesArePreviewedInEachPresentation() throws {
        let previews = try Self.previews("pizza.widgets").filter { $0.line.contains("using: PizzaDelivery(") }
        #expect(
            previews.map(\.name) == [
                "PizzaDelivery Lock Screen", "PizzaDelivery Dynamic Island compact",
                "PizzaDelivery Dynamic Island expanded", "PizzaDelivery Dynamic Island minimal",
            ])
        for preview in previews {
            #expect(preview.conditions.first == GenerationContext.activityCondition.description)
            #expect(preview.attributes.isEmpty, "iOS 17 is the spec's minimum")
        }
    }

    /// Below the macros' iOS 17 / watchOS 10, and for a widget available later than the spec, each preview is
    /// marked with the versions it needs, naming only the platforms below them.
    @Test func previewsBelowTheirMinimumsAreMarkedAvailable() throws {
        let previews = Self.previews(in: try AvailabilityGuardTests.example().extensionPart)
        let expected = [
            "Clock systemSmall": "@available(iOS 17.0, watchOS 10.0, *)",
            "Card systemMedium": "@available(iOS 17.0, watchOS 10.0, *)",
            "Card accessoryRectangular": "@available(iOS 17.0, watchOS 10.0, *)",
            "Modern systemSmall": "@available(iOS 17.0, watchOS 10.0, *)",
        ]
        #expect(Dictionary(uniqueKeysWithValues: previews.map { ($0.name, $0.attributes.joined()) }) == expected)
    }

    @Test func aLiveActivityBelowIOS17IsMarkedAvailable() throws {
        let text = """
            spec: 1
            bundle: Rides
            platforms: { iOS: "16.1" }
            activities:
              Ride:
                attributes: { driver: { type: String, placeholder: Sam } }
                state: { minutesLeft: { type: Int, placeholder: 5 } }
                lockScreenView: RideLockScreenView
                dynamicIsland: RideIsland

            """
        let loaded = SpecLoader.load(SourceFile(path: "rides.widgets.yaml", text: text))
        let spec = try #require(loaded.spec)
        #expect(!(loaded.diagnostics + Checker.check([spec])).hasErrors)
        let source = SwiftGenerator.generate(spec, part: .extension, sourcePath: "rides.widgets.yaml")
        let previews = Self.previews(in: source)
        #expect(previews.count == 4)
        for preview in previews {
            #expect(preview.attributes == ["@available(iOS 17.0, *)"])
            #expect(preview.line.contains("using: Ride(driver: \"Sam\")"))
        }
        #expect(source.contains("} contentStates: {\n    Ride.ContentState(minutesLeft: 5)\n}"))
    }

    @Test func previewsFalseTurnsThemOff() throws {
        let text = """
            spec: 1
            bundle: Quiet
            previews: false
            widgets:
              Clock:
                kind: com.example.clock
                displayName: Clock
                families: [systemSmall]
            activities:
              Ride:
                attributes: { driver: String }
                state: { minutesLeft: Int }
                lockScreenView: RideLockScreenView
                dynamicIsland: RideIsland

            """
        let loaded = SpecLoader.load(SourceFile(path: "quiet.widgets.yaml", text: text))
        let spec = try #require(loaded.spec)
        #expect(!(loaded.diagnostics + Checker.check([spec])).hasErrors)
        #expect(!spec.generatesPreviews)
        let source = SwiftGenerator.generate(spec, part: .extension, sourcePath: "quiet.widgets.yaml")
        #expect(source.contains("struct RideLiveActivity"))
        #expect(!source.contains("#Preview"))
        #expect(!source.contains("#if DEBUG"))
    }
}
