/// The Foundation-only loading side of one widget, in the extension part: what the provider asks for (the
/// request), what the app's loader returns (the load) and the protocol the loader conforms to.
extension GenerationContext {
    func loaderDeclarations(_ widget: WidgetDecl) -> [SwiftDecl] {
        let names = WidgetNames(widget: widget)
        var decls = [request(names)]
        if names.hasLoader { decls += [load(names), loadingProtocol(names)] }
        return decls
    }

    /// `<Widget>Request`: one timeline request, as the loader sees it.
    private func request(_ names: WidgetNames) -> SwiftDecl {
        let widget = names.widget
        let fields = datedFields(names, date: "When WidgetKit asked: the entries are dated from here")
        return .type(
            SwiftTypeDecl(
                .struct, names.request, access: access, inherits: [QualifiedName.hashable, QualifiedName.sendable],
                doc: doc("What WidgetKit asks `\(widget.name.value)` for: one timeline", widget.name.range),
                members: storedMembers(fields, of: names.request, at: widget.name.range)))
    }

    /// `<Widget>Load`: the content of the timeline's entries, and their dates when the schedule is `dynamic`.
    private func load(_ names: WidgetNames) -> SwiftDecl {
        let widget = names.widget
        var parameters = ["_ content: \(names.content)"]
        var arguments = ["content: content"]
        var members: [SwiftDecl] = [
            .property(
                SwiftProperty(
                    "content", type: names.content, access: access,
                    doc: doc("What every entry of the timeline shows", widget.name.range)))
        ]
        if names.isDynamic {
            parameters.append("entryDates: [\(QualifiedName.date)]")
            arguments.append("entryDates: entryDates")
            members.append(
                .property(
                    SwiftProperty(
                        "entryDates", type: "[\(QualifiedName.date)]", access: access,
                        doc: doc(
                            "The dates of the `dynamic` entries, merged with the other forms (the spec's `count` and "
                                + "`every` are only the report's assumption)", widget.timeline.entriesRange))))
        }
        members.append(
            .function(
                SwiftFunction(
                    "content", parameters: .inline(parameters), result: "Self", access: access, modifiers: ["static"],
                    doc: doc("What the loader returns: `return .content(\(names.content)(...))`", widget.name.range),
                    body: [.line("Self(\(arguments.joined(separator: ", ")))")])))
        return .type(
            SwiftTypeDecl(
                .struct, names.load, access: access, inherits: [QualifiedName.sendable],
                doc: doc("What `\(widget.name.value)`'s loader returns for one timeline", widget.name.range),
                members: members))
    }

    private func loadingProtocol(_ names: WidgetNames) -> SwiftDecl {
        let widget = names.widget
        let members: [SwiftDecl] = [
            .initializer(
                SwiftInitializer(
                    "", doc: doc("Creates the loader; the generated provider calls this", widget.name.range), body: nil)
            ),
            .function(
                SwiftFunction(
                    "load", parameters: .inline(["_ request: \(names.request)"]), effects: "async throws",
                    result: names.load,
                    doc: "Loads the content of one timeline. Throwing makes the timeline follow the spec's `onError`\n"
                        + "plan, showing the last good content (`stale`) when the widget has a `cache`, else the\n"
                        + "spec's placeholders marked `failed` with the error's description.",
                    body: nil)),
        ]
        let doc =
            "What the app implements for `\(widget.name.value)` (\(line(widget.name.range))): its data loading.\n\n"
            + "Write `struct \(names.loader): \(names.loading)` in the widget extension; the generated provider\n"
            + "creates it with `init()` and calls `load(_:)` once per timeline."
        return .type(
            SwiftTypeDecl(
                .protocol, names.loading, access: access, inherits: [QualifiedName.sendable], doc: doc, members: members
            ))
    }
}
