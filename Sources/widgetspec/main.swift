print("widgetspec")
