import Foundation
import Testing

@testable import WidgetSpecKit

/// A bundle of more widgets than one `@WidgetBundleBuilder` block takes is split into nested bundles; the
/// stubs, which have only the 0...10-member `buildBlock`s, accept the result.
@Suite struct BundleNestingTests {
    static func manyWidgets(_ count: Int) throws -> Spec {
        var spec = try ExampleSpec.named("game.widgets").spec
        let template = try #require(spec.widget(named: "GameStatus"))
        spec.widgets = (1...count).map { index in
            var widget = template
            widget.name.value = "Status\(index)"
            widget.kind.value = "com.example.status.\(index)"
            widget.view.value = "StatusView\(index)"
            if index % 4 == 0 {
                widget.available = [PlatformVersion(platform: .iOS, version: OSVersion(18), range: widget.name.range)]
            }
            return widget
        }
        spec.events = []
        return spec
    }

    @Test(arguments: [10, 11, 23, 120])
    func largeBundlesAreNestedAndTypeCheck(_ count: Int) throws {
        let spec = try Self.manyWidgets(count)
        let example = ExampleSpec(spec: spec, displayPath: "specs/many.widgets.yaml")
        let source = example.extensionPart
        #expect(source.contains("struct GameWidgetsPart1_1: SwiftUI.WidgetBundle") == (count > 10))
        #expect(source.contains("if #available(iOS 18.0, *) {"))
        #expect(source.contains("@available(iOS 18.0, *)\nstruct Status4: SwiftUI.Widget"))
        if count <= 23 {
            let modules = try BuiltModules.get()
            let (directory, files) = try example.writeExtension("nesting")
            defer { try? FileManager.default.removeItem(at: directory) }
            let errors = try modules.typeCheck(files)
            #expect(errors == nil, "\(errors ?? "")")
        }
    }
}
