// A stack's size at a boundary proposal, computed straight from its children (Docs/Layout.md
// step 2.12). In nested stacks every stack is asked at 0 and ∞ along its axis by its parent,
// with the parent's own 0 or ∞ across it: balanced-flex asks each of its 21,845 stacks all four
// corners, and those runs were nearly all of its layout. At such a proposal every share is known
// before any is offered (`boundaryShares`): each child is asked one probe, the size is the sum
// of the lengths and gaps along the axis and the union of the aligned children across it. The
// run below computes exactly that, in the same order and with the same arithmetic as
// `runStack`, without working slots, without sorting and without recording placements: it is
// only asked where the full steps would not record either (step 3.5: a proposal with an infinite
// dimension). Whenever a condition of `boundaryShares` fails it answers nil and the full steps
// run.

extension LayoutTree {
    /// The size `runStack` gives stack `n` at proposal `p` (major length `major` along `axis`),
    /// when `p` is a boundary proposal that no placement reuses: ∞ along the axis, or 0 along it
    /// and ∞ across it. nil when it is not one, or when a child's answer breaks
    /// `boundaryShares`'s conditions (then nothing is decided: the caller runs the full steps,
    /// which ask the same children the same probes again).
    mutating func boundaryRun(_ n: Int32, _ axis: Axis, _ alignment: AlignmentGuide, _ spacing: Double,
                              _ major: Double, _ minorProposal: Double?) -> Size? {
        guard major == .infinity || (major == 0 && minorProposal == .infinity) else { return nil }
        let first = firstChildren[Int(n)]
        guard first >= 0 else { return nil }
        // Step 2.1: the gaps.
        var internalSpacing = 0.0
        var c = first
        var prevInfo = NodeInfo()
        var top = -Double.infinity
        let spacerPriority = options.spacerPriority
        var samePriority = true
        var firstPriority = 0.0
        while c >= 0 {
            let info = infos[Int(c)]
            let priority = info.flags & NodeInfo.spacerPriority != 0 ? spacerPriority : info.priority
            if c != first {
                internalSpacing += spacing.isNaN ? pairDistance(prevInfo, info, axis) : spacing
                if priority != firstPriority { samePriority = false }
            } else {
                firstPriority = priority
            }
            if priority.isNaN { samePriority = false }
            if priority > top { top = priority }
            prevInfo = info
            c = nextSiblings[Int(c)]
        }
        let nothingLeft = major - internalSpacing <= 0
        let unbounded = major == .infinity && internalSpacing.isFinite
        guard nothingLeft || unbounded else { return nil }
        let minimum = ProposedSize(0, along: axis, cross: minorProposal)
        if !nothingLeft && !samePriority {
            // Step 2.5: the minimums of the groups below the highest priority, reserved (finite).
            var reserved = 0.0
            c = first
            while c >= 0 {
                let info = infos[Int(c)]
                let priority = info.flags & NodeInfo.spacerPriority != 0 ? spacerPriority : info.priority
                if priority.isNaN { return nil }
                if priority != top {
                    let lo = size(c, minimum)[axis]
                    reserved += lo
                    if !lo.isFinite { return nil }
                }
                c = nextSiblings[Int(c)]
            }
            if !reserved.isFinite { return nil }
        }
        let probe = nothingLeft ? minimum : ProposedSize(.infinity, along: axis, cross: minorProposal)
        // Steps 2.7–2.9: each child takes the probe; end to end along the axis, aligned across it.
        let direction = directions[Int(n)]
        let customGuide = alignment.isCustom
        let guideBit = alignment.maskBit
        let horizontalGuide = alignment.axis == .horizontal
        let minor = axis.other
        var low = Double.infinity
        var high = -Double.infinity
        var m = 0.0
        prevInfo = NodeInfo()
        c = first
        while c >= 0 {
            let s = size(c, probe)
            let length = s[axis]
            if nothingLeft ? !(length >= 0 && length.isFinite) : length.isNaN { return nil }
            let info = infos[Int(c)]
            if c != first { m += spacing.isNaN ? pairDistance(prevInfo, info, axis) : spacing }
            prevInfo = info
            var g: Double
            if !customGuide && info.guideMask & guideBit == 0 {
                g = builtInDefault(alignment, s)
                if horizontalGuide && directions[Int(c)] != direction { g = s.width - g }
            } else {
                g = guideValue(c, alignment, probe, s, parentDirection: direction)
            }
            let pos = -g
            m += length
            low = Swift.min(low, pos)
            high = Swift.max(high, pos + s[minor])
            c = nextSiblings[Int(c)]
        }
        return Size(m, along: axis, cross: high - low)
    }
}
