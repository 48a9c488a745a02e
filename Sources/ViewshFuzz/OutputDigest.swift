import Foundation
import Shell

/// A sink for what a command prints that keeps a hash of every byte, the byte count and only the
/// first `keep` bytes of text: the oracles compare a 1,000,000-row `layout --json` of two
/// sessions without holding either in memory.
public final class OutputDigest: @unchecked Sendable {
    private let lock = NSLock()
    private let keep: Int
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    private var count = 0
    private var kept = ""

    public init(keep: Int = 16_384) { self.keep = keep }

    public var sink: SessionOutput.Sink {
        { [self] _, text in add(text) }
    }

    private func add(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        var text = text
        text.withUTF8 { bytes in
            var hash = self.hash
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }  // FNV-1a
            self.hash = hash
        }
        if kept.utf8.count < keep { kept += text.utf8.count <= keep - kept.utf8.count ? text : String(text.prefix(keep - kept.utf8.count)) }
        count += text.utf8.count
    }

    /// The hash and length of everything written (equal digests: the same text, for an oracle).
    public var fingerprint: String {
        lock.lock()
        defer { lock.unlock() }
        return "\(count):\(hash)"
    }

    /// The first bytes written, with a note when more followed.
    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return kept.utf8.count < count ? kept + "\n… (\(count) bytes in all)\n" : kept
    }

    public func reset() {
        lock.lock()
        defer { lock.unlock() }
        (hash, count, kept) = (0xcbf2_9ce4_8422_2325, 0, "")
    }
}
