import ViewLayout

// Content that waits for the layout: a GeometryReader's (built from its size, §2.10) and a
// preference-value reader's (built from the value its primary passes up, §4.4). Each is a
// body of its own, built again only when what it is built from — the proxy, the value — or
// its own inputs changed.

extension Resolver {
    /// Builds or refreshes the content of every GeometryReader that has been laid out; content
    /// may hold more readers, handled in turn.
    /// Returns whether any content was built or changed (then the layout has work to redo).
    @discardableResult
    mutating func updateGeometryContent() -> Bool {
        var changed = false
        var index = 0
        while index < geometryReaders.endPosition {
            let position = index
            index += 1
            // A hole: the reader of a body rebuilt while content was built (ReaderList).
            guard let reader = geometryReaders[position] else { continue }
            let keptContent = keptGeometryContent.remove(reader.node.rawValue) != nil
            guard let result = layout.result(of: reader.node), let declared = document.tree.nodeIfPresent(reader.declared) else {
                // Not laid out: a rebuilt reader has no content yet (as one made afresh).
                if keptContent, !layout.children(of: reader.node).isEmpty {
                    childrenChanged()
                    layout.setChildren([], for: reader.node)
                }
                continue
            }
            var scope = reader.scope
            scope[reader.parameter] = Self.proxy(result.frame, spaces: coordinateSpaces(above: reader.node),
                                                 missingSpaceIsError: document.options["missingCoordinateSpace"] == "error")
            let children = declared.children
            let output: [LayoutNodeID]
            let evaluatedBefore = evaluatedBodies.count
            if let content = reader.content, bodies[Int(content)].declared == children, bodies[Int(content)].scope == scope,
               bodies[Int(content)].environment == reader.environment {
                output = refresh(content)
            } else {
                var slot = reader.content
                output = contentBody(&slot, .geometryContent(node: reader.node, parameter: reader.parameter),
                                     declared: children, address: reader.address, depth: reader.depth, scope: scope,
                                     environment: reader.environment)
                geometryReaders.update(at: position) { $0.content = slot }
            }
            // Compared with what the reader holds now (a reused reader keeps its content, Resolver.reuseNode).
            if layout.children(of: reader.node) != output {
                childrenChanged()
                layout.setChildren(output, for: reader.node)
                changed = true
            }
            if evaluatedBodies.count != evaluatedBefore { changed = true }
            // Placed again inside the reader: nodes kept from before may have changed (a rebuilt body keeps their ids).
            layout.layoutChildren(of: reader.node)
        }
        return changed
    }

    /// Builds a content body afresh (into the record's slot, reusing its id), outside any
    /// other body; the old one's nodes become garbage.
    mutating func contentBody(
        _ slot: inout Int32?, _ kind: Body.Kind, declared: [NodeID], address: String, depth: Int, scope: [String: Value],
        environment: EnvironmentValues
    ) -> [LayoutNodeID] {
        if let id = slot {
            bodies[Int(id)].declared = declared
            bodies[Int(id)].scope = scope
            bodies[Int(id)].environment = environment
            var bound = Set<String>()
            for value in scope.values { value.collectBindings(into: &bound) }
            bodies[Int(id)].hasBindings = !bound.isEmpty
            bodies[Int(id)].kind = kind
            return rebuild(id)
        }
        let id = Int32(bodies.count)
        bodies.append(Body(kind: kind, declared: declared, address: address, depth: depth, scope: scope, environment: environment))
        slot = id
        return run(id) { resolver in resolver.build(resolver.bodies[Int(id)]) }
    }

    /// The value readers still in the tree, inner ones first (children before parents), as a
    /// fresh resolution creates them.
    mutating func readersInOrder() -> [ValueReader] {
        guard !valueReaders.isEmpty, let root = layout.root else { return [] }
        var position: [Int32: Int] = [:]
        var counter = 0
        // Postorder positions of the layout tree.
        var stack: [(LayoutNodeID, Bool)] = [(root, false)]
        while let (node, expanded) = stack.popLast() {
            if expanded {
                position[node.rawValue] = counter
                counter += 1
            } else {
                stack.append((node, true))
                for child in layout.children(of: node).reversed() { stack.append((child, false)) }
            }
        }
        return valueReaders.all.filter { position[$0.node.rawValue] != nil }.sorted { position[$0.node.rawValue]! < position[$1.node.rawValue]! }
    }

    /// Builds or refreshes a preference-value reader's content from the value its primary
    /// passes up now.
    mutating func updateContent(ofReader node: LayoutNodeID) {
        guard let index = valueReaders.firstPosition(where: { $0.node == node }), let reader = valueReaders[index] else { return }
        let snapshot = Resolution(layout: layout, entries: entries, problems: [], size: .zero)
        let computer = PreferenceComputer(resolution: snapshot, document: document)
        let primary = layout.children(of: reader.node)[0]
        var value = computer.defaultValue(reader.key)
        do throws(EvaluationError) {
            value = try computer.value(reader.key, at: primary) ?? value
        } catch {
            problem(reader.address, error.message)
        }
        var scope = reader.scope
        scope[reader.parameter] = value
        let output: [LayoutNodeID]
        if let content = reader.content, bodies[Int(content)].declared == reader.views, bodies[Int(content)].scope == scope,
           bodies[Int(content)].environment == reader.environment {
            output = refresh(content)
        } else {
            var slot = reader.content
            output = contentBody(&slot,
                                 .readerContent(node: reader.node, key: reader.key, parameter: reader.parameter, views: reader.views),
                                 declared: reader.views, address: reader.address, depth: reader.depth, scope: scope,
                                 environment: reader.environment)
            valueReaders.update(at: index) { $0.content = slot }
        }
        if layout.children(of: reader.node) != [primary] + output {
            childrenChanged()
            layout.setChildren([primary] + output, for: reader.node)
        }
    }
}
