// swift-tools-version:6.0
import PackageDescription

// An app's widget code as a package: `game.widgets.yaml` sits among the target's sources and the WidgetSpec
// build plugin turns it into Swift at every build. WidgetSpec is the repository two folders up; an app names
// it by its Git URL instead.
//
// With WIDGETSPEC_BINARY_PACKAGE set to the WidgetSpecBinary package that scripts/make-artifactbundle.sh writes,
// the same example uses the prebuilt tool instead of building it (scripts/test-examples.sh checks both ways).
let binaryPackage = Context.environment["WIDGETSPEC_BINARY_PACKAGE"]
let widgetSpec = binaryPackage.map { Package.Dependency.package(name: "WidgetSpecBinary", path: $0) }
    ?? .package(name: "WidgetSpec", path: "../..")
let widgetSpecName = binaryPackage == nil ? "WidgetSpec" : "WidgetSpecBinary"

let package = Package(
    name: "GameWidgets",
    platforms: [.macOS(.v14), .iOS(.v17), .watchOS(.v10)],
    dependencies: [widgetSpec],
    targets: [
        .target(
            name: "GameWidgetsKit",
            dependencies: [.product(name: "WidgetSchedule", package: widgetSpecName)],
            plugins: [.plugin(name: "WidgetSpecPlugin", package: widgetSpecName)]
        ),
        .testTarget(name: "GameWidgetsKitTests", dependencies: ["GameWidgetsKit"]),
    ]
)
