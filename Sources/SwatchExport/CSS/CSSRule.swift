import SwatchPalette

/// One rule of a stylesheet `--format css` writes: where it applies, in which of the states a browser can be in
/// it applies, and which appearance's value each of its declarations holds there.
///
/// A browser tells apart four states, `CSSRule.states`: light or dark (`prefers-color-scheme`, a class, an
/// attribute or `color-scheme`) by normal or more contrast. They are named by the appearance UIKit shows in the
/// same traits. Elevated appearances have no state: no media feature, class or attribute tells a sheet from the
/// page below it.
struct CSSRule: Sendable {
    /// The four states, in the order tests list them.
    static let states: [Appearance] = [.light, .dark, .lightHighContrast, .darkHighContrast]

    /// What a declaration of the rule holds.
    enum Value: Sendable {
        /// One appearance's value, in every state the rule applies in.
        case one(Appearance)
        /// `light-dark(light, dark)`: the first appearance's value where `color-scheme` is light, the second's
        /// where it is dark.
        case lightDark(light: Appearance, dark: Appearance)
    }

    /// The media query around the rule (`(prefers-color-scheme: dark)`), or nil.
    let media: String?
    /// The selector: `:root`, `:root.dark`, `:root[data-theme="dark"]`.
    let selector: String
    /// What each declaration holds.
    let value: Value
    /// The states the rule applies in. The first rule of a stylesheet applies in all of them.
    let matches: Set<Appearance>
    /// The `color-scheme` the rule declares (`light dark`, `dark`), or nil.
    let colorScheme: String?

    init(media: String? = nil, selector: String = ":root", value: Value, matches: Set<Appearance>, colorScheme: String? = nil) {
        self.media = media
        self.selector = selector
        self.value = value
        self.matches = matches
        self.colorScheme = colorScheme
    }

    /// The appearance whose value the rule gives in `state`.
    func shows(in state: Appearance) -> Appearance {
        switch value {
        case .one(let appearance): appearance
        case .lightDark(let light, let dark): state.isDark ? dark : light
        }
    }
}

/// Which colours each rule of a stylesheet sets, so that in every state a browser can be in the cascade gives
/// each colour the value UIKit shows in the same traits (`NamedColor.source(for:)`, with UIKit's fallbacks).
///
/// Rules are in source order, and a later rule that applies in a state wins over an earlier one (the variants
/// keep specificity from decreasing along the order). The first rule sets every colour. A later rule sets a
/// colour when, in a state for which it is the last rule that applies, the rules before it give another value
/// than UIKit shows; what it sets also reaches the other states it applies in, and the rules after it that
/// decide those states correct them. So every value is right where the cascade ends, each state's last rule
/// having the final word, and a colour appears in a rule only where it changes something.
enum CSSCascade {
    /// For each of `rules`, the indices in `colors` of the colours it sets, in `colors`' order.
    static func members(of rules: [CSSRule], colors: [NamedColor]) -> [[Int]] {
        precondition(rules.first.map { Set(CSSRule.states).isSubset(of: $0.matches) } ?? true, "the first rule applies everywhere")
        var effect = initialEffect(states: CSSRule.states.count, colors: colors.count)
        var members: [[Int]] = []
        for (index, rule) in rules.enumerated() {
            let decided = CSSRule.states.indices.filter { state in
                rule.matches.contains(CSSRule.states[state])
                    && !rules[(index + 1)...].contains { $0.matches.contains(CSSRule.states[state]) }
            }
            let set = colors.indices.filter { color in
                index == 0 || decided.contains { effect[$0][color] != colors[color].source(for: CSSRule.states[$0]) }
            }
            apply(rule, to: set, colors: colors, effect: &effect)
            members.append(set)
        }
        return members
    }

    /// What the cascade of `rules`, each setting its `members`, gives each colour in `state`: the value of the last
    /// rule that applies there and sets it; nil where none does.
    static func cascade(_ rules: [CSSRule], members: [[Int]], colors: [NamedColor], in state: Appearance) -> [SourceColor?] {
        var effect = initialEffect(states: CSSRule.states.count, colors: colors.count)
        for (rule, set) in zip(rules, members) { apply(rule, to: set, colors: colors, effect: &effect) }
        return CSSRule.states.firstIndex(of: state).map { effect[$0] } ?? Array(repeating: nil, count: colors.count)
    }

    private static func initialEffect(states: Int, colors: Int) -> [[SourceColor?]] {
        Array(repeating: Array(repeating: nil, count: colors), count: states)
    }

    private static func apply(_ rule: CSSRule, to set: [Int], colors: [NamedColor], effect: inout [[SourceColor?]]) {
        for (state, appearance) in CSSRule.states.enumerated() where rule.matches.contains(appearance) {
            for color in set { effect[state][color] = colors[color].source(for: rule.shows(in: appearance)) }
        }
    }
}
