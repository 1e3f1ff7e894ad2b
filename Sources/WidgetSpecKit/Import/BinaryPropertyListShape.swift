/// A binary property list (`bplist00`) read as a graph of objects: its trailer, its offset table and every object
/// reachable from the top one, with the checks CoreFoundation's reader makes (so Foundation reads what passes), a
/// few more (no cycles; only the value types an intent definition holds) and the limits. Each object is parsed
/// once; its expanded size and depth come from its children's, so the work is linear in the file however often
/// an object is referenced.
struct BinaryPropertyListShape {
    let bytes: [UInt8]
    let limits: PropertyListShape.Limits

    private struct Trailer {
        var offsetSize: Int
        var referenceSize: Int
        var objectCount: Int
        var topObject: Int
        var tableOffset: Int
    }

    private static let trailerSize = 32

    func check() throws(PropertyListShape.Problem) {
        let trailer = try readTrailer()
        let offsets = try readOffsets(trailer)
        try walk(from: trailer.topObject, offsets: offsets, trailer: trailer)
    }

    // MARK: - Trailer and offset table

    private func readTrailer() throws(PropertyListShape.Problem) -> Trailer {
        // "bplist0" and any eighth byte, as CoreFoundation reads it; "bplist1x" is a format it does not.
        guard bytes.count >= 8, bytes.starts(with: Array("bplist0".utf8)) else {
            throw .unsupportedFormat("a binary property list of a version other than 0 (\"bplist0\")")
        }
        guard bytes.count >= 8 + 1 + Self.trailerSize else {
            throw .malformed("the binary property list is \(bytes.count) bytes, too short for its 32-byte trailer")
        }
        let start = bytes.count - Self.trailerSize
        let offsetSize = Int(bytes[start + 6])
        let referenceSize = Int(bytes[start + 7])
        let objectCount = integer(at: start + 8, size: 8)
        let topObject = integer(at: start + 16, size: 8)
        let tableOffset = integer(at: start + 24, size: 8)
        func trailerProblem(_ text: String) -> PropertyListShape.Problem {
            .malformed("the binary property list's trailer (at byte \(start)) \(text)")
        }
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw trailerProblem(
                "gives offsets of \(offsetSize) and references of \(referenceSize) bytes; each must be 1 to 8")
        }
        guard objectCount >= 1 else { throw trailerProblem("counts no objects") }
        guard objectCount <= limits.values else {
            throw .tooLarge(
                "the binary property list holds \(objectCount) objects; intent definitions are limited to "
                    + "\(limits.values) values")
        }
        guard topObject < objectCount else {
            throw trailerProblem("names object \(topObject) as the top one, of \(objectCount)")
        }
        guard tableOffset >= 9, tableOffset < start,
            (start - tableOffset) == objectCount * offsetSize
        else {
            throw trailerProblem(
                "puts the offset table of \(objectCount) \(offsetSize)-byte offsets at byte \(tableOffset); it must "
                    + "fill the bytes between the objects (from byte 8) and the trailer")
        }
        guard referenceSize == 8 || objectCount <= 1 << (8 * referenceSize) else {
            throw trailerProblem("gives \(referenceSize)-byte references, too short for \(objectCount) objects")
        }
        guard offsetSize == 8 || tableOffset < 1 << (8 * offsetSize) else {
            throw trailerProblem("gives \(offsetSize)-byte offsets, too short to reach byte \(tableOffset)")
        }
        return Trailer(
            offsetSize: offsetSize, referenceSize: referenceSize, objectCount: objectCount, topObject: topObject,
            tableOffset: tableOffset)
    }

    /// A big-endian unsigned integer, capped at `Int.max` (whatever it is then, it is out of range).
    private func integer(at index: Int, size: Int) -> Int {
        var value: UInt64 = 0
        for byte in bytes[index..<index + size] {
            guard value <= UInt64(Int.max) >> 8 else { return Int.max }
            value = value << 8 | UInt64(byte)
        }
        return value > UInt64(Int.max) ? Int.max : Int(value)
    }

    private func readOffsets(_ trailer: Trailer) throws(PropertyListShape.Problem) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(trailer.objectCount)
        for object in 0..<trailer.objectCount {
            let offset = integer(
                at: trailer.tableOffset + object * trailer.offsetSize, size: trailer.offsetSize)
            guard offset >= 8, offset < trailer.tableOffset else {
                throw .malformed(
                    "the binary property list's offset table gives object \(object) the offset \(offset), outside "
                        + "its objects (bytes 8 to \(trailer.tableOffset - 1))")
            }
            offsets.append(offset)
        }
        return offsets
    }

    // MARK: - Objects

    /// One object: a scalar, or a collection of references to others (a dictionary's keys, then its values).
    private struct Object {
        var children: [Int]
        /// The objects that must be strings (a dictionary's keys).
        var keyCount = 0
    }

    private func describe(_ object: Int, _ offsets: [Int]) -> String {
        "object \(object) (at byte \(offsets[object]))"
    }

    private func parse(_ object: Int, offsets: [Int], trailer: Trailer) throws(PropertyListShape.Problem) -> Object {
        let start = offsets[object]
        let end = trailer.tableOffset  // objects lie before the offset table
        let marker = bytes[start]
        let low = Int(marker & 0x0F)
        func problem(_ text: String) -> PropertyListShape.Problem {
            .malformed("the binary property list's \(describe(object, offsets)) \(text)")
        }
        func fits(_ count: Int, from index: Int) throws(PropertyListShape.Problem) {
            guard count >= 0, index <= end, count <= end - index else {
                throw problem("runs past the end of the objects (byte \(end))")
            }
        }
        /// A collection's or a string's length: in the marker, or (0xF) in the integer that follows it.
        func length() throws(PropertyListShape.Problem) -> (count: Int, body: Int) {
            guard low == 0x0F else { return (low, start + 1) }
            try fits(1, from: start + 1)
            let lengthMarker = bytes[start + 1]
            guard lengthMarker & 0xF0 == 0x10, lengthMarker & 0x0F <= 3 else {
                throw problem("has a length that is no integer of 1 to 8 bytes")
            }
            let size = 1 << Int(lengthMarker & 0x0F)
            try fits(size, from: start + 2)
            return (integer(at: start + 2, size: size), start + 2 + size)
        }
        switch marker >> 4 {
        case 0x0:
            // null, false, true; the "fill" byte and the rest are no values
            guard marker == 0x00 || marker == 0x08 || marker == 0x09 else {
                throw problem("has the unknown marker 0x\(String(marker, radix: 16))")
            }
            return Object(children: [])
        case 0x1:
            guard low <= 4 else { throw problem("is an integer of more than 16 bytes") }
            try fits(1 << low, from: start + 1)
            return Object(children: [])
        case 0x2:
            guard low == 2 || low == 3 else { throw problem("is a real number of neither 4 nor 8 bytes") }
            try fits(1 << low, from: start + 1)
            return Object(children: [])
        case 0x3:
            guard marker == 0x33 else { throw problem("has the unknown marker 0x\(String(marker, radix: 16))") }
            try fits(8, from: start + 1)
            return Object(children: [])
        case 0x4, 0x5, 0x6:
            let (count, body) = try length()
            let unit = marker >> 4 == 0x6 ? 2 : 1  // UTF-16 strings count characters of 2 bytes
            guard count <= end / unit else { throw problem("runs past the end of the objects (byte \(end))") }
            try fits(count * unit, from: body)
            // Foundation cannot read an ASCII string with other bytes, and would then try other formats.
            if marker >> 4 == 0x5, bytes[body..<body + count].contains(where: { $0 >= 0x80 }) {
                throw problem("is an ASCII string holding a byte over 0x7F")
            }
            return Object(children: [])
        case 0xA, 0xD:
            let (count, body) = try length()
            let references = marker >> 4 == 0xD ? 2 : 1
            guard count <= end / (references * trailer.referenceSize) else {
                throw problem("runs past the end of the objects (byte \(end))")
            }
            try fits(count * references * trailer.referenceSize, from: body)
            var children: [Int] = []
            children.reserveCapacity(count * references)
            for index in 0..<count * references {
                let child = integer(at: body + index * trailer.referenceSize, size: trailer.referenceSize)
                guard child < trailer.objectCount else {
                    throw problem("refers to object \(child), of \(trailer.objectCount)")
                }
                children.append(child)
            }
            return Object(children: children, keyCount: references == 2 ? count : 0)
        case 0x8, 0xB, 0xC:
            throw problem("is a keyed archiver UID or a set, which intent definitions do not hold")
        default:
            throw problem("has the unknown marker 0x\(String(marker, radix: 16))")
        }
    }

    // MARK: - The walk

    /// Depth first from the top object, without recursion; each object's expanded size and depth are computed
    /// once, when its last child is done. A child still on the path is a cycle.
    private func walk(from top: Int, offsets: [Int], trailer: Trailer) throws(PropertyListShape.Problem) {
        enum State: UInt8 { case unvisited, onPath, done }
        var state = [State](repeating: .unvisited, count: trailer.objectCount)
        var size = [Int](repeating: 0, count: trailer.objectCount)
        var depth = [Int](repeating: 0, count: trailer.objectCount)
        struct Frame {
            var object: Int
            var parsed: Object
            var next = 0
        }
        var path = [Frame(object: top, parsed: try parse(top, offsets: offsets, trailer: trailer))]
        state[top] = .onPath
        while let frame = path.last {
            if frame.next < frame.parsed.children.count {
                let child = frame.parsed.children[frame.next]
                let isKey = frame.next < frame.parsed.keyCount
                path[path.count - 1].next += 1
                if isKey { try requireString(child, offsets: offsets, parent: frame.object) }
                switch state[child] {
                case .done:
                    guard path.count + depth[child] <= limits.depth else { throw tooDeep(at: child, offsets) }
                    continue
                case .onPath:
                    throw .tooLarge(
                        "the binary property list's \(describe(child, offsets)) contains itself (through "
                            + "\(describe(frame.object, offsets))): it would expand without end")
                case .unvisited:
                    guard path.count < limits.depth else { throw tooDeep(at: child, offsets) }
                    state[child] = .onPath
                    path.append(Frame(object: child, parsed: try parse(child, offsets: offsets, trailer: trailer)))
                }
                continue
            }
            // All children done: this object's totals, capped just past the limit so nothing overflows.
            var total = 1
            var deepest = 0
            for child in frame.parsed.children {
                total = min(total + size[child], limits.values + 1)
                deepest = max(deepest, depth[child])
            }
            guard total <= limits.values else {
                throw .tooLarge(
                    "the binary property list's \(describe(frame.object, offsets)) expands to more than "
                        + "\(limits.values) values (an object referenced many times counts each time); intent "
                        + "definitions are limited to \(limits.values)")
            }
            size[frame.object] = total
            depth[frame.object] = deepest + 1
            state[frame.object] = .done
            path.removeLast()
        }
    }

    private func tooDeep(at object: Int, _ offsets: [Int]) -> PropertyListShape.Problem {
        .tooLarge(
            "the binary property list nests arrays and dictionaries more than \(limits.depth) levels deep (at "
                + "\(describe(object, offsets))); intent definitions are limited to \(limits.depth)")
    }

    /// Dictionary keys are strings (CoreFoundation takes any scalar; an intent definition's are all strings).
    private func requireString(_ object: Int, offsets: [Int], parent: Int) throws(PropertyListShape.Problem) {
        let kind = bytes[offsets[object]] >> 4
        guard kind == 0x5 || kind == 0x6 else {
            throw .malformed(
                "the binary property list's \(describe(parent, offsets)) is a dictionary with a key that is no string "
                    + "(\(describe(object, offsets)))")
        }
    }
}
