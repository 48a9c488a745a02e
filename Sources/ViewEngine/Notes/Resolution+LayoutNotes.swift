import ViewLayout

extension Resolution {
    /// Adds the notes that only the laid-out tree can tell — where viewsh's answer rests on a
    /// behaviour SwiftUI leaves unconfirmed — to the catalogue's `notes` (each once, sorted).
    /// Today: Text proposed a width of less than one character (seed 001's LabelColumn with
    /// `labelWidth = 0`, whose labels are proposed width 0).
    public mutating func addLayoutNotes() {
        addUnboundedAspectNote()
        let squeezed = layout.textsPlacedBelowOneCharacter()
        guard let first = squeezed.first else { return }
        let others = squeezed.count == 1 ? "" : " (\(squeezed.count - 1) more text\(squeezed.count == 2 ? " is" : "s are") squeezed the same way)"
        let note = "\(entry(first.id).label) at \(entry(first.id).address) is proposed width "
            + "\(formatLength(first.result.proposal.width ?? 0)), less than one character, and answers \(first.result.size)\(others); "
            + "how SwiftUI's Text answers such a proposal is unconfirmed: option textMinWidth (§1.7 rule 5, §9)"
        if !notes.contains(note) {
            notes.append(note)
            notes.sort()
        }
    }

    /// An `aspectRatio(_:contentMode: .fill)` offered a nil axis answers an infinite size: the
    /// ratio scaled to fill an unbounded length (§2.9 rule 5). SwiftUI computes the same; the
    /// note says why, and what bounds it.
    mutating func addUnboundedAspectNote() {
        let unbounded = layout.unboundedAspectRatios()
        guard let first = unbounded.first else { return }
        let others = unbounded.count == 1 ? "" : " (\(unbounded.count - 1) more the same way)"
        let note = "\(entry(first.id).label) at \(entry(first.id).address) is proposed \(first.result.proposal) and answers "
            + "\(first.result.size)\(others): filling its ratio into an unspecified length scales it without bound, so its content is "
            + "proposed ∞ on both axes, as in SwiftUI (§2.9 rule 5); "
            + (first.result.proposal.width == nil ? "a width (.frame(width:))" : "a height (.frame(height:))") + " or .fit bounds it"
        if !notes.contains(note) {
            notes.append(note)
            notes.sort()
        }
    }
}
