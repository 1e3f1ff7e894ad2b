/// The benchmark's output: Markdown tables of medians (± spread) and ratios, then the issue's targets.
struct RatioTable {
    var results: [SizeResult]
    var hello: Samples
    var typeCheck: TypeCheckResult?

    func print() {
        Swift.print("## Peers (median of the runs, ± (max - min) / median)\n")
        Swift.print(
            "| set | files | input | libyaml raw parse | CSafeLoader load (in Python) | CSafeLoader process "
                + "| CSafeLoader peak memory |")
        Swift.print("|---|--:|--:|--:|--:|--:|--:|")
        for result in results {
            Swift.print(
                "| \(result.size.name) | \(result.size.files) | \(formatBytes(result.bytes)) | "
                    + "\(result.libyaml.summary) | \(result.pythonLoad.summary) | \(result.pythonProcess.summary) | "
                    + "\(formatBytes(result.pythonProcess.peakBytes)) |")
        }
        Swift.print("\nhello-world Swift process: \(hello.summary), peak \(formatBytes(hello.peakBytes))\n")

        Swift.print("## widgetspec (in process = library calls; process = the `widgetspec` executable)\n")
        Swift.print(
            "| set | command | in process | process | peak memory (× input) | in-proc / libyaml raw "
                + "| in-proc / CSafeLoader load | process / CSafeLoader process | process / hello |")
        Swift.print("|---|---|--:|--:|--:|--:|--:|--:|--:|")
        for result in results {
            for (command, inProcess, process) in result.commands {
                let memory = "\(formatBytes(process.peakBytes)) (\(ratio(process.peakBytes, result.bytes)))"
                Swift.print(
                    "| \(result.size.name) | \(command.label) | \(inProcess.summary) | \(process.summary) | \(memory) | "
                        + "\(ratio(inProcess.median, result.libyaml.median)) | "
                        + "\(ratio(inProcess.median, result.pythonLoad.median)) | "
                        + "\(ratio(process.median, result.pythonProcess.median)) | "
                        + "\(ratio(process.median, hello.median)) |")
            }
        }
        if let typeCheck {
            let generated = Samples(seconds: typeCheck.generated.cpuSeconds)
            let template = Samples(seconds: typeCheck.template.cpuSeconds)
            let widgets = Double(max(1, typeCheck.widgets))
            Swift.print(
                "\n`swiftc -typecheck`, CPU time, the two measured in turn (\(typeCheck.widgets) widgets):\n\n"
                    + "| code | wall | CPU | CPU per widget |\n|---|--:|--:|--:|\n"
                    + "| generated + the app's code | \(typeCheck.generated.summary) | \(generated.summary) | "
                    + "\(formatSeconds(generated.median / widgets)) |\n"
                    + "| Xcode's widget template, per widget (`TemplatePeer`) | \(typeCheck.template.summary) | "
                    + "\(template.summary) | \(formatSeconds(template.median / widgets)) |\n\n"
                    + "generated / template, pair by pair: median \(ratioRange(typeCheckRatios(typeCheck)))")
        }
        printTargets()
    }

    private func printTargets() {
        Swift.print("\n## Targets (release)\n")
        if let large = results.first(where: { $0.size.name == "5MB" }),
            let generate = large.commands.first(where: { $0.command == .generate })
        {
            let time = generate.inProcess.median
            target(
                "5MB check+generate <= 2x raw libyaml parse", ratio(time, large.libyaml.median),
                time <= 2 * large.libyaml.median)
            if let check = large.commands.first(where: { $0.command == .check }) {
                target(
                    "5MB check in process <= 4x raw libyaml parse (issue 29)",
                    ratio(check.inProcess.median, large.libyaml.median),
                    check.inProcess.median <= 4 * large.libyaml.median)
            }
            target(
                "5MB check+generate faster than CSafeLoader's load", ratio(time, large.pythonLoad.median),
                time < large.pythonLoad.median)
            target(
                "5MB peak memory < 10x input", ratio(generate.process.peakBytes, large.bytes),
                generate.process.peakBytes < 10 * large.bytes)
        }
        if let small = results.first(where: { $0.size.name == "small" }) {
            for (command, _, process) in small.commands where command != .report1y {
                target(
                    "small spec end to end (\(command.label)) <= 2x hello-world", ratio(process.median, hello.median),
                    process.median <= 2 * hello.median)
            }
        }
        if let typeCheck {
            // CPU time: wall time on a shared machine mostly measures the other jobs.
            let cpu = Samples(seconds: typeCheck.generated.cpuSeconds).median
            target("100 widgets type-check < 3 s (CPU time)", formatSeconds(cpu), cpu < 3)
            let ratios = typeCheckRatios(typeCheck).median
            target(
                "type-check <= 1.5x the template peer (CPU time, issue 29)", format(ratios, digits: 2) + "×",
                ratios <= 1.5)
        }
    }

    /// "2.41× (2.30–2.55×)": a median ratio and its range.
    private func ratioRange(_ ratios: Samples) -> String {
        let low = ratios.seconds.min() ?? 0
        let high = ratios.seconds.max() ?? 0
        return "\(format(ratios.median, digits: 2))× (\(format(low, digits: 2))–\(format(high, digits: 2))×)"
    }

    /// generated / template CPU time of each pair of runs (taken one after the other).
    private func typeCheckRatios(_ typeCheck: TypeCheckResult) -> Samples {
        Samples(
            seconds: zip(typeCheck.generated.cpuSeconds, typeCheck.template.cpuSeconds).map { $0 / max($1, 1e-9) })
    }

    private func target(_ name: String, _ measured: String, _ met: Bool) {
        Swift.print("- \(met ? "met" : "NOT met"): \(name): \(measured)")
    }

    private func ratio(_ value: Double, _ base: Double) -> String {
        guard base > 0 else { return "-" }
        let ratio = value / base
        return format(ratio, digits: ratio >= 10 ? 0 : ratio >= 1 ? 1 : 2) + "×"
    }

    private func ratio(_ value: Int, _ base: Int) -> String { ratio(Double(value), Double(base)) }
}
