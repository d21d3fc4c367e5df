internal import CHarfBuzz

/// The script of each code point, for HarfBuzz, which shapes one script at a time: characters common to
/// several scripts (spaces, digits, punctuation) and combining marks take the script around them (UAX #24).
enum TextScripts {
    static func resolve(_ codepoints: [UInt32]) -> [hb_script_t] {
        let funcs = hb_unicode_funcs_get_default()
        var scripts = codepoints.map { hb_unicode_script(funcs, $0) }
        let isShared = { (s: hb_script_t) in s == HB_SCRIPT_COMMON || s == HB_SCRIPT_INHERITED || s == HB_SCRIPT_UNKNOWN }
        guard let firstReal = scripts.first(where: { !isShared($0) }) else { return scripts }
        var current = firstReal
        for i in scripts.indices {
            if isShared(scripts[i]) { scripts[i] = current } else { current = scripts[i] }
        }
        return scripts
    }
}
