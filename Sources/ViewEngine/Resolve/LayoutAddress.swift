/// Layout addresses built during body evaluation: a view's child (`0.1` → `0.1.2`) and a foreach
/// element (`0.0` → `0.0.0[41]`, ARCHITECTURE.md). Written byte by byte into one buffer and made
/// a String once (an interpolation per view was a tenth of evaluating a 100,000-row list);
/// the same text as `"\(address).\(child)"` and `"\(address).\(child)[\(index)]"`.
enum LayoutAddress {
    static func child(_ address: String, _ child: Int) -> String {
        make(address, child, element: nil)
    }

    static func element(_ address: String, _ child: Int, _ index: Int) -> String {
        make(address, child, element: index)
    }

    private static func make(_ address: String, _ child: Int, element: Int?) -> String {
        var address = address
        return address.withUTF8 { prefix in
            // A decimal Int is at most 20 bytes with its sign; '.', '[' and ']' besides.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefix.count + 44) { buffer in
                var k = 0
                for byte in prefix {
                    buffer[k] = byte
                    k += 1
                }
                buffer[k] = UInt8(ascii: ".")
                k += 1
                k = writeDecimal(child, into: buffer, at: k)
                if let element {
                    buffer[k] = UInt8(ascii: "[")
                    k = writeDecimal(element, into: buffer, at: k + 1)
                    buffer[k] = UInt8(ascii: "]")
                    k += 1
                }
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<k]), as: UTF8.self)
            }
        }
    }

    /// Writes `n` in decimal at `k`; returns the index after it.
    private static func writeDecimal(_ n: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at k: Int) -> Int {
        var k = k
        if n < 0 {
            buffer[k] = UInt8(ascii: "-")
            k += 1
        }
        var magnitude = n.magnitude
        var digits = 1
        var scale: UInt = 1
        while magnitude / scale >= 10 {
            scale *= 10
            digits += 1
        }
        for _ in 0..<digits {
            buffer[k] = UInt8(ascii: "0") + UInt8(magnitude / scale)
            magnitude %= scale
            scale /= 10
            k += 1
        }
        return k
    }
}
