import Diagnostics
import ViewEngine
import ViewSyntax

/// insert, append, remove, replace, modify: edits of the live tree at an address. Each
/// works on a copy of the document and commits it whole, so a bad view changes nothing.
enum EditCommands {
    static let insert = Command(
        name: "insert", usage: "insert <node> <view>",
        summary: "insert a view at an address, moving what was there one place on",
        details: """
        The new view takes the address you give: `insert 0.1 text "x"` puts it before the node now at
        0.1, which moves to 0.2. An address one past the last child appends.
        """,
        examples: ["insert 0.0 text \"Title\"", "insert 0.2 spacer"],
        completions: [.node, .view]
    ) { context, output throws(CommandError) in
        let word = try context.argument(1, "node address")
        guard let address = Address(word.text), case .path(let path) = address, path.count > 1 else {
            if word.text == "0" {
                throw CommandError("the root has no siblings; use 'replace 0 …' or wrap it in a stack", at: word.range)
            }
            throw CommandError("insert needs a child address such as 0.1 (the place the new view will have)", at: word.range)
        }
        let parentPath = Array(path.dropLast()), index = path.last!
        var (document, view) = try context.view(after: 1)
        guard case .success(let parent) = document.tree.node(at: parentPath) else {
            _ = try context.node(1)  // reports the missing part of the address
            return
        }
        try checkContainer(document.tree[parent], at: parentPath, word: word)
        let count = document.tree[parent].children.count
        guard index <= count else {
            let has = count == 0 ? "no children; insert at 0" : count == 1 ? "1 child; insert at 0 to 1" : "\(count) children; insert at 0 to \(count)"
            throw CommandError("node \(Address.format(parentPath)) has \(has)", at: word.range)
        }
        document.tree.insert(view, into: parent, at: index)
        try checkWritable(document, around: parent, at: word)
        context.session.commit(document, description: Session.describe(context.file.text))
    }

    static let append = Command(
        name: "append", usage: "append <node> <view>",
        summary: "add a view as the last child of a stack",
        details: "Adds the view after the last child of the stack (or geometry, foreach) at the address.",
        examples: ["append 0 text \"Footer\"", "append #list hstack < text \"a\" spacer >"],
        completions: [.node, .view]
    ) { context, output throws(CommandError) in
        let (parent, path) = try context.node(1)
        var (document, view) = try context.view(after: 1)
        try checkContainer(document.tree[parent], at: path, word: context.words[1])
        if case .conditional = document.tree[parent].kind {
            throw CommandError("use insert to add to a branch of an 'if'", at: context.words[1].range)
        }
        document.tree.insert(view, into: parent, at: document.tree[parent].children.count)
        try checkWritable(document, around: parent, at: context.words[1])
        context.session.commit(document, description: Session.describe(context.file.text))
    }

    static let remove = Command(
        name: "remove", usage: "remove <node>",
        summary: "remove a view and everything inside it",
        details: "Removes the node at the address with its subtree; `remove 0` empties the tree. `undo` brings it back.",
        examples: ["remove 0.1", "remove #footer"],
        completions: [.node]
    ) { context, output throws(CommandError) in
        let (id, path) = try context.node(1)
        try context.expectNoMoreWords(after: 1)
        var document = context.session.document
        if path == [0] {
            document.tree.setRoot(nil)
        } else {
            let parent = document.tree[id].parent!
            document.tree.remove(childAt: path.last!, of: parent)
            try checkWritable(document, around: parent, at: context.words[1])
        }
        context.session.commit(document, description: Session.describe(context.file.text))
    }

    static let replace = Command(
        name: "replace", usage: "replace <node> <view>",
        summary: "put another view where a node is",
        details: "The new view takes the node's place (and address); the old subtree is dropped.",
        examples: ["replace 0.1 text \"4 min\" .font(.headline)", "replace 0 hstack < text \"a\" >"],
        completions: [.node, .view]
    ) { context, output throws(CommandError) in
        let (old, _) = try context.node(1)
        var (document, view) = try context.view(after: 1)
        let parent = document.tree[old].parent
        document.tree.replace(old, with: view)
        if let parent { try checkWritable(document, around: parent, at: context.words[1]) }
        context.session.commit(document, description: Session.describe(context.file.text))
    }

    static let modify = Command(
        name: "modify", usage: "modify <node> <modifiers> | modify <node> drop .name | modify <node> clear",
        summary: "add modifiers to a node, or drop them",
        details: """
        `modify 0.1 .padding(8) .frame(width: 100)` appends the modifiers to the node's chain (order
        matters, as in SwiftUI). `modify 0.1 drop .padding` removes the last .padding; `modify 0.1 clear`
        removes them all.
        """,
        examples: ["modify 0.1 .padding(8)", "modify 0 drop .frame", "modify #title clear"],
        completions: [.node, .modifier]
    ) { context, output throws(CommandError) in
        let (id, _) = try context.node(1)
        var document = context.session.document
        let action = try context.argument(2, "modifiers")
        if action.text == "clear" {
            try context.expectNoMoreWords(after: 2)
            document.tree[id].modifiers = []
        } else if action.text == "drop" {
            let nameWord = try context.argument(3, "modifier name")
            try context.expectNoMoreWords(after: 3)
            let name = nameWord.text.hasPrefix(".") ? String(nameWord.text.dropFirst()) : nameWord.text
            guard let index = document.tree[id].modifiers.lastIndex(where: { $0.name == name }) else {
                let names = document.tree[id].modifiers.map(\.name)
                let list = names.isEmpty ? "it has none" : "it has " + names.map { "." + $0 }.joined(separator: " ")
                throw CommandError("the node has no .\(name) modifier; \(list)", at: nameWord.range)
            }
            let removed = document.tree[id].modifiers.remove(at: index)
            for view in ViewTree.modifierViews(of: ViewNode(kind: .empty, modifiers: [removed], head: "")) {
                document.tree.free(view)
            }
        } else {
            let range = context.range(after: 1)
            let parsed = Parser.parseModifiers(context.file, in: range, grammar: context.session.grammar)
            try context.throwFirst(parsed.diagnostics)
            var lowerer = Lowerer(document: document)
            let modifiers = lowerer.lowerModifiers(parsed.value)
            try context.throwFirst(lowerer.diagnostics)
            lowerer.document.tree.appendModifiers(modifiers ?? [], to: id)
            _ = lowerer.checkShapeStyles(lowerer.document.tree[id].modifiers, added: parsed.value,
                                         view: lowerer.document.tree[id].kind.keyword)
            try context.throwFirst(lowerer.diagnostics)
            document = lowerer.document
        }
        context.session.commit(document, description: Session.describe(context.file.text))
    }

    /// Only views that hold children can take a new one.
    static func checkContainer(_ node: ViewNode, at path: [Int], word: Word) throws(CommandError) {
        guard node.kind.takesChildren else {
            throw CommandError("'\(node.kind.keyword)' at \(Address.format(path)) cannot have children", at: word.range)
        }
    }
}
