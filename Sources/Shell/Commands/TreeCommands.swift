import ViewEngine

enum TreeCommands {
    static let tree = Command(
        name: "tree", usage: "tree [node]",
        summary: "the live tree, one node a line with its address",
        details: """
        Prints the tree you typed, one view a line: its address (a path from the root such as 0.1.2,
        which commands like insert and remove take; #name works for views with .id(name)), the view and
        its modifiers. User-defined views and modifiers are followed by a ↳ line with what they expand to.
        """,
        examples: ["tree", "tree 0.1", "tree #title"],
        completions: [.node]
    ) { context, output throws(CommandError) in
        let document = context.session.document
        guard document.tree.root != nil else {
            output.write("(no root view yet: type a view, such as vstack < text \"Brew\" >)\n")
            return
        }
        var start = (id: document.tree.root!, path: [0])
        if context.words.count > 1 { start = try context.node(1) }
        try context.expectNoMoreWords(after: context.words.count > 1 ? 1 : 0)
        output.write(TreeRenderer(document: document).render(from: start.id, path: start.path))
    }

    static let defs = Command(
        name: "defs", usage: "defs [kind|name]",
        summary: "definitions in effect: keys, states, env keys, alignments, modifiers, views",
        details: """
        Lists every definition as the line that would define it again, grouped by kind. Those that came
        with the shell (the prelude: HeightKey, .readHeight, MaxWidthKey, .reportWidth) are marked; any of
        them can be replaced by defining it again. Give a kind (key, state, envkey, alignment, modifier,
        view) or a name to see only those.
        """,
        examples: ["defs", "defs key", "defs readHeight"],
        completions: [.definitionKind]
    ) { context, output throws(CommandError) in
        let definitions = context.session.document.definitions
        var filter: (Definition) -> Bool = { _ in true }
        if let word = context.arguments.first {
            try context.expectNoMoreWords(after: 1)
            if let kind = Definition.Kind(rawValue: word.text) ?? Definition.Kind(rawValue: String(word.text.dropLast())) {
                filter = { $0.kind == kind }
            } else if definitions[word.text] != nil {
                filter = { $0.name == word.text }
            } else {
                let candidates = Definition.Kind.allCases.map(\.rawValue) + definitions.order
                throw CommandError(
                    .error("no definition or kind named '\(word.text)'", at: word.range).suggesting(word.text, from: candidates))
            }
        }
        output.write(DefinitionsRenderer.render(context.session.document, filter: filter))
    }
}
