import ViewLayout

extension Resolver {
    /// Anchor writers become ordinary preference writers once layout has placed them (§10.1
    /// rules 4 and 9): the anchor is the node's frame (or a point of it) in window
    /// coordinates, and `anchorPreference` writes its transform of it.
    mutating func resolveAnchors() {
        // From the roles as written: a node kept from an earlier run may have moved.
        for (tag, written) in anchorWriters.sorted(by: { $0.key < $1.key }) {
            let index = Int(tag)
            guard let node = layoutNode(tag: index), let frame = layout.result(of: node)?.frame else { continue }
            let address = entries[index].address
            do throws(EvaluationError) {
                switch written {
                case .anchorWriter(let key, let source, let transform, let scope):
                    let anchor = try Anchor.make(source, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
                    var value = anchor
                    if let transform {
                        var inner = scope
                        var shorthands: [Value] = []
                        if let name = transform.parameters.first { inner[name] = anchor } else { shorthands = [anchor] }
                        if let result = transform.resultExpression {
                            value = try Evaluator.evaluate(result, in: EvaluationScope(states: document.stateValues, locals: inner,
                                                                                      shorthands: shorthands))
                        }
                    }
                    entries[index].role = .preferenceWriter(key: key, value: value)
                case .anchorTransform(let key, let source, let transform, let scope):
                    let anchor = try Anchor.make(source, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
                    // The closure `{ value, anchor in … }`: the anchor is bound here, the value by the reduction.
                    var inner = scope
                    var parameters = transform.parameters
                    if parameters.count >= 2 {
                        inner[parameters[1]] = anchor
                        parameters = [parameters[0]]
                    } else {
                        inner["$1"] = anchor
                    }
                    entries[index].role = .preferenceTransform(
                        key: key, closure: ClosureNode(parameters: parameters, body: transform.body), scope: inner)
                default:
                    break
                }
            } catch {
                problem(address, error.message)
            }
        }
    }

    /// The layout node an entry belongs to (entries are tagged by index).
    func layoutNode(tag: Int) -> LayoutNodeID? {
        nodeByTag.count > tag ? nodeByTag[tag] : nil
    }
}
