@preconcurrency import Glibc
@preconcurrency import CEditLine

/// What one `LineEditor.readLine` call produced.
enum LineReadResult: Equatable {
    /// The text without its final newline. A recalled multi-line history entry comes back whole,
    /// with inner newlines.
    case line(String)
    /// Ctrl-C: the line was abandoned (the editor already moved to a fresh line).
    case interrupted
    /// Ctrl-D on an empty line (or the terminal went away; the editor already printed a newline).
    case endOfInput
}

/// The interactive line editor: libedit (native `histedit.h` API) with emacs keys, `~/.editrc`,
/// a history file, Up/Down prefix search and Tab completion through `completer`.
///
/// Invariant: libedit only calls back into this object from inside `el_gets`, through the
/// unretained pointer in `EL_CLIENTDATA`; the object owns `el` and `history` and ends them.
final class LineEditor {
    /// Called on Tab with the line up to the cursor; returns full words for the word under the
    /// cursor and how many characters of that partial word they replace.
    var completer: ((_ lineUpToCursor: String) -> (candidates: [String], replacing: Int))?

    static let historySize: Int32 = 1000

    let el: OpaquePointer
    private let history: OpaquePointer
    /// Where libedit draws: stdout, or stderr when stdout is not a terminal.
    let output: UnsafeMutablePointer<FILE>
    private let historyPath: String?
    var search: HistoryPrefixSearch
    /// The current prompt as a C string with escapes marked for EL_PROMPT_ESC; libedit reads it
    /// through `promptCallback` while it draws.
    private(set) var promptCString: UnsafeMutablePointer<CChar>
    private(set) var promptWidth = 0

    /// nil when stdin is not a terminal (or libedit cannot start). `historyPath` nil = no file.
    init?(historyPath: String?) {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        Self.useUTF8Locale()
        Interrupt.install()
        let output: UnsafeMutablePointer<FILE> = isatty(STDOUT_FILENO) == 1 ? stdout : stderr
        guard let el = el_init("viewsh", stdin, output, stderr) else { return nil }
        guard let history = history_init() else {
            el_end(el)
            return nil
        }
        self.el = el
        self.history = history
        self.output = output
        self.historyPath = historyPath
        self.search = HistoryPrefixSearch(capacity: Int(Self.historySize))
        self.promptCString = strdup("")

        var event = HistEvent()
        vsh_history_setsize(history, &event, Self.historySize)
        vsh_history_setunique(history, &event, 1)
        if let historyPath { loadHistory(from: historyPath) }

        vsh_el_set_clientdata(el, Unmanaged.passUnretained(self).toOpaque())
        vsh_el_set_prompt_esc(el, promptCallback, CChar(PromptText.literal.value))
        vsh_el_set_history(el, history)
        vsh_el_set_editor(el, "emacs")
        // libedit's handlers for SIGWINCH/SIGTSTP/SIGCONT while editing; SIGINT still reaches
        // Interrupt's handler (libedit re-raises it) and makes el_gets return with EINTR.
        vsh_el_set_signal(el, 1)
        el_source(el, nil)  // ~/.editrc (`viewsh:` lines apply); before our bindings
        installKeyBindings()
    }

    deinit {
        el_end(el)
        history_end(history)
        free(promptCString)
    }

    /// Reads one line. Ctrl-C → `.interrupted`, Ctrl-D on an empty line → `.endOfInput`; in both
    /// cases the cursor is left at the start of a fresh line.
    func readLine(prompt: String) -> LineReadResult {
        setPrompt(prompt)
        search.reset()
        Interrupt.clear()
        var count: Int32 = 0
        errno = 0
        if let text = el_gets(el, &count) {  // UTF-8; `count` is in bytes here, so unused
            var length = strlen(text)
            if length > 0 && text[length - 1] == 0x0A { length -= 1 }
            let bytes = UnsafeRawBufferPointer(start: text, count: length)
            return .line(String(decoding: bytes, as: UTF8.self))
        }
        let interrupted = count == -1 && (errno == EINTR || Interrupt.isRequested())
        // Both ways out leave the cursor inside the edited line: go below it.
        finishLine()
        if interrupted {
            Interrupt.clear()
            return .interrupted
        }
        return .endOfInput
    }

    /// Adds a complete (possibly multi-line) entry: trailing whitespace trimmed, empty entries and
    /// repeats of the newest entry dropped; appended to the history file at once.
    func addToHistory(_ entry: String) {
        guard let entry = HistoryEntry.normalized(entry), search.append(entry) else { return }
        var event = HistEvent()
        vsh_history_enter(history, &event, entry)
        if let historyPath { appendToFile(entry, path: historyPath) }
    }

    // MARK: - Prompt

    private func setPrompt(_ prompt: String) {
        free(promptCString)
        promptCString = strdup(PromptText.markingEscapes(prompt))
        promptWidth = PromptText.visibleWidth(prompt, width: Self.displayWidth)
    }

    // MARK: - History file

    private func loadHistory(from path: String) {
        var event = HistEvent()
        let read = vsh_history_load(history, &event, path)
        var entries: [String] = []
        var status = vsh_history_last(history, &event)
        while status != -1 {
            if let text = event.str { entries.append(String(cString: text)) }
            status = vsh_history_prev(history, &event)
        }
        search = HistoryPrefixSearch(entries: entries, capacity: Int(Self.historySize))
        // The file only grows by appends; rewrite it with the kept entries when it gets long.
        if read > 2 * Self.historySize {
            vsh_history_save(history, &event, path)
        }
    }

    /// Appends one entry in libedit's format (the header line only if the file is empty); the
    /// file ends up with mode 0600. A fresh one-entry History writes exactly that entry.
    private func appendToFile(_ entry: String, path: String) {
        guard let single = history_init() else { return }
        defer { history_end(single) }
        var event = HistEvent()
        vsh_history_setsize(single, &event, 1)
        vsh_history_enter(single, &event, entry)
        guard let file = fopen(path, "a") else { return }
        vsh_history_save_fp(single, &event, file)
        fclose(file)
    }

    // MARK: - Terminal helpers

    /// libedit drops non-ASCII input unless LC_CTYPE is a UTF-8 locale.
    private static func useUTF8Locale() {
        setlocale(LC_CTYPE, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) == "UTF-8" { return }
        setlocale(LC_CTYPE, "C.UTF-8")
    }

    /// Display columns of `text` (wcwidth per scalar; control characters count 0).
    static func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + max(0, Int(vsh_wcwidth($1.value))) }
    }

    func write(_ text: String) {
        fputs(text, output)
        fflush(output)
    }
}

/// libedit's prompt function: the editor's current prompt C string.
private func promptCallback(_ el: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    guard let el, let editor = LineEditor.from(el) else {
        let empty: StaticString = ""
        return UnsafeMutableRawPointer(mutating: empty.utf8Start).assumingMemoryBound(to: CChar.self)
    }
    return editor.promptCString
}

extension LineEditor {
    /// The editor registered as `el`'s client data.
    static func from(_ el: OpaquePointer) -> LineEditor? {
        guard let data = vsh_el_get_clientdata(el) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }
}
