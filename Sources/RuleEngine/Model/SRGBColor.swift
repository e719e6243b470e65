// A colour as sRGB components, and the WCAG 2.x contrast arithmetic on it: relative
// luminance, alpha compositing, contrast ratio.

import Foundation

public struct SRGBColor: Hashable, Sendable, CustomStringConvertible {
    /// Gamma-encoded sRGB components and opacity, each 0…1.
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamped(_ value: Double) -> Double { min(1, max(0, value)) }
        self.red = clamped(red)
        self.green = clamped(green)
        self.blue = clamped(blue)
        self.alpha = clamped(alpha)
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `#777`, `#777777`, `777777`, `0x777777`, or with a trailing alpha byte (`#77777780`).
    public init?(hex: String) {
        var digits = Substring(hex.trimmingCharacters(in: .whitespaces))
        if digits.hasPrefix("#") { digits = digits.dropFirst() } else if digits.lowercased().hasPrefix("0x") { digits = digits.dropFirst(2) }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let bytes = digits.count == 8 ? value >> 8 : value
        self.init(
            red: Double((bytes >> 16) & 0xFF) / 255, green: Double((bytes >> 8) & 0xFF) / 255, blue: Double(bytes & 0xFF) / 255,
            alpha: digits.count == 8 ? Double(value & 0xFF) / 255 : 1)
    }

    /// Components given in linear light (`Color(.sRGBLinear, …)`), encoded to sRGB.
    public static func fromLinear(red: Double, green: Double, blue: Double, alpha: Double = 1) -> SRGBColor {
        func encoded(_ value: Double) -> Double { value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055 }
        return SRGBColor(red: encoded(red), green: encoded(green), blue: encoded(blue), alpha: alpha)
    }

    /// Hue, saturation and brightness, each 0…1 (`Color(hue:saturation:brightness:)`).
    public static func fromHSB(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) -> SRGBColor {
        let sector = (hue - hue.rounded(.down)) * 6
        let fraction = sector - sector.rounded(.down)
        let (v, s) = (brightness, saturation)
        let (p, q, t) = (v * (1 - s), v * (1 - s * fraction), v * (1 - s * (1 - fraction)))
        let (r, g, b): (Double, Double, Double)
        switch Int(sector) % 6 {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        return SRGBColor(red: r, green: g, blue: b, alpha: alpha)
    }

    public func withAlpha(_ factor: Double) -> SRGBColor {
        SRGBColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    public var isOpaque: Bool { alpha >= 0.999 }

    /// WCAG 2.x relative luminance of the colour's components (opacity ignored).
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double { channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// This colour drawn over an opaque background: its opacity blended in, as a display does.
    public func composited(over background: SRGBColor) -> SRGBColor {
        SRGBColor(
            red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
            blue: blue * alpha + background.blue * (1 - alpha))
    }

    /// The WCAG contrast ratio of this colour drawn over an opaque background, from 1 to 21.
    public func contrastRatio(over background: SRGBColor) -> Double {
        let (a, b) = (composited(over: background).relativeLuminance, background.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `#RRGGBB`, with `AA` appended when not opaque.
    public var description: String {
        func byte(_ value: Double) -> String {
            let text = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (isOpaque ? "" : byte(alpha))
    }
}
