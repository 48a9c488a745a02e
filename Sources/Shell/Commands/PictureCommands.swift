import Diagnostics
import Foundation
import ViewEngine

/// render and export svg: the laid-out frames as pictures.
enum PictureCommands {
    /// What `export` writes (its first argument; Tab offers these).
    static let exportFormats = ["svg", "html"]

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
        name: "export", usage: "export svg|html <file>",
        summary: "write the layout as an SVG picture, or as an HTML inspector page (a browser shows either)",
        details: """
        `export svg` writes the same picture as `render`, in points (shown at twice that size), with each frame's
        label and size; hovering a box shows its proposal and frame. `export html` writes one self-contained page
        (no network): the picture with the device's safe area, the tree beside it (hover or select either), and
        for the selected view its proposal, size and origin, its `why` trace with the § sections it cites, its
        environment with origins and the preference values through it; after `step-frame`, `settle` or `tap`,
        the frames to step through pass by pass. Its data is the JSON of the `--json` commands (Docs/JSON.md).
        """,
        examples: ["export svg card.svg", "export html card.html"], completions: [.exportFormat, .file]
    ) { context, output throws(CommandError) in
        let format = try context.argument(1, "format")
        guard exportFormats.contains(format.text) else {
            throw CommandError("viewsh exports svg or html; usage: export svg|html <file>", at: format.range)
        }
        let file = try context.argument(2, "file name")
        try context.expectNoMoreWords(after: 2)
        var resolution = try context.session.resolved(output: &output)
        let text: String, summary: String
        if format.text == "html" {
            let page = context.session.inspectorPage(&resolution, title: file.text)
            (text, summary) = (page.html, page.summary)
        } else {
            let snapshot = LayoutSnapshot(&resolution, window: context.session.document.window)
            (text, summary) = (SVGRenderer.render(snapshot), "\(snapshot.nodes.count) frames")
        }
        try context.session.writeFile(Array(text.utf8), named: file)
        output.write("wrote \(file.text) (\(summary))\n")
    }
}
