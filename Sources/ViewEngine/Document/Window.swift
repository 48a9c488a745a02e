import ViewLayout

/// The window the root lives in (§17): the screen size (`propose W×H`, or a device's
/// screen) and the safe-area insets a device has. The root is proposed the safe area and
/// placed in it (centred, §17.1).
public struct Window: Sendable, Equatable {
    /// The screen (or window) size; either side may be nil (unspecified) or ∞.
    public var size: ProposedSize
    public var insets: Insets
    /// The device preset it came from (`iPhone 15 Pro`), nil for `propose`.
    public var device: String?
    /// The environment values the device gives the root (§17.2): its pixels per point
    /// (`displayScale`: 3 on an iPhone, 2 on an iPad) and its size classes. Empty for `propose`,
    /// where the environment's defaults stay.
    public var environment: [String: Value]

    public struct Insets: Sendable, Equatable {
        public var top: Double, leading: Double, bottom: Double, trailing: Double
        public static let zero = Insets(top: 0, leading: 0, bottom: 0, trailing: 0)
        public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }
    }

    public init(size: ProposedSize, insets: Insets = .zero, device: String? = nil, environment: [String: Value] = [:]) {
        self.size = size
        self.insets = insets
        self.device = device
        self.environment = environment
    }

    /// A device's root environment: its scale and its horizontal and vertical size classes (§17.2).
    static func device(scale: Double, horizontal: String, vertical: String) -> [String: Value] {
        ["displayScale": .number(scale), "horizontalSizeClass": .symbol(horizontal), "verticalSizeClass": .symbol(vertical)]
    }

    /// What the root is proposed: the screen less the safe-area insets (nil stays nil).
    public var safeSize: ProposedSize {
        ProposedSize(width: size.width.map { max(0, $0 - insets.leading - insets.trailing) },
                     height: size.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    /// Where the root is placed, in window coordinates.
    public func rootPlacement(centred: Bool) -> RootPlacement {
        RootPlacement(origin: Point(x: insets.leading, y: insets.top), size: safeSize, centred: centred,
                      insets: SafeAreaInsets(top: insets.top, leading: insets.leading, bottom: insets.bottom,
                                             trailing: insets.trailing))
    }

    public var hasInsets: Bool { insets != .zero }
}

/// Device presets (`device iPhone 15 Pro`), screen sizes and safe-area insets from §17.2.
public struct DevicePreset: Sendable {
    public var name: String
    /// Other names `device` accepts (`landscape`).
    public var aliases: [String]
    public var window: Window
    public var summary: String

    public static let all: [DevicePreset] = [
        DevicePreset(name: "iPhone 15 Pro", aliases: ["iphone", "portrait"],
                     window: Window(size: ProposedSize(width: 393, height: 852),
                                    insets: .init(top: 59, leading: 0, bottom: 34, trailing: 0), device: "iPhone 15 Pro",
                                    environment: Window.device(scale: 3, horizontal: "compact", vertical: "regular")),
                     summary: "393×852 pt, safe area 59 top, 34 bottom (§17.2)"),
        DevicePreset(name: "iPhone 15 Pro landscape", aliases: ["landscape"],
                     window: Window(size: ProposedSize(width: 852, height: 393),
                                    insets: .init(top: 0, leading: 59, bottom: 21, trailing: 59), device: "iPhone 15 Pro landscape",
                                    environment: Window.device(scale: 3, horizontal: "compact", vertical: "compact")),
                     summary: "852×393 pt, safe area 59 leading and trailing, 21 bottom (§17.2)"),
        DevicePreset(name: "iPad", aliases: ["ipad pro 11", "iPad Pro 11-inch"],
                     window: Window(size: ProposedSize(width: 834, height: 1194),
                                    insets: .init(top: 24, leading: 0, bottom: 20, trailing: 0), device: "iPad",
                                    environment: Window.device(scale: 2, horizontal: "regular", vertical: "regular")),
                     summary: "11-inch iPad Pro, 834×1194 pt, safe area 24 top, 20 bottom (insets unconfirmed, §17.2)"),
    ]

    /// The preset a user named, ignoring case and spaces.
    public static func named(_ text: String) -> DevicePreset? {
        func key(_ s: String) -> String { s.lowercased().filter { !$0.isWhitespace && $0 != "-" } }
        return all.first { preset in ([preset.name] + preset.aliases).contains { key($0) == key(text) } }
    }
}
