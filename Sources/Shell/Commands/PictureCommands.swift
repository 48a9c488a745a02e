import Diagnostics
import Foundation
import ViewEngine

/// render and export svg: the laid-out frames as pictures.
enum PictureCommands {
    /// What `export` writes (its first argument; Tab offers these).
    static let exportFormats = ["svg"]

    static let render = Command(
        name: "render", usage: "render",
        summary: "a picture of the laid-out frames, drawn with box characters",
        details: """
        Draws every view's frame as a box labelled with the view, scaled to fit the terminal (80
        columns in transcripts). Positions are computed in points and only rounded when drawn, so
        the numbers `layout` prints are the real ones.
        """,
        examples: ["render"], completions: []
    ) { context, output throws(CommandError) in
        try context.expectNoMoreWords(after: 0)
        var resolution = try context.session.resolved(output: &output)
        let snapshot = LayoutSnapshot(&resolution, window: context.session.document.window)
        output.write(PictureRenderer.render(snapshot, columns: context.session.configuration.width))
    }

    static let export = Command(
        name: "export", usage: "export svg <file>",
        summary: "write the laid-out frames as an SVG picture (a browser shows it)",
        details: "Writes the same picture as `render`, in points (shown at twice that size), with each frame's label and size; hovering a box shows its proposal and frame.",
        examples: ["export svg card.svg"], completions: [.exportFormat, .file]
    ) { context, output throws(CommandError) in
        let format = try context.argument(1, "format")
        guard exportFormats.contains(format.text) else {
            throw CommandError("viewsh exports svg; usage: export svg <file>", at: format.range)
        }
        let file = try context.argument(2, "file name")
        try context.expectNoMoreWords(after: 2)
        var resolution = try context.session.resolved(output: &output)
        let snapshot = LayoutSnapshot(&resolution, window: context.session.document.window)
        let path = context.session.resolvePath(file.text)
        do {
            try Data(SVGRenderer.render(snapshot).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandError("cannot write '\(file.text)': \(FileCommands.reason(error))", at: file.range)
        }
        output.write("wrote \(file.text) (\(snapshot.nodes.count) frames)\n")
    }
}
