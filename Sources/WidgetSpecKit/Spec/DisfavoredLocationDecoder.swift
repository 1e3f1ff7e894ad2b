extension WidgetDecoder {
    /// `disfavoredLocations: { lockScreen: [systemSmall], standBy: [systemMedium] }`: each place with the families
    /// listed under "Other" there, in the order written. An unknown place gets "did you mean" among WidgetKit's.
    func decodeDisfavoredLocations(_ node: YAMLNode) -> [DisfavoredLocation] {
        guard
            let entries = context.freeEntries(
                node, expected: "a mapping of widget locations to families, such as { lockScreen: [systemSmall] }")
        else { return [] }
        return entries.compactMap { key, value -> DisfavoredLocation? in
            let location = context.word(
                .scalar(key), what: "widget location", choices: WidgetLocation.allCases.map { ($0.rawValue, $0) })
            guard let location, let families = familyList(value) else { return nil }
            return DisfavoredLocation(location: location, families: families)
        }
    }
}
