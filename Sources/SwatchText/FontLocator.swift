#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwatchSupport

/// File paths of the two weights a sheet uses.
public struct FontSet: Sendable, Equatable {
    /// The regular weight, for titles and subtitles.
    public let regular: String
    /// The semibold weight, for the title line and plain headers.
    public let semibold: String

    /// Two font files; they may be the same file.
    public init(regular: String, semibold: String) {
        self.regular = regular
        self.semibold = semibold
    }
}

/// Finds the fonts to render with: an explicit override, else Inter, else DejaVu Sans,
/// else (macOS only) the system font.
public enum FontLocator {
    /// Returns `override` for both weights if given (it must exist and be readable by FreeType),
    /// otherwise the first installed candidate from `defaultCandidates`.
    public static func locate(override: String?) throws(SwatchError) -> FontSet {
        try locate(override: override, candidates: defaultCandidates)
    }

    /// `candidates` is searched in order; a candidate counts only if both files are readable.
    static func locate(override: String?, candidates: [FontSet]) throws(SwatchError) -> FontSet {
        if let override {
            // A folder, device or pipe is refused before FreeType opens it (a FIFO would hang the run).
            try InputFiles.requireRegularFile(override, shownAs: override, kind: .font)
            _ = try FontFace(path: override, pixelSize: 16)  // throws "not found" / "not a font" messages
            return FontSet(regular: override, semibold: override)
        }
        for candidate in candidates where isReadable(candidate.regular) && isReadable(candidate.semibold) {
            return candidate
        }
        throw SwatchError(.font, "no font found: install fonts-inter or fonts-dejavu-core, or pass --font PATH")
    }

    /// Search order used by `locate(override:)`.
    public static var defaultCandidates: [FontSet] {
        var interDirs = [
            "/usr/share/fonts/opentype/inter",
            "/usr/share/fonts/truetype/inter",
            "/usr/local/share/fonts",
            "/opt/homebrew/share/fonts",
            "/home/linuxbrew/.linuxbrew/share/fonts",
        ]
        if let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty {
            interDirs += ["\(home)/.local/share/fonts", "\(home)/.fonts", "\(home)/Library/Fonts"]
        }
        interDirs.append("/Library/Fonts")

        var sets: [FontSet] = []
        for dir in interDirs {
            for ext in ["otf", "ttf"] {
                sets.append(FontSet(regular: "\(dir)/Inter-Regular.\(ext)", semibold: "\(dir)/Inter-SemiBold.\(ext)"))
            }
        }
        sets.append(FontSet(
            regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
            semibold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
        ))
        #if os(macOS)
        // Path-only API: SFNS is a variable font opened at its default (regular) instance, so
        // both weights render alike; Helvetica.ttc's face 0 is likewise regular.
        sets.append(FontSet(regular: "/System/Library/Fonts/SFNS.ttf", semibold: "/System/Library/Fonts/SFNS.ttf"))
        sets.append(FontSet(
            regular: "/System/Library/Fonts/Helvetica.ttc",
            semibold: "/System/Library/Fonts/Helvetica.ttc"
        ))
        #endif
        return sets
    }

    private static func isReadable(_ path: String) -> Bool {
        access(path, R_OK) == 0
    }
}
