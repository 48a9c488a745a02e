import Foundation
import ViewEngine

/// What `watch FILE` (and `viewsh --watch FILE`) does each time the file changes: a fresh
/// session runs it (a viewsh script, or SwiftUI source when it ends in `.swift`), then
/// draws its `render`; with `html`, the inspector page is written there. The front end
/// clears the screen and prints the output.
public struct WatchRequest: Sendable, Equatable {
    /// The file as the user wrote it, and where it is.
    public var name: String
    public var path: String
    /// Where the page goes (`--html OUT`), resolved; nil for none.
    public var htmlPath: String?

    public init(name: String, path: String, htmlPath: String?) {
        self.name = name
        self.path = path
        self.htmlPath = htmlPath
    }

    /// Runs the file's bytes in a fresh session made with `configuration` (its working folder
    /// is the file's folder, so its `load`s work as with `viewsh FILE`).
    public func run(_ bytes: [UInt8], configuration: SessionConfiguration) -> SessionOutput {
        var configuration = configuration
        configuration.workingDirectory = (path as NSString).deletingLastPathComponent.isEmpty
            ? configuration.workingDirectory : (path as NSString).deletingLastPathComponent
        let session = Session(configuration: configuration)
        var output = SessionOutput()
        _ = session.runScript(bytes, name: name, bail: false) { output.append($0) }
        guard session.document.tree.root != nil else {
            output.write("(no root view: nothing to render)\n")
            return output
        }
        output.append(session.execute("render"))
        if let htmlPath {
            var problems = SessionOutput()
            let resolved: Resolution
            do throws(CommandError) {
                resolved = try session.resolved(output: &problems)
            } catch {
                output.write("error: \(error.diagnostic.message)\n", to: .error)
                return output
            }
            var resolution = resolved
            let page = session.inspectorPage(&resolution, title: (name as NSString).lastPathComponent)
            if let problem = FileIO.writeAtomically(Array(page.html.utf8), to: htmlPath,
                                                    temporaryFile: session.configuration.temporaryFile) {
                output.write("error: cannot write '\(htmlPath)': \(problem)\n", to: .error)
            } else {
                output.write("wrote \(htmlPath) (\(page.summary))\n")
            }
        }
        return output
    }
}
