/// Defined at start-up so the design card's `vstack < text "Brew" .readHeight >` works on
/// a fresh shell. Written exactly as the seed articles write them: a GeometryReader in a
/// background writes the size as a preference; `reduce` keeps the maximum.
enum Prelude {
    static let source = """
    key HeightKey: CGFloat = 0 { value in value = max(value, nextValue()) }
    modifier readHeight = .background(geometry { proxy in color clear .preference(key: HeightKey, value: proxy.size.height) })
    key MaxWidthKey: CGFloat = 0 { value in value = max(value, nextValue()) }
    modifier reportWidth = .background(geometry { proxy in color clear .preference(key: MaxWidthKey, value: proxy.size.width) })
    """
}
