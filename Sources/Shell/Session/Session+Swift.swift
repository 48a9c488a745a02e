import Diagnostics
import SwiftFrontEnd
import ViewEngine
import ViewSyntax

extension Session {
    /// The translation of Swift source, with viewsh's reserved names.
    static func translateSwift(_ file: SourceFile, preview: String? = nil) -> SwiftTranslation {
        SwiftFrontEnd.translate(file, options: .init(reservedNames: Lowerer.reservedNames, preview: preview, catalogue: .viewsh))
    }

    /// Runs Swift source (a file, or a statement typed or pasted) as one transaction: its
    /// translation is lowered into a copy of the document, committed only if nothing failed
    /// (one undo step). Diagnostics point into the Swift source. Returns the number of errors.
    @discardableResult
    func runSwift(_ file: SourceFile, preview: String? = nil, describedAs description: String? = nil,
                  into output: inout SessionOutput) -> Int {
        let translation = Self.translateSwift(file, preview: preview)
        var errors = 0
        for diagnostic in translation.diagnostics {
            report(diagnostic, in: diagnostic.range == nil ? nil : file, into: &output)
            if diagnostic.severity == .error { errors += 1 }
        }
        guard errors == 0 else { return errors }
        let lowered = Self.lower(translation.items, into: document)
        // A `let` or computed property is inlined at each use: an error in it is found once per
        // use, at the same place with the same words. It is one error in the source.
        var seen = Set<Diagnostic>()
        for diagnostic in lowered.diagnostics {
            guard seen.insert(diagnostic).inserted else { continue }
            report(diagnostic, in: file, into: &output)
            if diagnostic.severity == .error { errors += 1 }
        }
        guard errors == 0 else { return errors }
        if translation.previews.count > 1, let chosen = translation.chosenPreview {
            let names = translation.previews.enumerated().map { "'\($0.element)'" + ($0.offset == chosen ? " (the root)" : "") }
            report(Diagnostic(.note, "previews: " + names.joined(separator: ", ") + "; load FILE --preview NAME shows another", at: nil),
                   in: nil, into: &output)
        } else if translation.chosenPreview == nil, file.name.hasSuffix(".swift") {
            let hint = Self.viewToShow(in: translation.items).map { "; type '\($0)()' to show it" } ?? ""
            report(Diagnostic(.note, "'\(file.name)' has no #Preview: the root view is unchanged" + hint, at: nil), in: nil, into: &output)
        }
        commit(lowered.document, description: description ?? Self.describe(file.text))
        return 0
    }

    /// The view a file without a preview most likely shows: `ContentView` if it defines one that
    /// needs no arguments, else the last such view it defines (files usually build up to it).
    static func viewToShow(in items: [Item]) -> String? {
        let names = items.compactMap { item -> String? in
            guard case .definition(.view(let name, let parameters, _)) = item.kind,
                  parameters.allSatisfy({ $0.defaultValue != nil || $0.type?.isOptional == true }) else { return nil }
            return name.text
        }
        return names.contains("ContentView") ? "ContentView" : names.last
    }

    /// Lowers translated items into a copy of `document`. An item that uses a definition which
    /// failed is left out (its "unknown view" would only repeat the first error).
    static func lower(_ items: [Item], into document: Document) -> (document: Document, diagnostics: [Diagnostic]) {
        var lowerer = Lowerer(document: document)
        var failed = Set<String>()
        for item in items {
            if !failed.isEmpty, !SwiftFrontEnd.references(of: item).isDisjoint(with: failed) {
                if case .definition(let definition) = item.kind { failed.insert(definition.name.text) }
                continue
            }
            let before = lowerer.diagnostics.count
            lowerer.lower(item)
            if lowerer.diagnostics[before...].contains(where: { $0.severity == .error }), case .definition(let definition) = item.kind {
                failed.insert(definition.name.text)
            }
        }
        return (lowerer.document, lowerer.diagnostics)
    }

    /// `load File.swift`: the whole file, one transaction.
    func loadSwift(path: String, bytes: [UInt8], preview: String?, at range: SourceRange?, into output: inout SessionOutput) throws(CommandError) {
        let (text, _) = UTF8Repair.repair(bytes)
        let file = SourceFile(name: path, text: text)
        loadDepth += 1
        let previousStyle = scriptStyle
        // Diagnostics carry `File.swift:line:col` (the reader cannot see the line), as in a script.
        scriptStyle = .init(showsLocationHeader: true, usesColor: configuration.diagnosticStyle.usesColor)
        var loaded = SessionOutput()
        let errors = runSwift(file, preview: preview, describedAs: "load \(path)", into: &loaded)
        scriptStyle = previousStyle
        loadDepth -= 1
        output.append(loaded)
        if errors > 0 {
            output.succeeded = false
            if loadDepth > 0 { return }
            throw CommandError("nothing from '\(path)' was kept (\(errors == 1 ? "1 error" : "\(errors) errors"))", at: range)
        }
    }
}
