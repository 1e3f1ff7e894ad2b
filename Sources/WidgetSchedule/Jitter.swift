/// Deterministic spreading of reload requests over a window, so that many installations of a widget do not
/// all ask the server at the same second.
///
/// The offset is a pure function of a seed: the same seed and window always give the same offset, on every
/// platform and in every process (it never uses `Hasher`, whose values change between launches, nor a random
/// number generator). Generated providers derive the seed from a stable per-installation identifier.
public enum Jitter {
    /// A 64-bit seed from a text identifier (for example an installation UUID string): the FNV-1a hash of its
    /// UTF-8 bytes.
    public static func seed(for identifier: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in identifier.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// A whole number of seconds in `0..<window.seconds`, spread uniformly by the seed (0 when the window is
    /// not positive).
    ///
    /// The seed is mixed with SplitMix64's finaliser, then scaled into the window with a 128-bit multiply.
    public static func offset(seed: UInt64, window: ScheduleDuration) -> Int {
        guard window.seconds > 0 else { return 0 }
        let mixed = mix(seed)
        return Int(UInt64(window.seconds).multipliedFullWidth(by: mixed).high)
    }

    /// The SplitMix64 output function: a bijection on 64-bit values that spreads nearby seeds apart.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
