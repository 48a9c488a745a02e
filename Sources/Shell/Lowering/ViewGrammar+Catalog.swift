import ViewEngine
import ViewSyntax

extension ViewGrammar {
    /// The catalogue's view words with the parts each takes (`ViewInfo`), so the parser
    /// follows the catalogue and a new view never touches it.
    public static let catalogue = ViewGrammar(Dictionary(uniqueKeysWithValues: ViewCatalog.all.map { ($0.keyword, Shape($0)) }))
}

extension ViewGrammar.Shape {
    init(_ info: ViewInfo) {
        let operand: Operand
        switch info.operand {
        case .none: operand = .none
        case .required(let what): operand = .required(what)
        case .unlessArguments(let what): operand = .unlessArguments(what)
        case .string: operand = .string
        case .optional: operand = .optional
        }
        let closure: Closure
        switch info.closure {
        case .none: closure = .none
        case .required(let what): closure = .required(what)
        case .optional: closure = .optional
        }
        self.init(operand: operand, children: info.takesChildren, closure: closure, isReserved: info.isReserved)
    }
}

extension ViewGrammar {
    /// This grammar with custom layouts' names as words that take children (`FlowLayout < … >`).
    func adding(layouts names: [String]) -> ViewGrammar {
        guard !names.isEmpty else { return self }
        var shapes = self.shapes
        for name in names where shapes[name] == nil { shapes[name] = Shape(children: true) }
        return ViewGrammar(shapes)
    }
}

extension Session {
    /// The view words this session's input is parsed with: the catalogue's and the layouts defined.
    public var grammar: ViewGrammar { .catalogue.adding(layouts: document.definitions.names(of: .layout)) }
}
