import ViewEngine
import ViewLayout

/// `device`: a window with a device's screen and safe area (§17.2).
enum DeviceCommand {
    static let device = Command(
        name: "device", usage: "device [name]",
        summary: "use a device's screen and safe area as the window (iPhone 15 Pro, landscape, iPad)",
        details: """
        Makes the window a device's screen, with its safe-area insets: the root is proposed the safe
        area and centred in it, as a SwiftUI window does (§17.1). `device` alone shows the window and
        lists the presets; `propose WxH` goes back to a plain window without insets.
        """,
        examples: ["device iPhone 15 Pro", "device landscape", "device iPad", "device"],
        completions: [.device]
    ) { context, output throws(CommandError) in
        guard context.words.count > 1 else {
            output.write(describe(context.session.document.window))
            for preset in DevicePreset.all { output.write("  \(preset.name): \(preset.summary)\n") }
            return
        }
        let range = context.words[1].range.union(context.words.last!.range)
        let name = context.file.slice(range)
        guard let preset = DevicePreset.named(name) else {
            throw CommandError(.error("unknown device '\(name)'", at: range)
                .suggesting(name, from: DevicePreset.all.flatMap { [$0.name] + $0.aliases }))
        }
        var document = context.session.document
        document.window = preset.window
        context.session.commit(document, description: Session.describe(context.file.text))
        output.write(describe(preset.window))
    }

    /// `window 393×852 (iPhone 15 Pro), safe area 393×759 at (0, 59)`.
    static func describe(_ window: Window) -> String {
        var text = "window \(LayoutTable.format(window.size))"
        if let device = window.device { text += " (\(device))" }
        if window.hasInsets {
            text += ", safe area \(LayoutTable.format(window.safeSize)) at (\(formatLength(window.insets.leading)), "
                + "\(formatLength(window.insets.top)))"
        }
        return text + "\n"
    }
}
