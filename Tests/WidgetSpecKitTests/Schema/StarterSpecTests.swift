import Foundation
import Testing
import WidgetSpecKit

@Suite("widgetspec init's starter spec")
struct StarterSpecTests {
    @Test(arguments: ["demo", "MyWidgets", "my-widgets", "Weather.widgets.yaml", "2fast", "Café"])
    func starterDecodesWithoutDiagnostics(_ name: String) throws {
        let starter = try #require(StarterSpec(name: name))
        let loaded = schemaTestDecode(starter.text, file: starter.fileName)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
        let spec = try #require(loaded.spec)
        #expect(spec.bundle.value == starter.bundleName)
        #expect(spec.widgets.count == 1)
    }

    @Test func namesAndBundleNames() throws {
        #expect(StarterSpec(name: "demo")?.fileName == "demo.widgets.yaml")
        #expect(StarterSpec(name: "demo")?.bundleName == "DemoWidgets")
        #expect(StarterSpec(name: "MyWidgets")?.bundleName == "MyWidgets")
        #expect(StarterSpec(name: "my-widgets")?.bundleName == "MyWidgets")
        #expect(StarterSpec(name: "Weather.widgets.yaml")?.fileName == "Weather.widgets.yaml")
        #expect(StarterSpec(name: "2fast")?.bundleName == StarterSpec.defaultName)
        for bad in ["", "a/b", "a\\b", ".hidden", ".widgets.yaml", "-x", "a\nb", "a\u{2028}b", "a\u{202E}b"] {
            #expect(StarterSpec(name: bad) == nil, "\(bad)")
        }
    }

    @Test func theCheckCommandIsQuotedForTheShell() {
        #expect(StarterSpec(name: "Demo")?.checkCommand == "widgetspec check Demo.widgets.yaml")
        #expect(StarterSpec(name: "My Widgets")?.checkCommand == "widgetspec check 'My Widgets.widgets.yaml'")
        #expect(StarterSpec(name: "it's")?.checkCommand == "widgetspec check 'it'\\''s.widgets.yaml'")
        #expect(StarterSpec(name: "Demo", schemaLocation: "a\nb") == nil)
    }

    @Test func startsWithTheSchemaLine() throws {
        let starter = try #require(StarterSpec(name: "demo", schemaLocation: "../docs/widgetspec.schema.json"))
        #expect(starter.text.hasPrefix("# yaml-language-server: $schema=../docs/widgetspec.schema.json\n"))
        let lines = starter.text.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 120 })
        #expect(lines.filter { $0.contains("#") }.count >= 8, "the starter explains itself in comments")
    }

    @Test func writesOnceAndNeverOverwrites() throws {
        try withScratchDirectory { directory in
            let starter = try #require(StarterSpec(name: "demo"))
            let url = try starter.write(in: directory)
            #expect(url.lastPathComponent == "demo.widgets.yaml")
            #expect(try SchemaTestPaths.read(url) == starter.text)

            try Data("mine".utf8).write(to: url)
            #expect(throws: StarterSpec.WriteError.exists(url.path)) { try starter.write(in: directory) }
            #expect(try SchemaTestPaths.read(url) == "mine")
        }
    }

    @Test func reportsAnUnwritableDirectory() throws {
        let starter = try #require(StarterSpec(name: "demo"))
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
        #expect {
            try starter.write(in: missing)
        } throws: { error in
            if case .unwritable = error as? StarterSpec.WriteError { return true }
            return false
        }
    }
}

@Suite("Widget names for shell completion")
struct SpecWidgetNamesTests {
    static let spec = """
        spec: 1
        bundle: Demo
        widgets:
          x-template: &t { families: [systemSmall] }
          Zebra: { <<: *t, kind: z, displayName: Z }
          Alpha: { kind: a }
        activities:
          Delivery: { state: { eta: Date } }
        """

    @Test func listsWidgetNamesEvenWhenTheSpecHasErrors() throws {
        try withScratchDirectory { directory in
            let file = directory.appendingPathComponent("a.widgets.yaml")
            try Data(Self.spec.utf8).write(to: file)
            #expect(SpecWidgetNames.names(inSpecPaths: [file.path]) == ["Alpha", "Delivery", "Zebra"])
            #expect(SpecWidgetNames.names(inSpecPaths: [directory.path]) == ["Alpha", "Delivery", "Zebra"])
        }
    }

    @Test func skipsASpecOverTheSizeLimitAsEveryOtherReadDoes() throws {
        try withScratchDirectory { directory in
            let file = directory.appendingPathComponent("a.widgets.yaml")
            try Data(Self.spec.utf8).write(to: file)
            let justEnough = YAMLLimits(maxFileSize: Self.spec.utf8.count)
            #expect(
                SpecWidgetNames.names(inSpecPaths: [file.path], limits: justEnough) == ["Alpha", "Delivery", "Zebra"])
            let tooSmall = YAMLLimits(maxFileSize: Self.spec.utf8.count - 1)
            #expect(SpecWidgetNames.names(inSpecPaths: [file.path], limits: tooSmall).isEmpty)
        }
    }

    @Test func completesFromTheSpecsOnTheCommandLine() throws {
        try withScratchDirectory { directory in
            let file = directory.appendingPathComponent("a.widgets.yaml")
            try Data(Self.spec.utf8).write(to: file)
            let words = ["widgetspec", "report", file.path, "--widget", "Z"]
            #expect(SpecWidgetNames.completions(words: words, index: 4, prefix: "Z") == ["Zebra"])
            #expect(SpecWidgetNames.completions(words: words, index: 4, prefix: "") == ["Alpha", "Delivery", "Zebra"])
            let quoted = ["widgetspec", "report", "'\(file.path)'", "--widget", ""]
            #expect(SpecWidgetNames.completions(words: quoted, index: 4, prefix: "") == ["Alpha", "Delivery", "Zebra"])
            #expect(
                SpecWidgetNames.completions(words: ["widgetspec", "report", "--widget", ""], index: 3, prefix: "")
                    .isEmpty)
        }
    }
}
