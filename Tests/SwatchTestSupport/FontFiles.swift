#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths of the font files tests draw with, and whether they are installed.
public enum FontFiles {
    public static let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    public static let interSemiBold = "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"
    public static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    public static let dejaVuBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// Fallback fonts the multilingual tests draw with (fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji).
    public static let notoArabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
    public static let notoDevanagari = "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"
    public static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    public static let notoEmoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    public static var hasFallbackFonts: Bool { [notoArabic, notoDevanagari, notoCJK, notoEmoji].allSatisfy(exists) }

    public static var hasInter: Bool { exists(interRegular) && exists(interSemiBold) }
    public static var hasDejaVu: Bool { exists(dejaVu) && exists(dejaVuBold) }

    public static func exists(_ path: String) -> Bool { access(path, R_OK) == 0 }
}
