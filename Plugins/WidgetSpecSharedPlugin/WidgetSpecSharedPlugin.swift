import Foundation
import PackagePlugin

/// The build tool plugin for the app's side: every spec among the target's files becomes one build command
/// writing its shared part (kinds, models, entries, intents, reloads, Live Activity attributes and helpers). An
/// app target uses it beside an extension that uses `WidgetSpecPlugin` (Xcode), or a package's shared library
/// target uses it, with the spec's `access: public`, beside an extension-side target using
/// `WidgetSpecExtensionPlugin`. (The commands are `PartsBuildToolPlugin`'s, shared with `WidgetSpecPlugin`.)
@main
struct WidgetSpecSharedPlugin: PartsBuildToolPlugin {
    static let parts: [WidgetSpecOutputFileName.Part] = [.shared]
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension WidgetSpecSharedPlugin: XcodeBuildToolPlugin {}
#endif
