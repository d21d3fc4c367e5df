import Foundation
import SwatchSupport

/// The arithmetic of a Tokens Studio value, `0.5 + 6 * 0.04` or `({threshold} + 6 * {step})`, as Tokens Studio
/// and `@tokens-studio/sd-transforms` evaluate it with expr-eval: numbers (`12`, `.5`, `1e-2`), references
/// (`{group.token}`, given by the caller), `+ - * / %` and `^` (power, right to left, above unary minus:
/// `-2^2` is -4), unary `-` and `+`, parentheses, the constants `PI` and `E` and the functions teams use:
/// `abs ceil floor round sqrt` of one value, `min max` of one or more, `pow(x, y)`, `roundTo(x, digits)`, and the
/// plugin's own `clamped(x, min, max)`, `lerp(t, a, b)` and `norm(x, a, b)`.
///
/// Anything else (units, comparisons, strings, other functions) is refused, as are a division or remainder by
/// zero and a result that is not a finite number, each with one problem. An expression may be at most
/// `maxLength` bytes and nest at most `maxDepth` levels (parentheses, signs, powers and calls), so a hostile one
/// costs its length, never the stack.
enum TokenMath {
    /// The longest expression read, in bytes: real ones are a few dozen.
    static let maxLength = 1_000
    /// The deepest an expression may nest.
    static let maxDepth = 64

    /// Why an expression cannot be evaluated, said after the expression itself.
    struct Problem: Error, Equatable {
        let text: MessageText
        init(_ text: MessageText) { self.text = text }
    }

    /// The functions read, by name, with how many values each takes.
    static let functions: [String: ClosedRange<Int>] = [
        "abs": 1...1, "ceil": 1...1, "floor": 1...1, "round": 1...1, "sqrt": 1...1, "min": 1...Int.max, "max": 1...Int.max,
        "pow": 2...2, "roundTo": 1...2, "clamped": 3...3, "lerp": 3...3, "norm": 3...3,
    ]

    /// `text` as JavaScript's `Number()` reads a plain decimal (`0.2`, ` .5 `, `-1e-3`): what sd-transforms uses as
    /// it is, without rounding; nil for anything else (an expression, `Infinity`, `0x10`, nothing).
    static func plainNumber(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.utf8.count <= maxLength,
              trimmed.utf8.allSatisfy({ ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || "+-.eE".utf8.contains($0) }),
              let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    /// The references (`{a.b}`) in `text`, in order, each once.
    static func references(in text: String) -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let reference = String(rest[open...close])
            if seen.insert(reference).inserted { found.append(reference) }
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    /// The value of `text`, each reference's value (by its text, `{a.b}`) in `values`, rounded as sd-transforms
    /// rounds a computed value: to 4 decimals (`toFixed(4)`).
    static func evaluate(_ text: String, values: [String: Double] = [:]) throws(Problem) -> Double {
        guard text.utf8.count <= maxLength else { throw Problem("longer than \(maxLength) characters") }
        var parser = Parser(bytes: Array(text.utf8), values: values)
        let value = try parser.expression()
        guard parser.atEnd else { throw Problem("unexpected \(parser.shownNext)") }
        return fixed(value)
    }

    /// `value` to 4 decimals as JavaScript's `toFixed(4)` rounds: to the nearest, a tie away from zero.
    static func fixed(_ value: Double) -> Double {
        guard abs(value) < 1e15 else { return value }
        return (value * 10_000).rounded(.toNearestOrAwayFromZero) / 10_000
    }

    /// A recursive-descent parser over the expression's bytes, evaluating as it goes: expr-eval's grammar
    /// (`+ -` below `* / %`, below unary signs, below `^`).
    private struct Parser {
        let bytes: [UInt8]
        let values: [String: Double]
        var position = 0
        var depth = 0

        var atEnd: Bool {
            mutating get {
                skipSpace()
                return position == bytes.count
            }
        }

        /// The next character as a message quotes it, or "end".
        var shownNext: String {
            guard position < bytes.count else { return "end" }
            let rest = bytes[position...].prefix(4)
            let character = String(decoding: rest, as: UTF8.self).first.map(String.init) ?? "?"
            return OrderedJSON.quoted(character)
        }

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        /// The next byte after white space, without taking it.
        mutating func peek() -> UInt8? {
            skipSpace()
            return position < bytes.count ? bytes[position] : nil
        }

        mutating func take(_ byte: Character) -> Bool {
            guard peek() == byte.asciiValue else { return false }
            position += 1
            return true
        }

        mutating func nested<T>(_ body: (inout Parser) throws(Problem) -> T) throws(Problem) -> T {
            depth += 1
            guard depth <= TokenMath.maxDepth else { throw Problem("nested more than \(TokenMath.maxDepth) levels deep") }
            defer { depth -= 1 }
            return try body(&self)
        }

        mutating func expression() throws(Problem) -> Double {
            var value = try term()
            while true {
                if take("+") {
                    value = try checked(value + term())
                } else if take("-") {
                    value = try checked(value - term())
                } else {
                    return value
                }
            }
        }

        mutating func term() throws(Problem) -> Double {
            var value = try factor()
            while true {
                if take("*") {
                    value = try checked(value * factor())
                } else if take("/") {
                    let divisor = try factor()
                    guard divisor != 0 else { throw Problem("division by zero") }
                    value = try checked(value / divisor)
                } else if take("%") {
                    let divisor = try factor()
                    guard divisor != 0 else { throw Problem("remainder of a division by zero") }
                    value = try checked(value.truncatingRemainder(dividingBy: divisor))
                } else {
                    return value
                }
            }
        }

        mutating func factor() throws(Problem) -> Double {
            if take("-") { return try nested { (parser: inout Parser) throws(Problem) -> Double in -(try parser.factor()) } }
            if take("+") { return try nested { (parser: inout Parser) throws(Problem) -> Double in try parser.factor() } }
            let base = try atom()
            guard take("^") else { return base }
            let exponent = try nested { (parser: inout Parser) throws(Problem) -> Double in try parser.factor() }
            return try checked(pow(base, exponent))
        }

        mutating func atom() throws(Problem) -> Double {
            guard let next = peek() else { throw Problem("ends where a value was expected") }
            switch next {
            case UInt8(ascii: "("):
                position += 1
                let value = try nested { (parser: inout Parser) throws(Problem) -> Double in try parser.expression() }
                guard take(")") else { throw Problem(position == bytes.count ? "a \"(\" is not closed" : "unexpected \(shownNext)") }
                return value
            case UInt8(ascii: "{"):
                guard let close = bytes[position...].firstIndex(of: UInt8(ascii: "}")) else { throw Problem("a \"{\" is not closed") }
                let text = String(decoding: bytes[position...close], as: UTF8.self)
                position = close + 1
                guard let value = values[text] else { throw Problem("\(text) is not a reference swatch followed") }
                return value
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
                return try number()
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                return try call()
            default:
                throw Problem("unexpected \(shownNext)")
            }
        }

        /// Digits with an optional fraction and exponent, as expr-eval reads them.
        mutating func number() throws(Problem) -> Double {
            let start = position
            func digits(_ parser: inout Parser) -> Int {
                let from = parser.position
                while parser.position < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.position]) {
                    parser.position += 1
                }
                return parser.position - from
            }
            var count = digits(&self)
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                count += digits(&self)
            }
            guard count > 0 else { throw Problem("unexpected \".\"") }
            if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
                let mark = position
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
                if digits(&self) == 0 { position = mark }
            }
            if position < bytes.count, Self.isWordByte(bytes[position]) || bytes[position] == UInt8(ascii: "%") {
                var end = position
                while end < bytes.count, end - start < 40, Self.isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: "%") { end += 1 }
                throw Problem("has a unit (\(OrderedJSON.quoted(String(decoding: bytes[start..<end], as: UTF8.self)))); a modifier takes plain numbers")
            }
            guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else { throw Problem("unexpected \(shownNext)") }
            return try checked(value)
        }

        /// A constant or a function call.
        mutating func call() throws(Problem) -> Double {
            let start = position
            while position < bytes.count, Self.isWordByte(bytes[position]) { position += 1 }
            let name = String(decoding: bytes[start..<position], as: UTF8.self)
            if name == "PI" { return Double.pi }
            if name == "E" { return M_E }
            guard let arity = TokenMath.functions[name] else {
                throw Problem("\"\(name)\" is not a function swatch knows (\(verbatim: TokenMath.functions.keys.sorted().joined(separator: ", ")), PI, E)")
            }
            guard take("(") else { throw Problem("\(name) takes its values in parentheses, \(name)(...)") }
            let arguments = try nested { (parser: inout Parser) throws(Problem) -> [Double] in
                var values: [Double] = []
                if parser.take(")") { return values }
                repeat {
                    values.append(try parser.expression())
                } while parser.take(",")
                guard parser.take(")") else {
                    throw Problem(parser.position == parser.bytes.count ? "a \"(\" is not closed" : "unexpected \(parser.shownNext)")
                }
                return values
            }
            guard arity.contains(arguments.count) else {
                let wanted = arity.lowerBound == arity.upperBound ? "\(arity.lowerBound)" : arity.upperBound == Int.max ? "at least \(arity.lowerBound)" : "\(arity.lowerBound) or \(arity.upperBound)"
                throw Problem("\(name) takes \(wanted) value\(arity.upperBound == 1 || wanted == "at least 1" ? "" : "s"), not \(arguments.count)")
            }
            return try checked(Self.apply(name, arguments))
        }

        /// expr-eval's definitions: `round` is JavaScript's `Math.round` (a half up), `roundTo(x, n)` rounds to
        /// `n` decimals (n a whole number).
        static func apply(_ name: String, _ a: [Double]) throws(Problem) -> Double {
            func jsRound(_ x: Double) -> Double {
                let floor = x.rounded(.down)
                return x - floor >= 0.5 ? floor + 1 : floor
            }
            switch name {
            case "abs": return abs(a[0])
            case "ceil": return a[0].rounded(.up)
            case "floor": return a[0].rounded(.down)
            case "round": return jsRound(a[0])
            case "sqrt": return a[0].squareRoot()
            case "min": return a.min() ?? 0
            case "max": return a.max() ?? 0
            case "pow": return pow(a[0], a[1])
            case "roundTo":
                let digits = a.count > 1 ? a[1] : 0
                guard digits == digits.rounded(), abs(digits) <= 20 else { throw Problem("roundTo takes a whole number of decimals up to 20, not \(OrderedJSON.numberText(digits))") }
                let scale = pow(10, digits)
                return jsRound(a[0] * scale) / scale
            case "clamped": return max(min(a[0], a[2]), a[1])
            case "lerp": return a[1] + (a[2] - a[1]) * a[0]
            default:  // norm
                guard a[2] != a[1] else { throw Problem("division by zero (norm of an empty range)") }
                return (a[0] - a[1]) / (a[2] - a[1])
            }
        }

        /// A letter, digit or underscore: what names and units are made of.
        static func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }

        func checked(_ value: Double) throws(Problem) -> Double {
            guard value.isFinite else { throw Problem(value.isNaN ? "is not a number (NaN)" : "is too large (beyond the largest number)") }
            return value
        }
    }
}
