import Testing
@testable import ViewLayout

/// §2.1 padding, §2.4 fixedSize, §2.6 offset, §2.7 position, §2.8
/// background/overlay, §2.9 aspectRatio, §2.10 GeometryReader.
@Suite struct ModifierTests {
    @Test func paddingInsets() {
        let b = Builder()
        let image = b.image(20, 20)
        let root = b.padding(image, EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(b.layout(root, nil, nil) == size(26, 24))
        #expect(b.frameOf(image) == rect(2, 1, 20, 20))
        // The child is proposed the proposal minus the insets, clamped at 0.
        let color = b.color()
        b.layout(b.padding(color, EdgeInsets(all: 60)), 100, 100)
        #expect(b.proposalOf(color) == ProposedSize(width: 0, height: 0))
        #expect(b.sizeOf(color) == .zero)
    }

    @Test func negativePadding() {  // measured on SwiftUI
        let b = Builder()
        #expect(b.layout(b.padding(b.image(20, 20), EdgeInsets(all: -5)), nil, nil) == size(10, 10))
        let inner = b.image(20, 20)
        #expect(b.layout(b.padding(inner, EdgeInsets(all: -15)), nil, nil) == .zero)
        #expect(b.frameOf(inner) == rect(-15, -15, 20, 20))
        #expect(b.layout(b.padding(b.color(), EdgeInsets(all: -5)), 100, 100) == size(100, 100))
    }

    @Test func defaultPaddingOption() {
        var options = LayoutOptions()
        options.defaultPadding = 10
        let b = Builder(options: options)
        #expect(b.layout(b.padding(b.image(20, 20), EdgeInsets(top: nil, leading: 0, bottom: 0, trailing: 0)), nil, nil)
            == size(20, 30))
    }

    @Test func fixedSizeText() {
        let b = Builder()
        let text = b.text("Hello World")
        b.layout(b.frame(b.add(.fixedSize(horizontal: true, vertical: true), [text]), width: 50), 390, 844)
        #expect(b.frameOf(text) == rect(-19, 0, 88, 20))  // ideal size, overflowing the frame
        let wrapped = b.text("Hello World")
        let vertical = b.add(.fixedSize(horizontal: false, vertical: true), [wrapped])
        b.layout(b.frame(vertical, width: 50, height: 20), 390, 844)
        #expect(b.sizeOf(wrapped) == size(40, 40))  // all lines, ignoring the height
        let squeezed = b.text("Hello World")
        b.layout(b.frame(squeezed, width: 50, height: 20), 390, 844)
        #expect(b.sizeOf(squeezed) == size(48, 20))  // truncated instead
    }

    @Test func offsetMovesDrawingOnly() {
        let b = Builder()
        let image = b.image(20, 20)
        let offset = b.add(.offset(x: 5, y: 7), [image])
        let other = b.image(20, 20)
        let root = b.hstack([offset, other], spacing: 0)
        #expect(b.layout(root, nil, nil) == size(40, 20))
        #expect(b.frameOf(offset) == rect(0, 0, 20, 20))
        #expect(b.frameOf(image) == rect(5, 7, 20, 20))
        #expect(b.frameOf(other) == rect(20, 0, 20, 20))
        let rtlImage = b.image(20, 20)
        let rtl = b.add(.offset(x: 5, y: 0), [rtlImage], direction: .rightToLeft)
        b.layout(rtl, nil, nil)
        #expect(b.frameOf(rtlImage).minX == -5)  // x mirrored in right-to-left
    }

    @Test func positionIsGreedy() {
        let b = Builder()
        let image = b.image(20, 20)
        let root = b.add(.position(x: 50, y: 50), [image])
        #expect(b.layout(root, 200, 100) == size(200, 100))
        #expect(b.frameOf(image) == rect(40, 40, 20, 20))
        let color = b.color()
        b.layout(b.add(.position(x: 50, y: 50), [color]), 200, nil)
        #expect(b.sizeOf(color) == size(200, 10))
        #expect(b.frameOf(color) == rect(-50, 45, 200, 10))
    }

    @Test func aspectRatioFitAndFill() {  // control values measured on SwiftUI
        let b = Builder()
        let fit = { (w: Double?, h: Double?) in
            b.layout(b.add(.aspectRatio(ratio: 2, contentMode: .fit), [b.color()]), w, h)
        }
        #expect(fit(100, 80) == size(100, 50))
        #expect(fit(100, nil) == size(100, 50))
        #expect(fit(nil, nil) == size(10, 10))
        #expect(b.layout(b.add(.aspectRatio(ratio: 2, contentMode: .fill), [b.color()]), 100, 80) == size(160, 80))
        #expect(b.layout(b.add(.aspectRatio(ratio: -2, contentMode: .fit), [b.color()]), 100, 80) == size(100, -50))
        #expect(b.layout(b.add(.aspectRatio(ratio: 0, contentMode: .fit), [b.color()]), 100, nil) == size(0, .infinity))
        // No ratio: the child's ideal size (Color: 10×10 → 1:1).
        #expect(b.layout(b.add(.aspectRatio(ratio: nil, contentMode: .fit), [b.color()]), 100, 80) == size(80, 80))
    }

    @Test func backgroundTakesThePrimarySize() {
        let b = Builder()
        let text = b.text("Hi")
        let color = b.color()
        let root = b.add(.background(alignment: .center), [text, color])
        #expect(b.layout(b.padding(root), 300, 300) == size(48, 52))
        #expect(b.frameOf(color) == b.frameOf(text))
        #expect(b.proposalOf(color) == ProposedSize(width: 16, height: 20))
    }

    @Test func overlayAlignment() {
        let b = Builder()
        let badge = b.image(6, 6)
        let root = b.add(.overlay(alignment: .topTrailing), [b.image(40, 20), badge])
        #expect(b.layout(root, nil, nil) == size(40, 20))
        #expect(b.frameOf(badge) == rect(34, 0, 6, 6))
    }

    @Test func severalSecondariesFormACentredZStack() {
        let b = Builder()
        let one = b.image(10, 10)
        let two = b.image(20, 4)
        b.layout(b.add(.overlay(alignment: .center), [b.text("Hi"), one, two]), nil, nil)
        #expect(b.frameOf(one) == rect(3, 5, 10, 10))
        #expect(b.frameOf(two) == rect(-2, 8, 20, 4))
    }

    @Test func geometryReaderIsGreedyAndPlacesTopLeading() {
        let b = Builder()
        let child = b.image(20, 20)
        let reader = b.add(.geometry, [child])
        #expect(b.layout(reader, 100, nil) == size(100, 0))
        #expect(b.frameOf(child) == rect(0, 0, 20, 20))
        #expect(b.proposalOf(child) == ProposedSize(width: 100, height: 0))
    }
}
