import ArgumentParser
import WidgetSpecKit

/// Shell completion of widget names: the names declared in the spec files and directories already on the
/// command line. Use it on any option that takes a widget name:
///
///     @Option(help: "Only this widget.", completion: WidgetNameCompletion.kind)
///     var widget: [String] = []
enum WidgetNameCompletion {
    static let kind = CompletionKind.custom { words, index, prefix in
        SpecWidgetNames.completions(words: words, index: index, prefix: prefix)
    }
}
