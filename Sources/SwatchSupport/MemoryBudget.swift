import Foundation
internal import CSwatchHash
#if canImport(Darwin)
import Darwin
#endif

/// How much memory this process may use, and whether work that grows with its input still fits: running out
/// is one line and exit 2, not a crash. Swift's runtime aborts with a crash report when an allocation fails,
/// so swatch looks ahead instead: where memory grows with the input (a file about to be read, every
/// `checkEvery` colours a reader collects, a listing or a diff about to be built) it compares what the
/// process uses now, plus what the next step needs, with the limit less a margin.
///
/// The limit is the smallest of `RLIMIT_AS` (compared with the address space, `ulimit -v`), `RLIMIT_DATA`
/// (with the data segment) and, on Linux, the `memory.max` of the process's cgroup v2 (with resident memory);
/// on macOS only the rlimits, compared with resident memory. Without a limit nothing is checked.
public enum MemoryBudget {
    /// Room kept free below a limit for what is not counted ahead (the runtime, a thread's first allocations,
    /// the output buffer): 8 MiB and a thirty-second of the limit, so a 110 MB limit keeps 11 MB and 1 GiB 40 MB.
    static func margin(below limit: Int) -> Int { 8 << 20 + limit / 32 }
    /// The least a step must need to be looked at: a process with threads holds address space it may never use
    /// (each thread's malloc arena reserves 64 MiB), so a small step is left to the margin.
    static let smallestStep = 1 << 20
    /// How many colours a reader collects between two looks.
    static let checkEvery = 4096
    /// Measured (release build, Linux x86_64, `list --format json` of a 300,000-colour text list): what one
    /// colour read costs, the palette model and what reading it holds meanwhile (peak RSS less start-up, per colour).
    static let bytesPerColor = 600
    /// Measured (`diff --format json` of two 150,000-colour text lists): what comparing costs per colour of
    /// both palettes, the matching tables and the entries.
    package static let bytesPerComparedColor = 1500
    /// What reading a palette file costs per byte of it for certain, whatever it holds: the bytes, their copy
    /// as `Data` and their text (a list of a few long names costs no more; one of many short colours, some 20
    /// times its size, is checked as its colours are kept).
    static let bytesPerInputByte = 3
    /// What reading a JSON palette costs per byte of it, whole (parsing, resolving, the palette made), one figure a
    /// reader: checked before the parse, whose own steps are not counted. Each is measured on a release build (Linux
    /// x86_64) as (peak RSS - start-up RSS) / file bytes, peak RSS from `/usr/bin/time -f %M swatch list --no-config
    /// --palette FILE --format csv`, start-up (26,036 KB) from the same without `--palette` and with `--name none`;
    /// rounded up. Measure again, and lower it, as a reader gets leaner.
    ///
    /// Design tokens (every `.json` file is parsed as tokens first, to tell what it is): a 14,288,891-byte token file
    /// of 300,000 colours (`ScalingBench.writeTokens`), 193,840 KB: 12.0 (it was 38 when a token kept twice as much).
    package static let tokenBytesPerInputByte = 13
    /// Figma variables, the token parse included: a 13,279,694-byte REST API `variables/local` file of 30,000 COLOR
    /// variables in one collection with two modes (each with the API's fields: key, scopes, codeSyntax...), 184,940 KB: 12.3.
    package static let figmaBytesPerInputByte = 13
    /// A JSON theme, the token parse included (the theme is read from it): a 17,888,948-byte theme of 300,000 colours
    /// with light and dark values in one scheme, 282,472 KB: 14.7 (51.9, and 56.6 for a 16,388,944-byte one, when it
    /// was parsed again by `JSONSerialization`).
    package static let themeBytesPerInputByte = 17
    /// What a JSON document costs a value (`JSONValueCount`) beyond its bytes' figure, checked with it: the parsed tree
    /// of a token file, and a theme's reading on top. Measured as above on documents of 1,000,000 small values (`1,`,
    /// `"",`, `[],`, `{},`, `true,`), whose figure a byte the ones above do not bound (the eleventh hostile pass: a 5 MB
    /// theme of `1,` aborted under `ulimit -v 250000`): a token file's array 30.5 MB (57 B a byte), a theme's
    /// `schemes` 68.5 MB, its `colors` 142 MB (71 B a byte); rounded up.
    package static let jsonBytesPerValue = (tokens: 32, theme: 150)
    /// A YAML theme (Yams' node tree, then the theme's), checked before it is parsed: a 21,188,936-byte theme of
    /// 300,000 colours with light and dark values in one scheme, 416,860 KB: 18.9.
    package static let yamlThemeBytesPerInputByte = 22
    /// What `check --cvd` holds for each collision a group lists (`--cvd-limit`): the pair found, its finding in the
    /// report and its text. Measured (release, Linux x86_64) on 3,000 colours with light and dark values and
    /// `--cvd-limit 1000000`, 8 groups of a million listed: peak RSS 1,886,748 KB, 232 B a pair; rounded up.
    package static let bytesPerListedCollision = 240
    /// What encoding one of those findings into a JSON report takes for a while (`check --cvd --format json`): the
    /// report's colour-vision part is encoded whole, through JSONEncoder's tree, its output doubling as it grows, and the
    /// copy of its bytes. Measured (release, Linux x86_64) on 2,000 random colours, `--cvd-threshold 100 --cvd-limit
    /// 1000000`, 40,712 findings in 19.8 MB of JSON: peak RSS 100,024 KB against 56,868 KB for the text report, 1,086 B a
    /// finding; doubled for the address space the growing buffer reserves (the twenty-first hostile pass's H21-2 aborted
    /// in 8 MB windows just above the checks).
    package static let bytesPerEncodedFinding = 2_200
    /// What a YAML document costs a counted mark (`YAMLValueCount`) beyond its bytes' figure, checked with it: Yams'
    /// composed nodes and their conversion. Measured as above on documents of 1,000,000 small values (a flow list of
    /// `1,`, a flow mapping of `aN: 1`, block mappings of `kN: 1` and `N:`, nested block mappings), (peak - start-up -
    /// 22 x bytes) / marks: 156, 213, 330, 371 and 203 B (the twelfth hostile pass: a 2 MB flow list aborted under
    /// `ulimit -v 200000`); rounded up. It over-counts a theme of colours (a 16 MB one of 300,000: 2.1 million marks).
    package static let yamlBytesPerValue = 380

    /// What one limit bounds, and the figure of this process compared with it.
    private enum Measure { case addressSpace, data, resident }

    /// The limits that apply, each with its measure: read once.
    private static let limits: [(bytes: Int, measure: Measure)] = {
        var found: [(Int, Measure)] = []
        for (resource, measure) in [(RLIMIT_AS, Measure.addressSpace), (RLIMIT_DATA, .data)] {
            var limit = rlimit()
            #if canImport(Darwin)
            let got = getrlimit(resource, &limit) == 0
            #else
            let got = getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0
            #endif
            // Infinity is all ones (RLIM_INFINITY does not import on Linux), above Int.max.
            if got, limit.rlim_cur < rlim_t(Int.max) { found.append((Int(limit.rlim_cur), measure)) }
        }
        if let cgroup = cgroupLimit() { found.append((cgroup, .resident)) }
        return found
    }()

    /// The `memory.max` of this process's cgroup v2 (`0::/path` in /proc/self/cgroup), when it sets one.
    private static func cgroupLimit() -> Int? {
        #if os(Linux)
        guard let groups = try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8),
              let line = groups.split(separator: "\n").first(where: { $0.hasPrefix("0::") }) else { return nil }
        let file = "/sys/fs/cgroup" + line.dropFirst(3) + "/memory.max"
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))  // "max": none
        #else
        return nil
        #endif
    }

    /// What the process uses now by `measure`, in bytes.
    private static func used(_ measure: Measure) -> Int {
        #if os(Linux)
        // statm: size resident shared text lib data dirty, in pages.
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = text.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard pages.count >= 6 else { return 0 }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        switch measure {
        case .addressSpace: return pages[0] * page
        case .resident: return pages[1] * page
        case .data: return pages[5] * page
        }
        #elseif canImport(Darwin)
        var info = mach_task_basic_info()
        var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
        let status = withUnsafeMutablePointer(to: &info) {
            $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) { task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count) }
        }
        return status == KERN_SUCCESS ? Int(info.resident_size) : 0
        #else
        return 0
        #endif
    }

    /// Whether a limit applies: without one `check` measures nothing, so what it would be given need not be worked out
    /// (a JSON palette's values counted, a render's fallback fonts looked up).
    package static var applies: Bool { !limits.isEmpty }

    /// Throws `WHAT: not enough memory: needs at least N MB, this process may use M MB` when the process's use
    /// now and `bytes` more would come within the margin of a limit; `what` names the input (a file, a
    /// line of it). Nothing is measured when no limit applies. N is what the next step needs (the process's use
    /// now, the step and the margin), not the whole run: a look made early (before the next 4,096 colours) stops at
    /// a smaller N than one made later, and the run as a whole needs more (a 17.9 MB JSON theme stopped at 151 MB
    /// under `ulimit -v 150000` and at 449 MB under 430000, and runs in about 520 MB of address space).
    public static func check(needing bytes: Int, for what: @autoclosure () -> String) throws(SwatchError) {
        try check(needing: bytes, shown: "\(what())")
    }

    /// As `check(needing:for:)`, naming what needs it by a message made elsewhere (a file and the key path referring to it).
    package static func check(needing bytes: Int, shown what: @autoclosure () -> MessageText) throws(SwatchError) {
        if let over = shortfall(needing: bytes) { throw shortage("\(what()): ", needs: over.needed, mayUse: over.limit) }
    }

    /// What a run needs before its first look (arguments parsed, the built-in catalog read): 0.6 MB of address space
    /// from `main` to the first sheet's look in a debug build (`/proc/self/status` VmSize), with room. A tighter limit
    /// made Swift's runtime abort (or crash writing its report) while parsing the catalog.
    static let startBytes = 2 << 20

    /// Throws `not enough memory: needs at least N MB, this process may use M MB` when the process cannot even start
    /// its work within the margin of a limit: the look made first, in `main`.
    /// Under an address-space limit glibc's malloc keeps to one arena, set as the program loads (`swatch_malloc_one_arena`):
    /// each further arena (one per thread that allocates, up to 8 per core) reserves 64 MB of address space, which
    /// `ulimit -v` counts, so a render's second thread took what the memory checks had counted on (at 158 MB the
    /// default render aborted now and then).
    package static func checkStart() throws(SwatchError) {
        // Read here so the linker keeps the file whose load-time constructor sets it.
        _ = swatch_malloc_one_arena()
        if let over = shortfall(needing: startBytes) { throw shortage("", needs: over.needed, mayUse: over.limit) }
    }

    /// Whether `bytes` more fit as `check` judges it: for a choice that needs less memory when it does not (fewer
    /// threads), made before the check of the least the work needs.
    package static func fits(needing bytes: Int) -> Bool {
        shortfall(needing: bytes) == nil
    }

    /// The first limit the process's use now and `bytes` more would come within the margin of, with what is needed.
    private static func shortfall(needing bytes: Int) -> (needed: Int, limit: Int)? {
        guard bytes >= smallestStep else { return nil }
        for (limit, measure) in limits {
            let needed = used(measure) + max(bytes, 0) + margin(below: limit)
            if needed > limit { return (needed, limit) }
        }
        return nil
    }

    /// The error of an allocation of `bytes` that failed, for `what` (a message naming the file, its values quoted
    /// already; empty for none): the line `check` gives, under the limit it would go over; when by the figures it
    /// would not (the address space left is in pieces too small for it), under the first limit that applies, with
    /// more than it as what is needed. Without a limit, its first half, for what the process holds now and the
    /// allocation.
    package static func exhausted(needing bytes: Int, for what: MessageText) -> SwatchError {
        let named: MessageText = what.text.isEmpty ? "" : "\(what): "
        let needs = limits.map { (limit: $0.bytes, needed: used($0.measure) + max(bytes, 0) + margin(below: $0.bytes)) }
        if let over = needs.first(where: { $0.needed > $0.limit }) ?? needs.first {
            return shortage(named, needs: max(over.needed, over.limit + (1 << 20)), mayUse: over.limit)
        }
        return shortage(named, needs: used(.resident) + max(bytes, 0), mayUse: nil)
    }

    /// `WHAT: not enough memory: needs at least N MB, this process may use M MB`, the one memory line (`named` is
    /// `WHAT: `, or empty); without a limit, its first half.
    private static func shortage(_ named: MessageText, needs: Int, mayUse limit: Int?) -> SwatchError {
        let limitText: MessageText = limit.map { ", this process may use \($0 >> 20) MB" } ?? ""
        return SwatchError(.memory, "\(named)not enough memory: needs at least \(needs >> 20) MB\(limitText)")
    }

    /// Before one more element is appended to a collection of `count` elements of `elementBytes` each that has
    /// room for `capacity`: when the append reallocates it (a new buffer of twice the size while the old one is
    /// still held), checks there is room for that at `place`.
    package static func beforeAppending(count: Int, capacity: Int, elementBytes: Int, at place: @autoclosure () -> String) throws(SwatchError) {
        try beforeAppending(count: count, capacity: capacity, elementBytes: elementBytes, shown: "\(place())")
    }

    /// As `beforeAppending(count:capacity:elementBytes:at:)`, naming the place by a message made elsewhere (a reader's
    /// file and line, which the message's `place` names whole).
    package static func beforeAppending(count: Int, capacity: Int, elementBytes: Int, shown place: @autoclosure () -> MessageText) throws(SwatchError) {
        guard count >= capacity, count >= checkEvery else { return }
        try check(needing: 2 * capacity * elementBytes, shown: place())
    }

    /// Counts one colour a reader kept at `place`: `bytesPerColor` and `bytes` more of its own text (its name, where
    /// it was found), so long names count for what they hold. Whenever what was counted since the last look reaches
    /// `checkEvery` colours' worth, checks there is room for as much again.
    package static func counted(bytes: Int, shown place: @autoclosure () -> MessageText) throws(SwatchError) {
        let due = counter.withLock { value -> Int? in
            value += bytesPerColor + max(bytes, 0)
            guard value >= checkEvery * bytesPerColor else { return nil }
            defer { value = 0 }
            return value
        }
        if let due { try check(needing: due, shown: place()) }
    }

    /// The bytes counted since the last look, by this process's readers.
    private static let counter = Counter()

    /// A count shared by the threads that read palettes.
    private final class Counter: @unchecked Sendable {  // `value` is guarded by `lock`
        private var value = 0
        private let lock = NSLock()
        func withLock<T>(_ body: (inout Int) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(&value)
        }
    }
}
