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

    static var hasInter: Bool { exists(interRegular) && exists(interSemiBold) }
    static var hasDejaVu: Bool { exists(dejaVu) && exists(dejaVuBold) }

    static func exists(_ path: String) -> Bool { access(path, R_OK) == 0 }
}
