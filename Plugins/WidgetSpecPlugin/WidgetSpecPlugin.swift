import Foundation
import PackagePlugin

/// The build tool plugin for a target that is the whole widget side: every `*.widgets.yaml` / `*.widgets.yml`
/// among its files becomes one build command writing both generated parts, which the target compiles. For an
/// extension that needs no app side, or in an Xcode project beside `WidgetSpecSharedPlugin` on the app target.
/// (The commands are `PartsBuildToolPlugin`'s, shared with `WidgetSpecSharedPlugin`.)
@main
struct WidgetSpecPlugin: PartsBuildToolPlugin {
    static let parts: [WidgetSpecOutputFileName.Part] = [.shared, .extension]
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension WidgetSpecPlugin: XcodeBuildToolPlugin {}
#endif
