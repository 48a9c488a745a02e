/// `export html FILE`: one self-contained page (no network, no external scripts or fonts):
/// the template, its style and its script are built into viewsh, and the data is the
/// `viewsh/page@2` JSON, embedded in a `<script type="application/json">` element.
enum InspectorPage {
    static let template = String(decoding: PackageResources.page_html, as: UTF8.self)
    static let style = String(decoding: PackageResources.page_css, as: UTF8.self)
    static let script = String(decoding: PackageResources.page_js, as: UTF8.self)

    /// `data`: the page's compact JSON, safe in a `<script>` element (`PageJSONWriter`).
    static func html(_ data: [UInt8], title: String) -> String {
        // Each placeholder is replaced once, in order, so data holding `{{…}}` stays as it is.
        var out: [UInt8] = []
        out.reserveCapacity(data.count + template.utf8.count + style.utf8.count + script.utf8.count + 256)
        var rest = Substring(template)
        for (placeholder, value) in [("{{TITLE}}", Array(SVGRenderer.escape(title).utf8)), ("{{STYLE}}", Array(style.utf8)), ("{{DATA}}", data),
                                     ("{{SCRIPT}}", Array(script.utf8))] {
            guard let range = rest.range(of: placeholder) else { continue }
            out.append(contentsOf: rest[..<range.lowerBound].utf8)
            out.append(contentsOf: value)
            rest = rest[range.upperBound...]
        }
        out.append(contentsOf: rest.utf8)
        return String(decoding: out, as: UTF8.self)
    }
}
