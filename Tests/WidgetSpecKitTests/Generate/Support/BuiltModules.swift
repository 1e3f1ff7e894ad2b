import Foundation
import Testing

/// The Apple SDKs the generated code is type-checked against: the oldest one docs/plugin.md supports and the
/// newest. One set of interface stubs, `AppleStubs/`, serves both: what only one SDK declares is under
/// `#if IOS26_SDK` (AppleStubs/README.md says where each comes from).
enum AppleSDK: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Xcode 16.0, the iOS 18.0 SDK.
    case iOS18
    /// Xcode 26.0, the iOS 26.0 SDK.
    case iOS26

    var testDescription: String { rawValue }

    /// The Swift compiler the SDK's Xcode ships: Xcode 16.0 has Swift 6.0, Xcode 26.0 Swift 6.2. The type checks
    /// run one newer compiler for both, so they evaluate generated `#if compiler(>=…)` conditions as this one would.
    var compilerVersion: (major: Int, minor: Int) {
        switch self {
        case .iOS18: (6, 0)
        case .iOS26: (6, 2)
        }
    }

    /// What the stubs are compiled with for this SDK: the condition that selects its declarations.
    var stubConditions: [String] {
        switch self {
        case .iOS18: []
        case .iOS26: ["-D", "IOS26_SDK"]
        }
    }
}

/// The modules generated code is compiled against, built once per test run and SDK (a `.swiftmodule` only works
/// with the compiler that wrote it):
/// - `stubs`: the Apple interface stubs of one SDK plus `WidgetSchedule`, for type-checking the glue;
/// - `scheduleOnly`: `WidgetSchedule` as a module and a static library, for compiling and running the
///   Foundation-only part (no Apple module is visible there, so every `#if canImport` is false).
struct BuiltModules: Sendable {
    var sdk: AppleSDK
    var stubs: URL
    var scheduleOnly: URL

    /// The stub modules in dependency order; the last is the cross-import overlay of SwiftUI and AppIntents.
    static let stubModules = [
        "FoundationExtras", "SwiftUI", "AppIntents", "ActivityKit", "WidgetKit", crossImportOverlay,
    ]

    /// Apple's overlay that adds `Button(intent:)` and `Toggle(isOn:intent:)` to files importing SwiftUI and
    /// AppIntents; swiftc finds it through `SwiftUI.swiftcrossimport/AppIntents.swiftoverlay` beside the modules
    /// when cross-import overlays are enabled (`typeCheckArguments`).
    static let crossImportOverlay = "_AppIntents_SwiftUI"

    /// What every type check of generated code passes swiftc besides the files.
    static let crossImportArguments = ["-Xfrontend", "-enable-cross-import-overlays"]

    /// The newest SDK's modules, built on first use.
    static let shared: Result<BuiltModules, Toolchain.Failure> = build(.iOS26)
    /// The oldest SDK's modules, built on first use.
    static let oldest: Result<BuiltModules, Toolchain.Failure> = build(.iOS18)

    /// The modules of `sdk` (the newest SDK's unless a test asks for another).
    static func get(_ sdk: AppleSDK = .iOS26) throws -> BuiltModules {
        try (sdk == .iOS26 ? shared : oldest).get()
    }

    private static func build(_ sdk: AppleSDK) -> Result<BuiltModules, Toolchain.Failure> {
        do {
            return .success(try buildModules(sdk))
        } catch let failure as Toolchain.Failure {
            return .failure(failure)
        } catch {
            return .failure(Toolchain.Failure(description: "\(error)"))
        }
    }

    private static func buildModules(_ sdk: AppleSDK) throws -> BuiltModules {
        let stubs = try Toolchain.temporaryDirectory("stubs-\(sdk.rawValue)")
        for module in stubModules {
            try compile(
                [
                    "-emit-module", "-module-name", module, "-parse-as-library", "-enable-library-evolution",
                    "-swift-version", "5", "-suppress-warnings", "-I", stubs.path,
                    "-o", stubs.appendingPathComponent("\(module).swiftmodule").path,
                    RepositoryPaths.stubs.appendingPathComponent("\(module).swift").path,
                ] + sdk.stubConditions)
        }
        let overlays = stubs.appendingPathComponent("SwiftUI.swiftcrossimport")
        try FileManager.default.createDirectory(at: overlays, withIntermediateDirectories: true)
        try "---\nversion: 1\nmodules:\n  - name: \(crossImportOverlay)\n".write(
            to: overlays.appendingPathComponent("AppIntents.swiftoverlay"), atomically: true, encoding: .utf8)
        let sources = try RepositoryPaths.scheduleSourceFiles()
        try compile(
            [
                "-emit-module", "-module-name", "WidgetSchedule", "-parse-as-library", "-swift-version", "6", "-o",
                stubs.appendingPathComponent("WidgetSchedule.swiftmodule").path,
            ] + sources)
        // The Foundation-only part sees no Apple module: one static library serves every SDK.
        let scheduleOnly = try sdk == .iOS26 ? buildScheduleLibrary(sources) : get(.iOS26).scheduleOnly
        return BuiltModules(sdk: sdk, stubs: stubs, scheduleOnly: scheduleOnly)
    }

    private static func buildScheduleLibrary(_ sources: [String]) throws -> URL {
        let scheduleOnly = try Toolchain.temporaryDirectory("schedule")
        try compile(
            [
                "-emit-library", "-static", "-emit-module", "-module-name", "WidgetSchedule", "-parse-as-library",
                "-swift-version", "6", "-emit-module-path",
                scheduleOnly.appendingPathComponent("WidgetSchedule.swiftmodule").path,
                "-o", scheduleOnly.appendingPathComponent("libWidgetSchedule.a").path,
            ] + sources)
        return scheduleOnly
    }

    private static func compile(_ arguments: [String]) throws {
        let result = try Toolchain.swiftc(arguments)
        guard result.status == 0 else {
            throw Toolchain.Failure(description: "swiftc \(arguments.joined(separator: " ")) failed:\n\(result.output)")
        }
    }

    /// Type-checks files against the stubs in Swift 6 mode with warnings as errors; returns the compiler's
    /// output when it fails, nil when it passes.
    func typeCheck(_ files: [URL], extraArguments: [String] = []) throws -> String? {
        let result = try Toolchain.swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-I", stubs.path]
                + Self.crossImportArguments + extraArguments + (try asCompiledBySDKCompiler(files)).map(\.path))
        return result.status == 0 ? nil : result.output
    }

    /// Compiles `files` into the module `name` in `directory` against the stubs, as a package's library target
    /// would (Swift 6, warnings as errors).
    func emitModule(_ name: String, _ files: [URL], into directory: URL, extraArguments: [String] = []) throws {
        let result = try Toolchain.swiftc(
            [
                "-emit-module", "-module-name", name, "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                "-I", stubs.path, "-o", directory.appendingPathComponent("\(name).swiftmodule").path,
            ] + Self.crossImportArguments + extraArguments + (try asCompiledBySDKCompiler(files)).map(\.path))
        guard result.status == 0 else { throw Toolchain.Failure(description: "module \(name):\n\(result.output)") }
    }

    /// `files`, with every `compiler(>=X.Y)` condition replaced by what the SDK's own compiler makes of it
    /// (`true` or `false`), in copies beside the originals; files without one are passed as they are. Line numbers
    /// are kept, so the compiler's messages still point into the original text.
    func asCompiledBySDKCompiler(_ files: [URL]) throws -> [URL] {
        let condition = /compiler\(>=(\d+)\.(\d+)\)/
        return try files.map { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.contains("compiler(>=") else { return file }
            let evaluated = text.replacing(condition) { match in
                let wanted = (Int(match.output.1) ?? 0, Int(match.output.2) ?? 0)
                let version = sdk.compilerVersion
                return (version.major, version.minor) >= wanted ? "true" : "false"
            }
            let copy = file.deletingLastPathComponent()
                .appendingPathComponent("\(sdk.rawValue)-compiler", isDirectory: true)
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            let rewritten = copy.appendingPathComponent(file.lastPathComponent)
            try evaluated.write(to: rewritten, atomically: true, encoding: .utf8)
            return rewritten
        }
    }

    /// Compiles the Foundation-only part of generated files plus a `main` into an executable and runs it.
    func compileAndRun(_ files: [URL], in directory: URL) throws -> String {
        let executable = directory.appendingPathComponent("run").path
        let build = try Toolchain.swiftc(
            [
                "-parse-as-library", "-swift-version", "6", "-I", scheduleOnly.path, "-L", scheduleOnly.path,
                "-lWidgetSchedule", "-o", executable,
            ] + files.map(\.path))
        guard build.status == 0 else { throw Toolchain.Failure(description: "compiling failed:\n\(build.output)") }
        let run = try Toolchain.run(executable, [])
        guard run.status == 0 else { throw Toolchain.Failure(description: "running failed:\n\(run.output)") }
        return run.output
    }
}
