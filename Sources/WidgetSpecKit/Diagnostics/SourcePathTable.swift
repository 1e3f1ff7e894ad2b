import Foundation

/// The spec paths of the process, each stored once: a `SourceRange` holds a path's 32-bit number instead of the
/// path itself. Every value of the IR and every YAML node carries a range, so a `String` there cost a reference
/// count on each copy of each value (a large part of `check`'s CPU) and 12 bytes of memory more per range.
///
/// The table only grows (a process reads a few thousand paths at most) and is shared by the loading threads,
/// behind a lock; a range's path is looked up only to print it or to find its source.
final class SourcePathTable: @unchecked Sendable {
    static let shared = SourcePathTable()

    private let lock = NSLock()
    private var paths: [String] = []
    private var numbers: [String: UInt32] = [:]

    /// The number of `path`, adding it the first time.
    func number(of path: String) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[path] { return number }
        let number = UInt32(paths.count)
        paths.append(path)
        numbers[path] = number
        return number
    }

    func path(_ number: UInt32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return paths[Int(number)]
    }
}
