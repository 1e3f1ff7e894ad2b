extension DecodingContext {
    /// A platform name written as a key (`iOS:`).
    func platform(_ key: YAMLScalar) -> Platform? {
        word(.scalar(key), what: "platform", choices: Platform.allCases.map { ($0.rawValue, $0) })?.value
    }

    /// `{ iOS: "17.0", watchOS: "10.0" }`, sorted by platform.
    func platformVersions(_ node: YAMLNode) -> [PlatformVersion] {
        guard let entries = freeEntries(node, expected: "a mapping of platform names to versions") else { return [] }
        return entries.compactMap { key, value -> PlatformVersion? in
            guard let platform = platform(key), let version = version(value) else { return nil }
            return PlatformVersion(platform: platform, version: version.value, range: version.range)
        }.sorted { $0.platform < $1.platform }
    }
}
