/// WS06xx: identity (kinds and Swift names).
enum IdentityRules {
    static func check(_ context: inout CheckContext) {
        checkKinds(&context)
        checkSwiftNames(&context)
    }

    private static func checkKinds(_ context: inout CheckContext) {
        var firstWidget: [String: WidgetDecl] = [:]
        for widget in context.spec.widgets {
            let kind = widget.kind.value
            if kind.isEmpty {
                context.report(
                    .error(.emptyKind, "widget '\(widget.name.value)' has an empty kind", at: widget.kind.range),
                    widget: widget)
                continue
            }
            if let first = firstWidget[kind] {
                context.report(
                    .error(
                        .duplicateKind,
                        "kind '\(kind)' of widget '\(widget.name.value)' is already the kind of widget "
                            + "'\(first.name.value)'; kinds must be unique in a bundle",
                        at: widget.kind.range,
                        notes: [DiagnosticNote("first used here", at: first.kind.range)]),
                    widget: widget)
            } else {
                firstWidget[kind] = widget
            }
            checkKindCharacters(widget, &context)
        }
    }

    private static func checkKindCharacters(_ widget: WidgetDecl, _ context: inout CheckContext) {
        let kind = widget.kind.value
        let control = kind.unicodeScalars.contains { $0.properties.generalCategory == .control }
        let whitespace = kind.unicodeScalars.contains { $0.properties.isWhitespace }
        if control || whitespace {
            let what = control ? "control characters" : "whitespace"
            context.report(
                .warning(
                    .kindWhitespace, "kind '\(escaped(kind))' of widget '\(widget.name.value)' contains \(what)",
                    at: widget.kind.range,
                    notes: [
                        DiagnosticNote(
                            "reverse-DNS kinds such as 'com.example.app.\(widget.name.value.lowercased())' are "
                                + "recommended; renaming a shipped kind removes the widget from Home Screens")
                    ]),
                widget: widget)
        } else if !isReverseDNS(kind) {
            context.report(
                .note(
                    .kindNotReverseDNS,
                    "kind '\(kind)' of widget '\(widget.name.value)' is not in reverse-DNS form",
                    at: widget.kind.range,
                    notes: [DiagnosticNote("for example 'com.example.app.\(widget.name.value.lowercased())'")]),
                widget: widget)
        }
    }

    /// At least two dot-separated components of letters, digits, `-` and `_`.
    static func isReverseDNS(_ kind: String) -> Bool {
        let parts = kind.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2
            && parts.allSatisfy { part in
                !part.isEmpty
                    && part.unicodeScalars.allSatisfy {
                        $0.isASCII
                            && ($0.properties.isAlphabetic
                                || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
                    }
            }
    }

    /// Control characters made visible for a message.
    private static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            switch scalar {
            case "\n": "\\n"
            case "\t": "\\t"
            case "\r": "\\r"
            default:
                scalar.properties.generalCategory == .control
                    ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
            }
        }.joined()
    }

    /// Type names, kind constants and members of the generated code that would collide (see `GeneratedTypeName`, `GeneratedMembers`).
    private static func checkSwiftNames(_ context: inout CheckContext) {
        checkTypeNames(&context)
        checkKindConstants(&context)
        for collision in GeneratedMembers.collisions(in: context.spec) {
            context.report(
                .error(
                    .swiftNameCollision,
                    "\(collision.what) '\(collision.name.value)' collides with \(collision.generated)",
                    at: collision.name.range, notes: collision.note.map { [DiagnosticNote($0)] } ?? []),
                widget: collision.widget)
        }
    }

    /// Two declarations of the generated module with one name. Two app views may share a name (widgets
    /// may share a view); the decoder already reports two spec declarations with one name.
    private static func checkTypeNames(_ context: inout CheckContext) {
        var first: [String: GeneratedTypeName] = [:]
        for type in SwiftGenerator.typeNames(of: context.spec) {
            guard let earlier = first[type.name] else {
                first[type.name] = type
                continue
            }
            if earlier.origin == .appView && type.origin == .appView { continue }
            if earlier.isCheckedByDecoder && type.isCheckedByDecoder { continue }
            // Name the generated declaration first when an app type collides with one.
            if earlier.origin == .app || earlier.origin == .appView { first[type.name] = type }
            context.report(
                .error(
                    .swiftNameCollision,
                    "Swift name '\(type.name)' is taken twice: by \(type.description), and by \(earlier.description)",
                    at: type.range,
                    notes: [DiagnosticNote("'\(earlier.name)' comes from here", at: earlier.range)]),
                widget: type.widget.flatMap(context.spec.widget(named:)))
        }
    }

    /// `WidgetKinds` names each kind after its widget in lowerCamelCase, which maps `FOO` and `Foo` alike.
    private static func checkKindConstants(_ context: inout CheckContext) {
        var first: [String: WidgetDecl] = [:]
        for widget in context.spec.widgets {
            let constant = WidgetNames(widget: widget).kindConstant
            guard let earlier = first[constant] else {
                first[constant] = widget
                continue
            }
            context.report(
                .error(
                    .swiftNameCollision,
                    "widgets '\(earlier.name.value)' and '\(widget.name.value)' would both have the kind constant "
                        + "`\(constant)`",
                    at: widget.name.range,
                    notes: [DiagnosticNote("'\(earlier.name.value)' is declared here", at: earlier.name.range)]),
                widget: widget)
        }
    }
}
