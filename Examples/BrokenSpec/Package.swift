// swift-tools-version:6.0
import Foundation
import PackageDescription

// Specs the build plugin must refuse (WidgetSpec's PluginTests build this package): BrokenWidgets' spec has
// errors, so `swift build` fails with `broken.widgets.yaml:LINE:COL: error: ...`. Not part of any app.
let package = Package(
    name: "BrokenSpec",
    dependencies: [
        .package(name: "WidgetSpec", path: "../..")
    ],
    targets: [
        .target(name: "BrokenWidgets", plugins: [.plugin(name: "WidgetSpecPlugin", package: "WidgetSpec")])
    ]
)

// DuplicateSpecNames has two specs that would generate the same file. The plugin refuses that while planning,
// which stops the build of every target, so the target exists only when the test asks for it.
if ProcessInfo.processInfo.environment["WIDGETSPEC_DUPLICATE_SPEC_NAMES"] == "1" {
    package.targets.append(
        .target(name: "DuplicateSpecNames", plugins: [.plugin(name: "WidgetSpecPlugin", package: "WidgetSpec")]))
}
