import Testing
@testable import ViewLayout

/// Builds trees the way the shell will: children first, then their parent.
final class Builder {
    var tree = LayoutTree()

    init(options: LayoutOptions = LayoutOptions()) { tree.options = options }

    @discardableResult func add(_ kind: LayoutNode.Kind, _ children: [LayoutNodeID] = [],
                                direction: LayoutDirection = .leftToRight) -> LayoutNodeID {
        tree.add(kind, children: children, direction: direction)
    }

    func hstack(_ children: [LayoutNodeID], spacing: Double? = nil, alignment: AlignmentGuide = .verticalCenter,
                direction: LayoutDirection = .leftToRight) -> LayoutNodeID {
        add(.stack(axis: .horizontal, alignment: alignment, spacing: spacing), children, direction: direction)
    }

    func vstack(_ children: [LayoutNodeID], spacing: Double? = nil, alignment: AlignmentGuide = .horizontalCenter,
                direction: LayoutDirection = .leftToRight) -> LayoutNodeID {
        add(.stack(axis: .vertical, alignment: alignment, spacing: spacing), children, direction: direction)
    }

    func zstack(_ children: [LayoutNodeID], alignment: Alignment = .center) -> LayoutNodeID {
        add(.zstack(alignment: alignment), children)
    }

    func text(_ s: String, _ style: TextStyle = TextStyle(), direction: LayoutDirection = .leftToRight) -> LayoutNodeID {
        add(.text(s, style), direction: direction)
    }

    func color(direction: LayoutDirection = .leftToRight) -> LayoutNodeID { add(.shape, direction: direction) }
    func spacer(_ minLength: Double? = nil) -> LayoutNodeID { add(.spacer(minLength: minLength)) }
    func image(_ w: Double, _ h: Double, direction: LayoutDirection = .leftToRight) -> LayoutNodeID {
        add(.image(width: w, height: h), direction: direction)
    }

    func frame(_ c: LayoutNodeID, width: Double? = nil, height: Double? = nil, alignment: Alignment = .center,
               direction: LayoutDirection = .leftToRight) -> LayoutNodeID {
        add(.frame(width: width, height: height, alignment: alignment), [c], direction: direction)
    }

    func flex(_ c: LayoutNodeID, minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
              minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
              alignment: Alignment = .center) -> LayoutNodeID {
        add(.flexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                           idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment), [c])
    }

    func padding(_ c: LayoutNodeID, _ insets: EdgeInsets = .default) -> LayoutNodeID { add(.padding(insets), [c]) }
    func priority(_ c: LayoutNodeID, _ p: Double) -> LayoutNodeID { add(.layoutPriority(p), [c]) }

    /// Lays out `root` and returns the root size.
    @discardableResult func layout(_ root: LayoutNodeID, _ w: Double?, _ h: Double?) -> Size {
        tree.root = root
        return tree.layout(proposal: ProposedSize(width: w, height: h)).size
    }

    func frameOf(_ id: LayoutNodeID) -> Rect { tree.result(of: id)!.frame }
    func sizeOf(_ id: LayoutNodeID) -> Size { tree.result(of: id)!.size }
    func proposalOf(_ id: LayoutNodeID) -> ProposedSize { tree.result(of: id)!.proposal }
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
func size(_ w: Double, _ h: Double) -> Size { Size(width: w, height: h) }
