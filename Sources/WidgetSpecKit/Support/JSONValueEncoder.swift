/// Encodes an `Encodable` value (the IR, for `widgetspec dump`) into a `JSONValue` whose objects have their keys
/// sorted, so that it is printed by the one JSON writer, byte for byte the same on every platform. Values are
/// encoded as their own `encode(to:)` defines.
enum JSONValueEncoder {
    static func encode(_ value: some Encodable) throws -> JSONValue {
        let node = EncodedNode()
        try node.store(value, codingPath: [])
        return node.value
    }
}

/// A value being encoded. Containers hand out child nodes that are filled in later, so a node is a reference.
private final class EncodedNode {
    private enum Content {
        case unset
        case scalar(JSONValue)
        case object([String: EncodedNode])
        case array([EncodedNode])
    }

    private var content = Content.unset

    var value: JSONValue {
        switch content {
        // A value that encodes nothing is an empty object, as with JSONEncoder.
        case .unset: .object([])
        case .scalar(let value): value
        case .object(let members): .sortedObject(members.mapValues(\.value))
        case .array(let elements): .array(elements.map(\.value))
        }
    }

    /// Encodes `value` into this node: the scalars JSON has directly, anything else through its `encode(to:)`.
    func store(_ value: some Encodable, codingPath: [any CodingKey]) throws {
        switch value {
        case let bool as Bool: content = .scalar(.bool(bool))
        case let string as String: content = .scalar(.string(string))
        case let double as Double: content = .scalar(.double(double))
        case let float as Float: content = .scalar(.double(Double(float)))
        case let integer as any BinaryInteger:
            content = .scalar(Int(exactly: integer).map(JSONValue.int) ?? .double(Double(integer)))
        default: try value.encode(to: NodeEncoder(node: self, codingPath: codingPath))
        }
    }

    func storeNull() {
        content = .scalar(.null)
    }

    /// Makes this node an object (if it is not one yet) and returns the node of `key` in it.
    func member(_ key: String) -> EncodedNode {
        var members: [String: EncodedNode] = [:]
        if case .object(let existing) = content { members = existing }
        content = .unset  // the only reference left is `members`, which then grows in place
        let node = members[key] ?? EncodedNode()
        members[key] = node
        content = .object(members)
        return node
    }

    /// Makes this node an object, so that a keyed container without members encodes as `{}`.
    func makeObject() {
        if case .object = content { return }
        content = .object([:])
    }

    /// Makes this node an array, so that an unkeyed container without elements encodes as `[]`.
    func makeArray() {
        if case .array = content { return }
        content = .array([])
    }

    /// Makes this node an array (if it is not one yet) and returns a new last element.
    func appended() -> EncodedNode {
        var elements: [EncodedNode] = []
        if case .array(let existing) = content { elements = existing }
        content = .unset  // the only reference left is `elements`, which then grows in place
        let node = EncodedNode()
        elements.append(node)
        content = .array(elements)
        return node
    }

    var count: Int {
        if case .array(let elements) = content { return elements.count }
        return 0
    }
}

private struct NodeEncoder: Encoder {
    let node: EncodedNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(KeyedNodeContainer(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath)
    }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        node.member(key.stringValue).storeNull()
    }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        try node.member(key.stringValue).store(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        superEncoder(forKey: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        superEncoder(forKey: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: node.member("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: EncodedNode
    let codingPath: [any CodingKey]
    var count: Int { node.count }

    mutating func encodeNil() throws {
        node.appended().storeNull()
    }

    mutating func encode(_ value: some Encodable) throws {
        let path = codingPath + [ElementKey(intValue: count)]
        try node.appended().store(value, codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        superEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        superEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let path = codingPath + [ElementKey(intValue: count)]
        return NodeEncoder(node: node.appended(), codingPath: path)
    }
}

private struct SingleNodeContainer: SingleValueEncodingContainer {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        node.storeNull()
    }

    mutating func encode(_ value: some Encodable) throws {
        try node.store(value, codingPath: codingPath)
    }
}

/// The coding key of an array element.
private struct ElementKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
