// Schedule types appear in the IR, so users of the compiler core get them with it.
@_exported import WidgetSchedule
