import Diagnostics
import Foundation
import Glibc
import Shell

/// `viewsh --watch FILE [--html OUT]` and the `watch` command: polls the file with stat every
/// 50 ms; when its modification time, size or inode changes and then holds still for 30 ms,
/// reads it, clears the screen (on a terminal; a pipe gets a header line per run) and prints
/// what a fresh session running it printed, then its render. A missing file (an editor saving
/// by rename) is waited for. Ctrl-C stops it.
struct WatchMode {
    let request: WatchRequest
    let color: Bool
    static let pollMicroseconds: useconds_t = 50_000
    static let settleMicroseconds: useconds_t = 30_000

    /// What stat says about the file; nil when it is missing or not a regular file.
    struct Stamp: Equatable {
        var seconds: Int, nanoseconds: Int, size: Int64, inode: UInt64

        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            seconds = info.st_mtim.tv_sec
            nanoseconds = info.st_mtim.tv_nsec
            size = Int64(info.st_size)
            inode = UInt64(info.st_ino)
        }

        static func == (a: Stamp, b: Stamp) -> Bool {
            a.seconds == b.seconds && a.nanoseconds == b.nanoseconds && a.size == b.size && a.inode == b.inode
        }
    }

    /// Runs until Ctrl-C; 0 then (the watch was asked to stop), 2 when the file never existed.
    func run() -> Int32 {
        var last: Stamp?
        var runs = 0
        var waitingShown = false
        while !Interrupt.isRequested() {
            let stamp = Stamp(request.path)
            guard let stamp else {
                if !waitingShown {
                    Terminal.write("watch: waiting for \(request.name) (Ctrl-C to stop)\n")
                    waitingShown = true
                }
                last = nil
                usleep(Self.pollMicroseconds)
                continue
            }
            if stamp == last {
                usleep(Self.pollMicroseconds)
                continue
            }
            // Changed: let a save finish writing before reading it.
            usleep(Self.settleMicroseconds)
            guard Stamp(request.path) == stamp, let data = FileManager.default.contents(atPath: request.path),
                  Stamp(request.path) == stamp else { continue }
            last = stamp
            waitingShown = false
            runs += 1
            let configuration = SessionConfiguration(
                diagnosticStyle: DiagnosticStyle(showsLocationHeader: true, usesColor: color),
                workingDirectory: FileManager.default.currentDirectoryPath, width: Terminal.width(),
                interruptRequested: { Interrupt.isRequested() })
            let output = request.run([UInt8](data), configuration: configuration)
            Terminal.clearScreen()
            Terminal.write("watch: \(request.name), run \(runs)\n")
            for chunk in output.chunks {
                Terminal.write(chunk.text, toError: chunk.stream == .error && !Terminal.stdoutIsTerminal)
            }
            Terminal.write("watch: waiting for changes to \(request.name) (Ctrl-C to stop)\n")
        }
        Interrupt.clear()
        Terminal.write("watch: stopped\n")
        return 0
    }
}
