import Foundation
import Synchronization
@testable import TranscriptKit

/// Fake sessions built from closures, standing in for the shell.
enum FakeSessions {
    /// Prints its input back.
    static let echo: TranscriptSessionFactory = { _ in { input in input + "\n" } }
    /// Prints its input in upper case.
    static let uppercase: TranscriptSessionFactory = { _ in { input in input.uppercased() + "\n" } }
    /// Prints 1, 2, 3… — state that must start afresh for every transcript.
    static let counter: TranscriptSessionFactory = { _ in
        var count = 0
        return { _ in
            count += 1
            return "\(count)\n"
        }
    }
}

/// A sandbox for tests that call a factory by hand.
func sandbox(_ directory: String = ".") -> TranscriptSandbox {
    TranscriptSandbox(directory: directory, scratch: "/nonexistent-scratch")
}

/// A fresh directory under the system's temporary directory, removed afterwards.
func withScratchDirectory<T>(_ body: (String) throws -> T) throws -> T {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("transcriptkit-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
}

/// Writes `files` (relative path → text) under `directory`.
func write(_ files: [String: String], in directory: String) throws {
    for (name, text) in files {
        let path = directory + "/" + name
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}

func contents(of path: String) throws -> String {
    try String(decoding: Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
}

func inode(of path: String) throws -> Int {
    try (FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.intValue ?? -1
}

/// Parses text that the test knows is well formed.
func parsed(_ text: String, path: String = "t.transcript") throws -> Transcript {
    try TranscriptParser.parse(text, path: path)
}
