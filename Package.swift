// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "WidgetSpec",
    // iOS 14 and watchOS 9 run the first WidgetKit widgets: apps deploying that far back link WidgetSchedule.
    // macOS 13 is what the widgetspec tool needs on the build machine.
    platforms: [.macOS(.v13), .iOS(.v14), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .executable(name: "widgetspec", targets: ["widgetspec"]),
        .library(name: "WidgetSchedule", targets: ["WidgetSchedule"]),
        .plugin(name: "WidgetSpecPlugin", targets: ["WidgetSpecPlugin"]),
        .plugin(name: "WidgetSpecSharedPlugin", targets: ["WidgetSpecSharedPlugin"]),
        .plugin(name: "WidgetSpecExtensionPlugin", targets: ["WidgetSpecExtensionPlugin"]),
        .plugin(name: "GenerateWidgetCode", targets: ["GenerateWidgetCode"]),
        .plugin(name: "LintWidgetSpecs", targets: ["LintWidgetSpecs"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "WidgetSchedule"),
        // Extended attributes (<sys/xattr.h>), which Swift's Glibc module lacks: marks the files widgetspec writes.
        .target(name: "CFileAttributes"),
        // The compiler, with no public API: its declarations are `package`, for this package's own targets only
        // (docs/contributing.md, "Access"; scripts/package-access.sh).
        .target(name: "WidgetSpecKit", dependencies: ["CYAML", "CFileAttributes", "WidgetSchedule"]),
        .executableTarget(
            name: "widgetspec",
            dependencies: [
                "WidgetSpecKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "TimelineBenchmark", dependencies: ["WidgetSpecKit"], path: "Benchmarks/TimelineBenchmark"),
        // The benchmark suite (Benchmarks/run.sh): CYAML too, for the raw libyaml event loop it compares with.
        .executableTarget(
            name: "WidgetSpecBenchmark", dependencies: ["WidgetSpecKit", "CYAML"],
            path: "Benchmarks/WidgetSpecBenchmark"),
        .executableTarget(name: "BenchmarkHello", path: "Benchmarks/BenchmarkHello"),
        // The plugins share Plugins/PluginsShared (and, through it, the CLI's output naming) by symlinks:
        // a plugin cannot import the package's modules.
        .plugin(name: "WidgetSpecPlugin", capability: .buildTool(), dependencies: ["widgetspec"]),
        .plugin(name: "WidgetSpecSharedPlugin", capability: .buildTool(), dependencies: ["widgetspec"]),
        .plugin(name: "WidgetSpecExtensionPlugin", capability: .buildTool(), dependencies: ["widgetspec"]),
        .plugin(
            name: "GenerateWidgetCode",
            capability: .command(
                intent: .custom(
                    verb: "generate-widget-code",
                    description: "Write the Swift code of the targets' *.widgets.yaml specs into the package."),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the generated *.generated.swift files next to the specs or into --output.")
                ]),
            dependencies: ["widgetspec"]),
        .plugin(
            name: "LintWidgetSpecs",
            capability: .command(
                intent: .custom(
                    verb: "lint-widget-specs", description: "Check the targets' *.widgets.yaml specs with widgetspec.")),
            dependencies: ["widgetspec"]),
        .testTarget(name: "WidgetScheduleTests", dependencies: ["WidgetSchedule"]),
        .testTarget(
            name: "WidgetSpecKitTests", dependencies: ["WidgetSpecKit", "WidgetSchedule"],
            // Data the tests read (fixtures, golden files) or compile themselves with swiftc (interface stubs).
            exclude: [
                "Spec/Fixtures", "Report/Golden", "Diagnostics/Fixtures", "Generate/AppleStubs", "Generate/Reference",
                "Compatibility/Pairs", "Compatibility/Golden",
            ]
        ),
        // Golden/: the expected outputs of commands (GoldenFile.swift, a symlink to the other target's helper).
        .testTarget(name: "WidgetSpecCLITests", dependencies: ["widgetspec"], exclude: ["Golden"]),
    ]
)

// DocC for WidgetSchedule (scripts/build-docs.sh). Only that script sets the variable, so users of the package
// never resolve swift-docc-plugin.
if Context.environment["WIDGETSPEC_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"))
}

// The libFuzzer targets (scripts/fuzz.sh, docs/fuzzing.md): built only when that script sets the variable, so
// `swift build` never links an executable whose `main` comes from libFuzzer.
if Context.environment["WIDGETSPEC_FUZZ"] != nil {
    package.targets.append(
        .executableTarget(name: "WidgetSpecFuzz", dependencies: ["WidgetSpecKit"], path: "Fuzz/WidgetSpecFuzz"))
    package.targets.append(
        .executableTarget(
            name: "WidgetSpecDiffFuzz", dependencies: ["WidgetSpecKit"], path: "Fuzz/WidgetSpecDiffFuzz"))
    package.targets.append(
        .executableTarget(
            name: "WidgetSpecImportFuzz", dependencies: ["WidgetSpecKit"], path: "Fuzz/WidgetSpecImportFuzz"))
}
