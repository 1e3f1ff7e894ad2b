// WS0903-WS0905: the widget bundle and widgets' `available`.

extension DiagnosticDescription {
    package static let bundleBlockTooLarge = BundleRule.bundleBlockTooLarge.entry
    package static let redundantAvailability = BundleRule.redundantAvailability.entry
    package static let availabilityForUntargetedPlatform = BundleRule.availabilityForUntargetedPlatform.entry
}

enum BundleRules: CheckerRuleGroup {
    typealias Rule = BundleRule

    /// Older `WidgetBundleBuilder`s had `buildBlock` overloads for at most this many widgets.
    static let blockLimit = 10

    static func check(_ context: inout CheckContext) {
        checkBlockSize(&context)
        for widget in context.spec.widgets { checkAvailability(widget, &context) }
    }

    private static func checkBlockSize(_ context: inout CheckContext) {
        let spec = context.spec
        let unconditional = spec.widgets.filter { $0.available.isEmpty }.count
        // One `if #available` block per distinct availability (platforms and versions, not where written).
        let groups = Set(
            spec.widgets.filter { !$0.available.isEmpty }.map { widget in
                widget.available.map { "\($0.platform) \($0.version)" }.sorted()
            }
        ).count
        let activities = spec.minimum(for: .iOS) == nil ? 0 : spec.activities.count
        let count = unconditional + groups + activities
        guard count > blockLimit else { return }
        context.report(
            .bundleBlockTooLarge,
            "bundle '\(spec.bundle.value)' holds \(count) entries in one WidgetBundleBuilder block; the "
                + "generator nests them in blocks of at most \(blockLimit), which older SDKs need",
            at: spec.bundle.range)
    }

    private static func checkAvailability(_ widget: WidgetDecl, _ context: inout CheckContext) {
        for available in widget.available {
            guard let minimum = context.spec.minimum(for: available.platform) else {
                context.report(
                    .availabilityForUntargetedPlatform,
                    "`available` of widget '\(widget.name.value)' names \(available.platform), which the "
                        + "spec does not target",
                    at: available.range,
                    widget: widget)
                continue
            }
            guard available.version <= minimum else { continue }
            context.report(
                .redundantAvailability,
                "`available: { \(available.platform): \"\(available.version)\" }` of widget "
                    + "'\(widget.name.value)' is redundant: the deployment minimum is already "
                    + "\(available.platform) \(minimum)",
                at: available.range,
                widget: widget)
        }
    }
}

/// The rules of `BundleRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum BundleRule: String, DiagnosticRule {
    case bundleBlockTooLarge = "WS0903"
    case redundantAvailability = "WS0904"
    case availabilityForUntargetedPlatform = "WS0905"

    var entry: DiagnosticDescription {
        switch self {
        case .bundleBlockTooLarge:
            DiagnosticDescription(
                id, name: "bundle-block-too-large", severity: .note,
                summary: "More than 10 widgets in one `WidgetBundleBuilder` block.",
                source: .assumption(
                    """
                    Only older toolchains limit a `WidgetBundleBuilder` block to 10 widgets [S36]; current SDKs take any \
                    number through a parameter pack [S10], and which SDK changed is unverified. The generator nests blocks \
                    to be safe, and the note says so.
                    """),
                rationale: """
                    Older SDKs' `WidgetBundleBuilder` had `buildBlock` overloads for at most 10 widgets [S36]; newer \
                    ones take any number through a parameter pack [S10]. Which SDK switched is unverified, so the \
                    generator nests bundles of at most 10 (the long-standing workaround [S34d]); this note says it \
                    did. Live Activities and each `if #available` group count as one entry of the block.
                    """,
                triggering: [
                    .spec(
                        """
                        bundle: ↓GameWidgets
                        x-launcher: &launcher
                          families: [systemSmall]
                          timeline: { entries: now, policy: never }
                        widgets:
                          A1: { <<: *launcher, kind: com.example.a1, displayName: A1 }
                          A2: { <<: *launcher, kind: com.example.a2, displayName: A2 }
                          A3: { <<: *launcher, kind: com.example.a3, displayName: A3 }
                          A4: { <<: *launcher, kind: com.example.a4, displayName: A4 }
                          A5: { <<: *launcher, kind: com.example.a5, displayName: A5 }
                          A6: { <<: *launcher, kind: com.example.a6, displayName: A6 }
                          A7: { <<: *launcher, kind: com.example.a7, displayName: A7 }
                          A8: { <<: *launcher, kind: com.example.a8, displayName: A8 }
                          A9: { <<: *launcher, kind: com.example.a9, displayName: A9 }
                          A10: { <<: *launcher, kind: com.example.a10, displayName: A10 }
                          A11: { <<: *launcher, kind: com.example.a11, displayName: A11 }
                        """)
                ],
                nonTriggering: [
                    .spec(
                        """
                        x-launcher: &launcher
                          families: [systemSmall]
                          timeline: { entries: now, policy: never }
                        widgets:
                          A1: { <<: *launcher, kind: com.example.a1, displayName: A1 }
                          A2: { <<: *launcher, kind: com.example.a2, displayName: A2 }
                        """)
                ])
        case .redundantAvailability:
            DiagnosticDescription(
                id, name: "redundant-availability", severity: .warning,
                summary: "`available` at or below the platform's deployment minimum.",
                source: .assumption("The tool's judgement: an availability check that is always true is noise."),
                rationale: """
                    `available` wraps the widget in `if #available` inside the bundle [S10]; at or below the \
                    deployment minimum the check is always true and can go.
                    """,
                triggering: [
                    .widget(
                        #"available: { iOS: ↓"17.0" }"#,
                        topLevel: #"platforms: { iOS: "17.0" }"#)
                ],
                nonTriggering: [
                    .widget(
                        #"available: { iOS: "18.0" }"#,
                        topLevel: #"platforms: { iOS: "17.0" }"#)
                ])
        case .availabilityForUntargetedPlatform:
            DiagnosticDescription(
                id, name: "availability-for-untargeted-platform", severity: .warning,
                summary: "`available` names a platform that `platforms` does not.",
                source: .assumption(
                    """
                    The tool's own design: only the platforms under `platforms` are generated, so `available` for another \
                    platform is dropped.
                    """),
                rationale: """
                    `available` becomes `if #available` in the bundle [S10]; only the platforms under `platforms` are \
                    generated, so the availability is ignored; usually a \
                    forgotten `platforms` entry or a typo in the platform.
                    """,
                triggering: [
                    .widget(
                        #"available: { watchOS: ↓"11.0" }"#,
                        topLevel: #"platforms: { iOS: "17.0" }"#)
                ],
                nonTriggering: [
                    .widget(
                        """
                        families:
                          iOS: [systemSmall]
                          watchOS: [accessoryCircular]
                        available: { watchOS: "11.0" }
                        """,
                        topLevel: #"platforms: { iOS: "17.0", watchOS: "10.0" }"#)
                ])
        }
    }
}
