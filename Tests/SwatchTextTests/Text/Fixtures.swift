#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum Fixtures {
    static let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let interSemiBold = "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let dejaVuBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// Fallback fonts the multilingual tests draw with (fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji).
    static let notoArabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
    static let notoDevanagari = "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"
    static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let notoEmoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static var hasFallbackFonts: Bool { [notoArabic, notoDevanagari, notoCJK, notoEmoji].allSatisfy(exists) }

    static var hasInter: Bool { exists(interRegular) && exists(interSemiBold) }
    static var hasDejaVu: Bool { exists(dejaVu) && exists(dejaVuBold) }

    static func exists(_ path: String) -> Bool { access(path, R_OK) == 0 }
}
