import Foundation
import Testing
import WidgetSchedule

@Suite struct JitterTests {
    @Test func sameSeedSameOffset() {
        let seed = Jitter.seed(for: "6F9619FF-8B86-D011-B42D-00C04FC964FF")
        #expect(seed == Jitter.seed(for: "6F9619FF-8B86-D011-B42D-00C04FC964FF"))
        #expect(Jitter.offset(seed: seed, window: .hours(1)) == Jitter.offset(seed: seed, window: .hours(1)))
    }

    @Test func knownValuesAreStableAcrossPlatforms() {
        // FNV-1a of the empty string is the offset basis; of "a" a published constant.
        #expect(Jitter.seed(for: "") == 0xcbf2_9ce4_8422_2325)
        #expect(Jitter.seed(for: "a") == 0xaf63_dc4c_8601_ec8c)
        // SplitMix64's first outputs for states 0 and 1 are 0xe220a8397b1dcdaf and 0x910a2dec89025cc1, i.e.
        // 0.883 and 0.566 of the window. Pinned so that a change (which would move every installed widget) shows.
        #expect(Jitter.offset(seed: 0, window: .hours(1)) == 3179)
        #expect(Jitter.offset(seed: 1, window: .hours(1)) == 2039)
    }

    @Test func offsetsStayInsideTheWindow() {
        for seed in UInt64(0)..<2000 {
            let offset = Jitter.offset(seed: seed &* 0x9e37_79b9, window: .minutes(10))
            #expect((0..<600).contains(offset))
        }
        #expect(Jitter.offset(seed: .max, window: .seconds(1)) == 0)
        #expect(Jitter.offset(seed: 42, window: .zero) == 0)
        #expect(Jitter.offset(seed: 42, window: .seconds(-5)) == 0)
    }

    @Test func offsetsSpreadOverTheWindow() {
        // 6,000 seeds over 6 ten-minute buckets of an hour: each bucket gets roughly a sixth.
        var buckets = [Int](repeating: 0, count: 6)
        for index in 0..<6000 {
            buckets[Jitter.offset(seed: Jitter.seed(for: "install-\(index)"), window: .hours(1)) / 600] += 1
        }
        #expect(buckets.allSatisfy { (850...1150).contains($0) }, "buckets: \(buckets)")
    }
}
