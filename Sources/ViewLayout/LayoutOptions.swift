// §8.10 flags for behaviour that is not settled, plus the §8.1 constants, as one
// value the shell can list, parse and print generically.

/// Layout options. Changing any of them invalidates every cache of a tree.
public struct LayoutOptions: Hashable, Sendable {
    public enum ZStackSize: String, Hashable, Sendable, CaseIterable {
        case union
        case max
    }

    public enum SpacerNeighborSpacing: String, Hashable, Sendable, CaseIterable {
        case zero = "0"
        case `default`
    }

    public enum BaselineMerge: String, Hashable, Sendable, CaseIterable {
        case max
        case min
    }

    public enum TextMinWidth: String, Hashable, Sendable, CaseIterable {
        case ellipsis
        case zero = "0"
    }

    public enum CircleSizing: String, Hashable, Sendable, CaseIterable {
        case square
        case fill
    }

    public enum ViewThatFitsProbe: String, Hashable, Sendable, CaseIterable {
        case constrainedAxes
        case unspecified
    }

    public enum ListRows: String, Hashable, Sendable, CaseIterable {
        case error
        case approximate
    }

    public var zstackSize: ZStackSize = .union
    /// −∞ (Spacers sized last, §1.5) or 0 (flexibility only).
    public var spacerPriority: Double = -.infinity
    public var spacerNeighborSpacing: SpacerNeighborSpacing = .zero
    public var lastTextBaselineMerge: BaselineMerge = .max
    public var stackExplicitGuideUsesOrigin = true
    public var textSpacing: Double = 8
    public var textMinWidth: TextMinWidth = .ellipsis
    public var flexFrameIdealSizing = true
    public var defaultSpacing: Double = 8
    public var defaultPadding: Double = 16
    public var charWidth: Double = 8
    public var lineHeight: Double = 20
    /// Circle answers a square of the smaller proposed side (iOS 16+), or the proposal (§15).
    public var circleSizing: CircleSizing = .square
    /// `.bordered` / `.borderedProminent` button padding, horizontal and vertical (§16.1).
    public var borderedButtonPadding = PaddingPair(horizontal: 12, vertical: 7)
    /// Gap between a Label's icon and title (§16.3).
    public var labelSpacing: Double = 8
    /// Side of an `Image(systemName:)` square; nil: the font's line height (§16.4).
    public var symbolSize: Double?
    /// `.roundedBorder` text field padding, horizontal and vertical (§16.5).
    public var roundedBorderPadding = PaddingPair(horizontal: 8, vertical: 7)
    /// Heights of a Slider and a linear ProgressView, side of the ProgressView spinner (§16.5).
    public var sliderHeight: Double = 31
    public var progressBarHeight: Double = 4
    public var spinnerSize: Double = 20
    public var segmentedPickerHeight: Double = 32
    public var segmentPadding: Double = 8
    public var wheelPickerHeight: Double = 216
    /// A GroupBox's padding on every side around its label and content (§16.9).
    public var groupBoxPadding: Double = 16

    /// Two paddings written `12,7`: horizontal, then vertical.
    public struct PaddingPair: Hashable, Sendable {
        public var horizontal: Double
        public var vertical: Double
        public init(horizontal: Double, vertical: Double) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        public var text: String { formatLength(horizontal) + "," + formatLength(vertical) }

        init?(_ text: String) {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let h = Double(parts[0]), let v = Double(parts[1]),
                  h.isFinite, v.isFinite, h >= 0, v >= 0 else { return nil }
            self.init(horizontal: h, vertical: v)
        }
    }
    public var gridSpanningCellsWiden = true
    public var lazyGridSecondPass = true
    public var viewThatFitsProbe: ViewThatFitsProbe = .constrainedAxes
    public var listRows: ListRows = .approximate

    public init() {}

    /// One row of the option table.
    public struct Info: Sendable, Hashable {
        public var name: String
        /// Allowed values as the shell shows them, e.g. `["union", "max"]`, or
        /// `["<number>"]` for numeric options.
        public var allowedValues: [String]
        public var defaultValue: String
        public var summary: String
        /// Docs/Semantics.md section.
        public var section: String
        /// True when any number is accepted (see `allowedValues` otherwise).
        public var isNumeric: Bool
        /// What a value must be, for messages, when `allowedValues` are not a list of words.
        public var expects: String? = nil
    }

    /// Every option, in the order the `option` command lists them.
    public static let table: [Info] = [
        Info(name: "zstackSize", allowedValues: ["union", "max"], defaultValue: "union",
             summary: "ZStack size: union of aligned child frames, or max width × max height", section: "§1.4, §8.10", isNumeric: false),
        Info(name: "spacerPriority", allowedValues: ["-inf", "0"], defaultValue: "-inf",
             summary: "layout priority a Spacer reports to its stack", section: "§1.5, §8.10", isNumeric: false),
        Info(name: "spacerNeighborSpacing", allowedValues: ["0", "default"], defaultValue: "0",
             summary: "stack spacing next to a Spacer: none, or the default spacing", section: "§1.3, §8.10", isNumeric: false),
        Info(name: "lastTextBaselineMerge", allowedValues: ["max", "min"], defaultValue: "max",
             summary: "how a container merges its children's lastTextBaseline", section: "§3.3, §8.6", isNumeric: false),
        Info(name: "stackExplicitGuideUsesOrigin", allowedValues: ["true", "false"], defaultValue: "true",
             summary: "a stack's merged explicit guide adds each child's origin", section: "§3.3, §8.10", isNumeric: false),
        Info(name: "textSpacing", allowedValues: ["<number>"], defaultValue: "8",
             summary: "default spacing between two Texts in a stack", section: "§1.3, §8.10", isNumeric: true),
        Info(name: "textMinWidth", allowedValues: ["ellipsis", "0"], defaultValue: "ellipsis",
             summary: "width of a Text squeezed below one character", section: "§8.5, §8.10", isNumeric: false),
        Info(name: "flexFrameIdealSizing", allowedValues: ["true", "false"], defaultValue: "true",
             summary: "iOS 17 flexible-frame placement re-proposal (false = iOS 16)", section: "§2.3, §8.10", isNumeric: false),
        Info(name: "defaultSpacing", allowedValues: ["<number>"], defaultValue: "8",
             summary: "stack spacing when spacing is nil; Spacer minLength when nil", section: "§1.3, §8.1", isNumeric: true),
        Info(name: "defaultPadding", allowedValues: ["<number>"], defaultValue: "16",
             summary: "amount of .padding() on each padded edge", section: "§2.1, §8.1", isNumeric: true),
        Info(name: "charWidth", allowedValues: ["<number>"], defaultValue: "8",
             summary: "monospace character width of body text", section: "§8.1, §8.5", isNumeric: true),
        Info(name: "lineHeight", allowedValues: ["<number>"], defaultValue: "20",
             summary: "line height of body text (ascent = 0.8 × lineHeight)", section: "§8.1, §8.5", isNumeric: true),
        Info(name: "circleSizing", allowedValues: ["square", "fill"], defaultValue: "square",
             summary: "Circle's size: a square of the smaller proposed side (iOS 16+), or the proposal", section: "§15, §19",
             isNumeric: false),
        Info(name: "borderedButtonPadding", allowedValues: ["number,number"], defaultValue: "12,7",
             summary: ".bordered button padding, horizontal,vertical (unconfirmed)", section: "§16.1, §19", isNumeric: false,
             expects: "two numbers of 0 or more, horizontal,vertical, as 12,7"),
        Info(name: "labelSpacing", allowedValues: ["<number>"], defaultValue: "8",
             summary: "gap between a Label's icon and title (unconfirmed)", section: "§16.3, §19", isNumeric: true),
        Info(name: "symbolSize", allowedValues: ["lineHeight", "number"], defaultValue: "lineHeight",
             summary: "side of an Image(systemName:) square: the font's line height, or points (a model)", section: "§16.4, §19",
             isNumeric: false, expects: "'lineHeight' or a number greater than 0"),
        Info(name: "roundedBorderPadding", allowedValues: ["number,number"], defaultValue: "8,7",
             summary: ".roundedBorder text field padding, horizontal,vertical (unconfirmed)", section: "§16.5, §19",
             isNumeric: false, expects: "two numbers of 0 or more, horizontal,vertical, as 8,7"),
        Info(name: "sliderHeight", allowedValues: ["<number>"], defaultValue: "31",
             summary: "height of a Slider (unconfirmed)", section: "§16.5", isNumeric: true),
        Info(name: "progressBarHeight", allowedValues: ["<number>"], defaultValue: "4",
             summary: "height of a linear ProgressView (unconfirmed)", section: "§16.5", isNumeric: true),
        Info(name: "spinnerSize", allowedValues: ["<number>"], defaultValue: "20",
             summary: "side of the ProgressView spinner (unconfirmed)", section: "§16.5", isNumeric: true),
        Info(name: "segmentedPickerHeight", allowedValues: ["<number>"], defaultValue: "32",
             summary: "height of a .segmented Picker (unconfirmed)", section: "§16.6", isNumeric: true),
        Info(name: "segmentPadding", allowedValues: ["<number>"], defaultValue: "8",
             summary: "a segment's padding on each side of its option, for a segmented Picker's ideal width (unconfirmed)",
             section: "§16.6", isNumeric: true),
        Info(name: "wheelPickerHeight", allowedValues: ["<number>"], defaultValue: "216",
             summary: "height of a .wheel Picker (unconfirmed)", section: "§16.6", isNumeric: true),
        Info(name: "groupBoxPadding", allowedValues: ["<number>"], defaultValue: "16",
             summary: "a GroupBox's padding around its label and content, every side (unconfirmed)", section: "§16.9", isNumeric: true),
        Info(name: "gridSpanningCellsWiden", allowedValues: ["true", "false"], defaultValue: "true",
             summary: "Grid: spanning cells and full-width rows widen the columns they span", section: "§11.2, §19", isNumeric: false),
        Info(name: "lazyGridSecondPass", allowedValues: ["true", "false"], defaultValue: "true",
             summary: "LazyVGrid/LazyHGrid recompute their columns from their own width when placed", section: "§11.4, §19",
             isNumeric: false),
        Info(name: "viewThatFitsProbe", allowedValues: ["constrainedAxes", "unspecified"], defaultValue: "constrainedAxes",
             summary: "ViewThatFits measures candidates with nil on its axes only, or nil on both", section: "§12, §19",
             isNumeric: false),
        Info(name: "listRows", allowedValues: ["error", "approximate"], defaultValue: "approximate",
             summary: "List/Form rows: an error (not documented), or laid out with unconfirmed insets", section: "§13.3, §19",
             isNumeric: false),
    ]

    /// Why `set(_:to:)` refused.
    public enum ParseError: Error, Hashable, Sendable {
        case unknownOption(String)
        case invalidValue(option: String, value: String, allowed: [String])
    }

    /// The current value of an option as text (nil for an unknown name).
    public func value(of name: String) -> String? {
        switch name {
        case "zstackSize": zstackSize.rawValue
        case "spacerPriority": spacerPriority == -.infinity ? "-inf" : formatLength(spacerPriority)
        case "spacerNeighborSpacing": spacerNeighborSpacing.rawValue
        case "lastTextBaselineMerge": lastTextBaselineMerge.rawValue
        case "stackExplicitGuideUsesOrigin": String(stackExplicitGuideUsesOrigin)
        case "textSpacing": formatLength(textSpacing)
        case "textMinWidth": textMinWidth.rawValue
        case "flexFrameIdealSizing": String(flexFrameIdealSizing)
        case "defaultSpacing": formatLength(defaultSpacing)
        case "defaultPadding": formatLength(defaultPadding)
        case "charWidth": formatLength(charWidth)
        case "lineHeight": formatLength(lineHeight)
        case "circleSizing": circleSizing.rawValue
        case "borderedButtonPadding": borderedButtonPadding.text
        case "labelSpacing": formatLength(labelSpacing)
        case "symbolSize": symbolSize.map(formatLength) ?? "lineHeight"
        case "roundedBorderPadding": roundedBorderPadding.text
        case "sliderHeight": formatLength(sliderHeight)
        case "progressBarHeight": formatLength(progressBarHeight)
        case "spinnerSize": formatLength(spinnerSize)
        case "segmentedPickerHeight": formatLength(segmentedPickerHeight)
        case "segmentPadding": formatLength(segmentPadding)
        case "wheelPickerHeight": formatLength(wheelPickerHeight)
        case "groupBoxPadding": formatLength(groupBoxPadding)
        case "gridSpanningCellsWiden": String(gridSpanningCellsWiden)
        case "lazyGridSecondPass": String(lazyGridSecondPass)
        case "viewThatFitsProbe": viewThatFitsProbe.rawValue
        case "listRows": listRows.rawValue
        default: nil
        }
    }

    /// Sets an option from text, as typed in the shell.
    public mutating func set(_ name: String, to text: String) throws(ParseError) {
        guard let info = Self.table.first(where: { $0.name == name }) else { throw .unknownOption(name) }
        let bad = ParseError.invalidValue(option: name, value: text, allowed: info.allowedValues)
        if info.isNumeric {
            guard let v = Double(text), v.isFinite, v >= 0 else { throw bad }
            switch name {
            case "textSpacing": textSpacing = v
            case "defaultSpacing": defaultSpacing = v
            case "defaultPadding": defaultPadding = v
            case "charWidth": guard v > 0 else { throw bad }; charWidth = v
            case "labelSpacing": labelSpacing = v
            case "sliderHeight": sliderHeight = v
            case "progressBarHeight": progressBarHeight = v
            case "spinnerSize": spinnerSize = v
            case "segmentedPickerHeight": segmentedPickerHeight = v
            case "segmentPadding": segmentPadding = v
            case "wheelPickerHeight": wheelPickerHeight = v
            case "groupBoxPadding": groupBoxPadding = v
            default: guard v > 0 else { throw bad }; lineHeight = v
            }
            return
        }
        switch name {
        case "zstackSize": guard let v = ZStackSize(rawValue: text) else { throw bad }; zstackSize = v
        case "spacerPriority":
            switch text {
            case "-inf", "-infinity", "-∞": spacerPriority = -.infinity
            case "0": spacerPriority = 0
            default: throw bad
            }
        case "spacerNeighborSpacing": guard let v = SpacerNeighborSpacing(rawValue: text) else { throw bad }; spacerNeighborSpacing = v
        case "lastTextBaselineMerge": guard let v = BaselineMerge(rawValue: text) else { throw bad }; lastTextBaselineMerge = v
        case "textMinWidth": guard let v = TextMinWidth(rawValue: text) else { throw bad }; textMinWidth = v
        case "circleSizing": guard let v = CircleSizing(rawValue: text) else { throw bad }; circleSizing = v
        case "borderedButtonPadding": guard let v = PaddingPair(text) else { throw bad }; borderedButtonPadding = v
        case "roundedBorderPadding": guard let v = PaddingPair(text) else { throw bad }; roundedBorderPadding = v
        case "symbolSize":
            if text == "lineHeight" {
                symbolSize = nil
            } else {
                guard let v = Double(text), v.isFinite, v > 0 else { throw bad }
                symbolSize = v
            }
        case "stackExplicitGuideUsesOrigin", "flexFrameIdealSizing":
            guard let v = Bool(text) else { throw bad }
            if name == "flexFrameIdealSizing" { flexFrameIdealSizing = v } else { stackExplicitGuideUsesOrigin = v }
        case "gridSpanningCellsWiden", "lazyGridSecondPass":
            guard let v = Bool(text) else { throw bad }
            if name == "gridSpanningCellsWiden" { gridSpanningCellsWiden = v } else { lazyGridSecondPass = v }
        case "viewThatFitsProbe": guard let v = ViewThatFitsProbe(rawValue: text) else { throw bad }; viewThatFitsProbe = v
        case "listRows": guard let v = ListRows(rawValue: text) else { throw bad }; listRows = v
        default: throw .unknownOption(name)
        }
    }
}
