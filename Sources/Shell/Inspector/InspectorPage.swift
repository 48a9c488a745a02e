/// `export html FILE`: one self-contained page (no network, no external scripts or fonts):
/// the template, its style and its script are built into viewsh, and the data is the
/// `viewsh/page@1` JSON, embedded in a `<script type="application/json">` element.
enum InspectorPage {
    static let template = String(decoding: PackageResources.page_html, as: UTF8.self)
    static let style = String(decoding: PackageResources.page_css, as: UTF8.self)
    static let script = String(decoding: PackageResources.page_js, as: UTF8.self)

    static func html(_ data: JSONValue, title: String) -> String {
        // Each placeholder is replaced once, in order, so data holding `{{…}}` stays as it is.
        var out = ""
        var rest = Substring(template)
        for (placeholder, value) in [("{{TITLE}}", SVGRenderer.escape(title)), ("{{STYLE}}", style), ("{{DATA}}", data.compact(html: true)),
                                     ("{{SCRIPT}}", script)] {
            guard let range = rest.range(of: placeholder) else { continue }
            out += rest[..<range.lowerBound]
            out += value
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
