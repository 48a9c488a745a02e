extension ViewCatalog {
    /// Views the resolver builds itself (`ViewBuild.structural`).
    static let structural: [ViewInfo] = [
        ViewInfo("geometry", swift: "GeometryReader", closure: .required("'{ proxy in … }' after 'geometry'"), reserved: true,
                 section: "§2.10", summary: "GeometryReader: takes the proposal (nil → 0), content at top-leading (§2.10)",
                 example: "geometry { proxy in text \"\\(proxy.size.width)\" }", build: .structural),
        ViewInfo("foreach", swift: "ForEach", [Signature([P(nil, "data", .expression), P("id", .keyPath, optional: true)])],
                 operand: .unlessArguments("a list after 'foreach'"),
                 closure: .required("'{ item in … }' after the list of 'foreach'"), reserved: true, section: "§4.2",
                 summary: "one copy of its content per element", example: "foreach [\"a\", \"b\"] { s in text s }",
                 build: .structural),
    ]
}
