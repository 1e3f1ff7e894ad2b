/// SplitMix64: a tiny deterministic generator, so a seed names one spec set on every machine and Swift version
/// (the standard library's generator is neither seedable nor stable).
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A value in `0..<count`, without the standard library's unspecified sampling.
    mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }

    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}
