// swift-tools-version:6.0
import PackageDescription

// An app's widgets as a package, the route for teams that keep their code in packages: `game.widgets.yaml` sits
// in GameShared, whose build plugin generates the spec's shared part (kinds, models, entries, intents, reloads,
// the Live Activity's attributes and helpers); GameWidgetsKit holds the widget extension's code and gets the
// extension part (loaders, providers, widgets, bundle) from the extension plugin, which imports GameShared;
// GameApp stands in for the app, which links only GameShared. WidgetSpec is the repository two folders up; an
// app names it by its Git URL instead.
//
// With WIDGETSPEC_BINARY_PACKAGE set to the WidgetSpecBinary package that scripts/make-artifactbundle.sh writes,
// the same example uses the prebuilt tool instead of building it (scripts/test-examples.sh checks both ways).
let binaryPackage = Context.environment["WIDGETSPEC_BINARY_PACKAGE"]
let widgetSpec = binaryPackage.map { Package.Dependency.package(name: "WidgetSpecBinary", path: $0) }
    ?? .package(name: "WidgetSpec", path: "../..")
let widgetSpecName = binaryPackage == nil ? "WidgetSpec" : "WidgetSpecBinary"
let widgetSchedule = Target.Dependency.product(name: "WidgetSchedule", package: widgetSpecName)

let package = Package(
    name: "GameWidgets",
    platforms: [.macOS(.v14), .iOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "GameShared", targets: ["GameShared"]),
        .library(name: "GameWidgetsKit", targets: ["GameWidgetsKit"]),
        .library(name: "GameApp", targets: ["GameApp"]),
    ],
    dependencies: [widgetSpec],
    targets: [
        .target(
            name: "GameShared",
            dependencies: [widgetSchedule],
            plugins: [.plugin(name: "WidgetSpecSharedPlugin", package: widgetSpecName)]
        ),
        .target(
            name: "GameWidgetsKit",
            dependencies: ["GameShared", widgetSchedule],
            plugins: [.plugin(name: "WidgetSpecExtensionPlugin", package: widgetSpecName)]
        ),
        .target(name: "GameApp", dependencies: ["GameShared", widgetSchedule]),
        .testTarget(name: "GameWidgetsKitTests", dependencies: ["GameWidgetsKit"]),
        .testTarget(name: "GameAppTests", dependencies: ["GameApp"]),
    ]
)
