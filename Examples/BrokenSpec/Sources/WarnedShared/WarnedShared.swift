// The shared part of warned.widgets.yaml is generated into this target by WidgetSpecSharedPlugin.
