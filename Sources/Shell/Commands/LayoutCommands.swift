import Foundation
import Diagnostics
import ViewEngine
import ViewLayout

/// propose, layout, why: the negotiation (§1) made visible.
enum LayoutCommands {
    static let propose = Command(
        name: "propose", usage: "propose <width>x<height>",
        summary: "set the root proposal (the window); nil for an unspecified side",
        details: """
        The size offered to the root view, like a window or a device screen: 390x844 (an iPhone) by
        default. Either side may be nil (ask for the ideal size) or inf (the maximum), as in
        ProposedViewSize (§1.1).
        """,
        examples: ["propose 390x844", "propose 200x nil", "propose nil x nil", "propose 320x568"],
        completions: []
    ) { context, output throws(CommandError) in
        guard context.words.count > 1 else {
            output.write("proposal \(LayoutTable.format(context.session.document.proposal))\n")
            return
        }
        let range = context.words[1].range.union(context.words.last!.range)
        // `×` as the tables print it (`390×844`) is accepted as well as `x`.
        let text = context.file.slice(range).filter { !$0.isWhitespace }.lowercased().replacingOccurrences(of: "×", with: "x")
        let parts = text.split(separator: "x", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw CommandError("expected WIDTHxHEIGHT, such as 390x844 or 200xnil", at: range)
        }
        func dimension(_ part: String) throws(CommandError) -> Double? {
            switch part {
            case "nil": return nil
            case "inf", "infinity", "∞": return .infinity
            default:
                guard let value = Double(part), value.isFinite, value >= 0 else {
                    throw CommandError("'\(part)' is not a size: use a number of 0 or more, nil or inf", at: range)
                }
                return value
            }
        }
        var document = context.session.document
        document.proposal = ProposedSize(width: try dimension(parts[0]), height: try dimension(parts[1]))
        context.session.commit(document, description: Session.describe(context.file.text))
        output.write("proposal \(LayoutTable.format(document.proposal))\n")
    }

    static let layout = Command(
        name: "layout", usage: "layout [node] [--all] [--json]",
        summary: "every view's proposal, chosen size and position, as a tree",
        details: """
        Lays the tree out for the root proposal (`propose`) the way SwiftUI does: proposals go down,
        sizes come up, then each view is placed. One line per view with the proposal it was placed
        with, the size it chose and its origin in the window; under each view, one line per modifier
        in the order written, each with its own proposal and size (every modifier is a layout of its
        own). A table of more than 1,000 rows shows its first 40 and last 10 and says how many it left
        out: `--all` prints every row, `layout ADDRESS` one view's subtree. `--json` prints every frame
        as JSON for other tools (schema viewsh/layout@1, Docs/JSON.md). Ctrl-C stops the printing.
        (With a name after it, `layout Name { … }` defines a custom layout instead: its sizeThatFits
        and placeSubviews, see Docs/Language.md.)
        """,
        examples: ["layout", "layout 0.1", "layout --all", "layout --json"],
        completions: [.node]
    ) { context, output throws(CommandError) in
        var words = Array(context.arguments)
        let json = words.contains { $0.text == "--json" }
        let all = words.contains { $0.text == "--all" }
        words.removeAll { $0.text == "--json" || $0.text == "--all" }
        if words.count > 1 {
            throw CommandError("unexpected '\(words[1].text)'; usage: layout [node] [--all] [--json]", at: words[1].range)
        }
        let session = context.session
        var resolution = try session.resolved(output: &output)
        let start = try session.layoutNode(words.first, in: resolution)
        let interrupted = session.configuration.interruptRequested
        if json {
            let prefix = start == resolution.layout.root ? nil : resolution.entry(start).address
            if !LayoutJSON.write(&resolution, window: session.document.window, under: prefix, into: &output,
                                 interrupted: interrupted) {
                output.write("\ninterrupted: the JSON above is incomplete\n", to: .error)
            }
            return
        }
        if session.document.window.hasInsets { output.write(DeviceCommand.describe(session.document.window)) }
        let table = LayoutTable(resolution: resolution)
        if case .interrupted(let printed, let total) = table.write(from: start, all: all, into: &output, interrupted: interrupted) {
            output.write("interrupted: \(LayoutTable.grouped(printed)) of \(LayoutTable.grouped(total)) rows printed\n", to: .error)
            return
        }
        var report = ""
        for warning in resolution.layout.warnings { report += "warning: \(warning.message)\n" }
        report += session.notesText(resolution.notes, model: resolution.modelNotes)
        session.writeReport(report, into: &output)
    }

    static let why = Command(
        name: "why", usage: "why <node> [--json]",
        summary: "the negotiation for one view: each proposal, each answer, and the rule that decided",
        details: """
        Replays the layout and records every proposal the view (and each of its modifiers) received and
        what it answered, in order, with the rule that decided: for a view in a stack, how the stack
        ordered its children by priority and flexibility, what it offered this one and what it took;
        for frames, which clamp applied; for text, how many lines and whether it was truncated.
        `--json` prints the same lines with each trace event as data (schema viewsh/why@1, Docs/JSON.md).
        """,
        examples: ["why 0.1", "why #title", "why 0.1 --json"],
        completions: [.node]
    ) { context, output throws(CommandError) in
        let (context, json) = context.removingFlag("--json")
        let word = try context.argument(1, "node address")
        try context.expectNoMoreWords(after: 1)
        let resolution = try context.session.resolved(output: &output)
        let start = try context.session.layoutNode(word, in: resolution)
        let address = resolution.entry(start).address
        var addresses = [address]
        if let parent = resolution.layout.parent(of: start) { addresses.append(resolution.entry(parent).address) }
        let (traced, events) = Resolver.trace(resolution, proposal: context.session.document.rootProposal, addresses: addresses)
        if json {
            var builder = WhyJSON(resolution: traced, address: address)
            output.write(builder.value(events, notes: resolution.notes).pretty)
            return
        }
        var renderer = WhyRenderer(resolution: traced, address: address)
        output.write(renderer.render(events))
        context.session.writeReport(context.session.notesText(resolution.notes, model: resolution.modelNotes), into: &output)
    }
}


extension Session {
    /// Evaluates bodies and lays the tree out; body-evaluation problems become errors.
    func resolved(output: inout SessionOutput) throws(CommandError) -> Resolution {
        guard document.tree.root != nil else { throw CommandError("the tree is empty (type a view to make it the root)", at: nil) }
        // VIEWSH_FRESH=1 evaluates every body every time (to compare with the incremental path).
        let fresh = ProcessInfo.processInfo.environment["VIEWSH_FRESH"] == "1"
        // The memo is handed over, not copied (a copy left behind would make the resolver copy its arrays).
        var (resolution, memo) = Resolver.resolve(document, reusing: fresh ? nil : layoutMemo.take(),
                                                  interrupted: configuration.interruptRequested)
        layoutMemo = memo
        resolution.addLayoutNotes()
        if let first = resolution.problems.first {
            let more = resolution.problems.count > 1 ? " (and \(resolution.problems.count - 1) more)" : ""
            throw CommandError("cannot evaluate the view at \(first)\(more)", at: nil)
        }
        return resolution
    }

    /// The outermost layout node of the view at an address (`0.1`, `#title`, `0.0.0[2]`,
    /// `0.1.bg`); the root when no address is given.
    func layoutNode(_ word: Word?, in resolution: Resolution) throws(CommandError) -> LayoutNodeID {
        guard let word else {
            guard let root = resolution.layout.root else { throw CommandError("nothing was laid out", at: nil) }
            return root
        }
        var address = word.text
        if address.hasPrefix("#") {
            guard let parsed = Address(address) else {
                throw CommandError("'\(address)' is not a node address; addresses look like 0, 0.1.2 or #name", at: word.range)
            }
            if case .success(let id) = document.tree.resolve(parsed), let path = document.tree.path(of: id) {
                address = Address.format(path)
            } else if case .id(let name, let rest) = parsed, let found = bodyIDAddress(name, in: resolution) {
                // An `.id` written in a view's body (a view loaded from Swift is one): where the
                // first view built from it was laid out.
                address = found + rest.map { ".\($0)" }.joined()
            } else {
                let known = document.tree.nodes(reachableFrom: document.tree.root).compactMap { document.tree[$0].idName }
                throw CommandError(Diagnostic.error("no node has the id '\(address.dropFirst())'", at: word.range)
                    .suggesting(String(address.dropFirst()), from: known))
            }
        }
        // A node inside a foreach template is laid out once per element (`0.0.0[k]`).
        let nodes = resolution.nodes(at: address)
        if nodes.isEmpty, let first = resolution.nodes(at: address + "[0]").first { return first }
        guard let node = nodes.first else {
            // An `if`, a `foreach` or a group makes no view of its own: its views are below it.
            let prefix = address + "."
            let inside = resolution.addresses.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains(".") }
            if !inside.isEmpty {
                let shown = inside.prefix(3).joined(separator: ", ") + (inside.count > 3 ? " …" : "")
                throw CommandError("nothing is laid out at '\(address)': it makes no view of its own (an if, a foreach or a group); "
                                   + "its views are \(shown)", at: word.range)
            }
            throw CommandError(Diagnostic.error("nothing is laid out at '\(address)'", at: word.range)
                .suggesting(address, from: resolution.addresses))
        }
        return node
    }

    /// The address of the first laid-out view built from a body node named `#name`.
    func bodyIDAddress(_ name: String, in resolution: Resolution) -> String? {
        for entry in resolution.entries {
            guard let declared = entry.declared, document.tree.nodeIfPresent(declared)?.idName == name else { continue }
            return entry.address
        }
        return nil
    }
}
