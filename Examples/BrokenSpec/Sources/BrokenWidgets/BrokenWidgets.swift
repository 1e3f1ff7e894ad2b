// The target's Swift code; its spec, broken.widgets.yaml, never gets far enough to add generated code.
enum BrokenWidgetsTarget {}
