import Testing
@testable import ViewLayout

/// §3 guides: defaults, custom guides, explicit values through wrappers and
/// across containers, text baselines, ZStack union vs max.
@Suite struct AlignmentTests {
    @Test func customGuideDefault() {
        let b = Builder()
        let third = b.tree.registerGuide(named: "third", axis: .vertical) { $0.height / 3 }
        let short = b.image(30, 30)
        let tall = b.image(30, 60)
        let root = b.hstack([short, tall], spacing: 0, alignment: third)
        #expect(b.layout(root, nil, nil) == size(60, 60))
        #expect(b.frameOf(short).minY == 10)
        #expect(b.frameOf(tall).minY == 0)
    }

    @Test func firstTextBaselineAlignment() {
        let b = Builder()
        let big = b.text("A", TextStyle(fontScale: 2))
        let small = b.text("b")
        let root = b.hstack([big, small], alignment: .firstTextBaseline)
        #expect(b.layout(root, nil, nil) == size(32, 40))
        #expect(b.frameOf(small).minY == 16)
    }

    @Test func lastTextBaselineMerge() {
        // VStack { a; b } merges its texts' last baselines: max (Apple, 44) or min (option, 16);
        // the square's lastTextBaseline defaults to its bottom (10).
        for (mode, offset) in [(LayoutOptions.BaselineMerge.max, 34.0), (.min, 6.0)] {
            var options = LayoutOptions()
            options.lastTextBaselineMerge = mode
            let b = Builder(options: options)
            let column = b.vstack([b.text("a"), b.text("b")])
            let square = b.image(10, 10)
            b.layout(b.hstack([column, square], alignment: .lastTextBaseline), nil, nil)
            #expect(b.frameOf(square).minY - b.frameOf(column).minY == offset)
        }
    }

    @Test func frameGuidesStopAtContainers() {
        let b = Builder()
        let inner = b.add(.alignmentGuide(.leading, compute: { _ in 5 }), [b.image(10, 10)])
        let wrapped = b.hstack([inner])
        let other = b.image(20, 10)
        b.layout(b.vstack([wrapped, other], spacing: 0, alignment: .leading), nil, nil)
        #expect(b.frameOf(wrapped).minX == 0)  // the HStack exposes no explicit leading
        let direct = b.add(.alignmentGuide(.leading, compute: { _ in 5 }), [b.image(10, 10)])
        let padded = b.padding(direct, EdgeInsets(leading: 1))
        let other2 = b.image(20, 10)
        b.layout(b.vstack([padded, other2], spacing: 0, alignment: .leading), nil, nil)
        #expect(b.frameOf(padded).minX == 0)
        #expect(b.frameOf(other2).minX == 6)  // through padding: 1 + 5
    }

    @Test func closureSeesTheChildsGuides() {
        let b = Builder()
        let text = b.text("Hello World")
        let guide = b.add(.alignmentGuide(.verticalCenter, compute: { $0[.lastTextBaseline] }), [b.frame(text, width: 50)])
        let square = b.image(10, 10)
        let root = b.hstack([guide, square], spacing: 0)
        b.layout(root, nil, nil)
        // The text wraps to two lines: last baseline 36, so the square's centre sits at y 36.
        #expect(b.frameOf(square).minY - b.frameOf(guide).minY == 31)
    }

    @Test func customGuideMergesAsMean() {
        let b = Builder()
        let g = b.tree.registerGuide(named: "mid", axis: .horizontal) { $0.width / 2 }
        let a = b.add(.alignmentGuide(g, compute: { _ in 10 }), [b.image(20, 10)])
        let c = b.add(.alignmentGuide(g, compute: { _ in 30 }), [b.image(40, 10)])
        let column = b.vstack([a, c], spacing: 0, alignment: .leading)
        let row = b.image(100, 10)
        b.layout(b.vstack([column, row], spacing: 0, alignment: g), nil, nil)
        #expect(b.tree.explicitGuides(of: column).first(where: { $0.guide == g })?.value == 20)
        #expect(b.frameOf(column).minX == 30)  // 50 (row's default) − 20
    }

    @Test func stackExplicitGuideWithoutOriginOption() {
        var options = LayoutOptions()
        options.stackExplicitGuideUsesOrigin = false
        let b = Builder(options: options)
        let column = b.tree.registerGuide(named: "valueColumn", axis: .horizontal) { $0[.leading] }
        let v = b.add(.alignmentGuide(column, compute: { $0[.leading] }), [b.text("Joe")])
        let row = b.hstack([b.text("Name"), v])
        b.layout(b.vstack([row], alignment: column), nil, nil)
        #expect(b.tree.explicitGuides(of: row).first(where: { $0.guide == column })?.value == 0)
    }

    @Test func zstackUnionVersusMax() {
        for (mode, width) in [(LayoutOptions.ZStackSize.union, 30.0), (.max, 20.0)] {
            var options = LayoutOptions()
            options.zstackSize = mode
            let b = Builder(options: options)
            let shifted = b.add(.alignmentGuide(.horizontalCenter, compute: { _ in 0 }), [b.image(20, 20)])
            let root = b.zstack([b.image(20, 20), shifted])
            #expect(b.layout(root, nil, nil) == size(width, 20))
        }
    }

    @Test func zstackAlignsAndSizesByTopPriority() {
        let b = Builder()
        let small = b.image(10, 10)
        let big = b.priority(b.image(50, 50), -1)
        let root = b.zstack([small, big], alignment: .topLeading)
        #expect(b.layout(root, nil, nil) == size(10, 10))
        #expect(b.frameOf(big) == rect(0, 0, 50, 50))
    }
}
