extension PictureRenderer {
    /// The lines under the legend: views missing from the picture, clipped, sharing a box,
    /// or unlabelled; one line per view, grouped by reason (in the order below), each group
    /// in tree order.
    struct Notes {
        enum Reason: Int, CaseIterable {
            case zeroSize, tooSmall, notFinite, outside, partlyOutside, sameBox, unlabelled

            func text(_ detail: String) -> String {
                switch self {
                case .zeroSize: "not drawn (zero size)"
                case .tooSmall: "not drawn (smaller than a cell)"
                case .notFinite: "not drawn (not finite)"
                case .outside: "not drawn (outside the root)"
                case .partlyOutside: "drawn partly outside the root"
                case .sameBox: "same box as \(detail)"
                case .unlabelled: "not labelled (no room)"
                }
            }
        }

        private var entries: [(reason: Reason, order: Int, line: String)] = []

        /// `order` is the node's index in the snapshot (tree order).
        mutating func add(_ reason: Reason, _ node: LayoutSnapshot.Node, order: Int, detail: String = "") {
            entries.append((reason, order, "\(reason.text(detail)): \(node.address) \(node.label)"))
        }

        /// `not drawn (zero size): 0.1 spacer`.
        var lines: [String] {
            entries.sorted { ($0.reason.rawValue, $0.order) < ($1.reason.rawValue, $1.order) }.map(\.line)
        }
    }
}
