// swift-tools-version:6.0
import PackageDescription

// An app's widget code as a package: `game.widgets.yaml` sits among the target's sources and the WidgetSpec
// build plugin turns it into Swift at every build. WidgetSpec is the repository two folders up; an app names
// it by its Git URL instead.
let package = Package(
    name: "GameWidgets",
    platforms: [.macOS(.v14), .iOS(.v17), .watchOS(.v10)],
    dependencies: [
        .package(name: "WidgetSpec", path: "../..")
    ],
    targets: [
        .target(
            name: "GameWidgetsKit",
            dependencies: [.product(name: "WidgetSchedule", package: "WidgetSpec")],
            plugins: [.plugin(name: "WidgetSpecPlugin", package: "WidgetSpec")]
        ),
        .testTarget(name: "GameWidgetsKitTests", dependencies: ["GameWidgetsKit"]),
    ]
)
