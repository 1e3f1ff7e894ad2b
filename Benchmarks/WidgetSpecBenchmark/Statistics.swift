/// Several timings of one thing: the median is what the tables use, the spread says how noisy it was.
struct Samples {
    var seconds: [Double]
    var peakBytes: Int = 0
    /// CPU seconds of each run, for processes.
    var cpuSeconds: [Double] = []

    var median: Double {
        let sorted = seconds.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// (max - min) / median, as a percentage.
    var spreadPercent: Double {
        guard let low = seconds.min(), let high = seconds.max(), median > 0 else { return 0 }
        return (high - low) / median * 100
    }

    /// "12.3 ms ±8%".
    var summary: String { "\(formatSeconds(median)) ±\(Int(spreadPercent.rounded()))%" }

    /// Runs `body` `runs` times, timing each run.
    static func measure(runs: Int, _ body: () -> Void) -> Samples {
        var seconds: [Double] = []
        for _ in 0..<runs {
            let started = monotonicSeconds()
            body()
            seconds.append(monotonicSeconds() - started)
        }
        return Samples(seconds: seconds)
    }

    /// Runs a process `runs` times, then once more under `/usr/bin/time` for its peak memory.
    static func measureProcess(
        runs: Int, _ arguments: [String], expectedStatus: Int32 = 0, before: () -> Void = {}
    ) -> Samples {
        var samples = Samples(seconds: [])
        for _ in 0..<runs {
            before()
            let run = ProcessTimer.run(arguments)
            guard run.status == expectedStatus else {
                fail("\(arguments.joined(separator: " ")) exited with \(run.status)")
            }
            samples.seconds.append(run.seconds)
            samples.cpuSeconds.append(run.cpuSeconds)
        }
        before()
        samples.peakBytes = ProcessTimer.peakMemory(arguments)
        return samples
    }
}

func formatSeconds(_ seconds: Double) -> String {
    if seconds >= 1 { return format(seconds, digits: 2) + " s" }
    if seconds >= 0.001 { return format(seconds * 1000, digits: 1) + " ms" }
    return format(seconds * 1_000_000, digits: 0) + " µs"
}

func formatBytes(_ bytes: Int) -> String {
    let value = Double(bytes)
    if bytes >= 1 << 20 { return format(value / Double(1 << 20), digits: 1) + " MiB" }
    if bytes >= 1 << 10 { return format(value / Double(1 << 10), digits: 1) + " KiB" }
    return "\(bytes) B"
}

func format(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    guard digits > 0 else { return String(Int(rounded)) }
    let whole = Int(rounded)
    let fraction = Int(((rounded - Double(whole)) * scale).rounded())
    let text = String(fraction)
    return "\(whole)." + String(repeating: "0", count: max(0, digits - text.count)) + text
}
