/// The first byte that makes a file invalid UTF-8, found before libyaml sees the file so the message can
/// name the byte and its exact position.
struct InvalidUTF8Byte: Equatable {
    var offset: Int
    var value: UInt8
    var reason: String

    /// Strict UTF-8 (RFC 3629): no overlong forms, no surrogates, nothing above U+10FFFF.
    /// Returns nil when every byte is fine.
    static func first(in bytes: UnsafeBufferPointer<UInt8>) -> InvalidUTF8Byte? {
        // A byte order mark says what the file really is. UTF-32's little-endian mark (FF FE 00 00) starts like
        // UTF-16's (FF FE), so it is tested first.
        if bytes.count >= 4,
            (bytes[0] == 0xFF && bytes[1] == 0xFE && bytes[2] == 0 && bytes[3] == 0)
                || (bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0xFE && bytes[3] == 0xFF)
        {
            return InvalidUTF8Byte(offset: 0, value: bytes[0], reason: "a UTF-32 byte order mark: the file is UTF-32")
        }
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            return InvalidUTF8Byte(offset: 0, value: bytes[0], reason: "a UTF-16 byte order mark: the file is UTF-16")
        }
        var index = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else { return nil }
        while index < count {
            // Most of a spec is ASCII: skip eight ASCII bytes at a time.
            while index + 8 <= count,
                UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
            }
            guard index < count else { break }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            // The allowed range of the second byte narrows for some lead bytes (overlongs, surrogates, > U+10FFFF).
            var secondLow: UInt8 = 0x80
            var secondHigh: UInt8 = 0xBF
            switch lead {
            case 0x80...0xBF:
                return InvalidUTF8Byte(offset: index, value: lead, reason: "a continuation byte without a lead byte")
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; secondLow = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; secondHigh = 0x9F
            case 0xF0: length = 4; secondLow = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; secondHigh = 0x8F
            default:
                return InvalidUTF8Byte(offset: index, value: lead, reason: "a byte that never appears in UTF-8")
            }
            for position in 1..<length {
                let next = index + position
                let low = position == 1 ? secondLow : 0x80
                let high = position == 1 ? secondHigh : 0xBF
                guard next < count, (low...high).contains(bytes[next]) else {
                    return InvalidUTF8Byte(
                        offset: index, value: lead, reason: "the start of an incomplete or invalid sequence")
                }
            }
            index += length
        }
        return nil
    }

    /// The message of the WS0003 diagnostic.
    var message: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "invalid UTF-8 byte 0x\(hex.count < 2 ? "0" + hex : hex) (\(reason)); save the file as UTF-8"
    }
}
