// The extension part of ../WarnedShared/warned.widgets.yaml is generated into this target by
// WidgetSpecExtensionPlugin; the widget has no entry, so there is no loader to write.
import WarnedShared
