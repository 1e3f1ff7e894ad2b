import Foundation

extension Array where Element: Sendable {
    /// `map` on every core. The result is in the order of the input whatever the number of threads, so
    /// parallel work never changes the output. The one place that writes results from several threads.
    func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        var results = [Result?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each index is written by exactly one iteration, and all of them finish before the buffer is read.
            nonisolated(unsafe) let output = buffer
            DispatchQueue.concurrentPerform(iterations: count) { index in
                output[index] = transform(self[index])
            }
        }
        return results.map { $0! }
    }
}
