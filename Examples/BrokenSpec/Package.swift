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

// WarnedShared and WarnedKit are route 2 of docs/plugin.md with a spec that has a warning: the shared and the
// extension part's build steps both read it, and the warning must be printed once. Present only when the test
// asks for it, as above.
if ProcessInfo.processInfo.environment["WIDGETSPEC_TWO_PART_WARNING"] == "1" {
    let schedule = Target.Dependency.product(name: "WidgetSchedule", package: "WidgetSpec")
    package.targets += [
        .target(
            name: "WarnedShared", dependencies: [schedule],
            plugins: [.plugin(name: "WidgetSpecSharedPlugin", package: "WidgetSpec")]),
        .target(
            name: "WarnedKit", dependencies: ["WarnedShared", schedule],
            plugins: [.plugin(name: "WidgetSpecExtensionPlugin", package: "WidgetSpec")]),
    ]
}
