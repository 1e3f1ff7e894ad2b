import Foundation

/// Binary property lists written object by object, as an attacker would: any object may be referenced any number
/// of times (or by itself), and the trailer may say anything. `PropertyListSerialization` writes only honest ones.
struct CraftedPropertyList {
    enum Object {
        case string(String)
        case bool(Bool)
        case integer(UInt8)
        case array([Int])
        /// Key and value object numbers.
        case dictionary([(Int, Int)])
        case raw([UInt8])
    }

    var objects: [Object]
    var top = 0

    /// `bplist00`, the objects, the offset table (1-byte offsets while they fit) and the 32-byte trailer, whose
    /// last 8 bytes (the offset table's offset) `tableOffset` may replace.
    func bytes(tableOffset: UInt64? = nil, objectCount: UInt64? = nil) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += Self.encode(object)
        }
        let table = bytes.count
        let offsetSize = table < 256 ? 1 : 2
        for offset in offsets {
            bytes += offsetSize == 1 ? [UInt8(offset)] : [UInt8(offset >> 8), UInt8(offset & 0xFF)]
        }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), 1]
        bytes += Self.bigEndian(objectCount ?? UInt64(objects.count))
        bytes += Self.bigEndian(UInt64(top))
        bytes += Self.bigEndian(tableOffset ?? UInt64(table))
        return bytes
    }

    private static func bigEndian(_ value: UInt64) -> [UInt8] {
        (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    private static func count(_ marker: UInt8, _ count: Int) -> [UInt8] {
        count < 15 ? [marker | UInt8(count)] : [marker | 0x0F, 0x11, UInt8(count >> 8), UInt8(count & 0xFF)]
    }

    private static func encode(_ object: Object) -> [UInt8] {
        switch object {
        case .string(let text): count(0x50, text.utf8.count) + Array(text.utf8)
        case .bool(let flag): [flag ? 0x09 : 0x08]
        case .integer(let value): [0x10, value]
        case .array(let items): count(0xA0, items.count) + items.map { UInt8($0) }
        case .dictionary(let pairs): count(0xD0, pairs.count) + pairs.map { UInt8($0.0) } + pairs.map { UInt8($0.1) }
        case .raw(let bytes): bytes
        }
    }

    /// An intent definition whose `INIntents` is `levels` arrays, each holding the next one `width` times: 344
    /// bytes (20 levels of 13) stand for 13^20 values.
    static func expansionBomb(levels: Int = 20, width: Int = 13) -> CraftedPropertyList {
        var objects: [Object] = [.dictionary([(1, 2)]), .string("INIntents")]
        for level in 0..<levels {
            objects.append(.array(Array(repeating: 2 + level + 1, count: width)))
        }
        objects.append(.string("a"))
        return CraftedPropertyList(objects: objects)
    }

    /// `INIntents` is an array holding itself.
    static let cycle = CraftedPropertyList(objects: [.dictionary([(1, 2)]), .string("INIntents"), .array([2])])

    /// `INIntents` nests `levels` one-element arrays, each its own object.
    static func deep(levels: Int) -> CraftedPropertyList {
        var objects: [Object] = [.dictionary([(1, 2)]), .string("INIntents")]
        for level in 0..<levels { objects.append(.array([2 + level + 1])) }
        objects.append(.string("a"))
        return CraftedPropertyList(objects: objects)
    }
}
