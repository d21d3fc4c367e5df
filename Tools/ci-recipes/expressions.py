"""GitHub Actions expressions (`${{ ... }}`), as far as swatch's recipes use them.

Literals (null, booleans, numbers, '...' strings), context paths (env.X, steps.id.outputs.name, github.event.a.b,
x['key']), ! && || == != < <= > >= and parentheses, and the functions success(), failure(), cancelled(), always(),
contains(), startsWith(), endsWith() and format(). Anything else is an error, never a guess: a recipe that needs more
makes the checker fail until this file learns it. Semantics follow GitHub's documentation: && and || return an
operand, == compares strings without case and coerces mixed types to numbers, a missing property is null.
"""

import math
import re

TOKEN = re.compile(r"""
    \s*(?:
      (?P<string>'(?:[^']|'')*')
    | (?P<number>-?(?:0x[0-9a-fA-F]+|\d+(?:\.\d+)?(?:[eE][-+]?\d+)?))
    | (?P<op>==|!=|<=|>=|&&|\|\||[!<>()\[\].,*])
    | (?P<name>[A-Za-z_][A-Za-z0-9_-]*)
    )""", re.VERBOSE)


class ExpressionError(Exception):
    pass


def tokens(text):
    position, found = 0, []
    text = text.strip()
    while position < len(text):
        match = TOKEN.match(text, position)
        if not match or match.end() == position:
            raise ExpressionError(f"cannot read the expression at: {text[position:]!r}")
        kind = match.lastgroup
        found.append((kind, match.group(kind)))
        position = match.end()
    return found


def to_number(value):
    if value is None:
        return 0.0
    if isinstance(value, bool):
        return 1.0 if value else 0.0
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):
        text = value.strip()
        if text == "":
            return 0.0
        try:
            return float(int(text, 16)) if text.lower().startswith("0x") else float(text)
        except ValueError:
            return math.nan
    return math.nan


def truthy(value):
    if value is None or value is False:
        return False
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value != 0 and not math.isnan(value)
    if isinstance(value, str):
        return value != ""
    return True


def equal(left, right):
    if isinstance(left, str) and isinstance(right, str):
        return left.casefold() == right.casefold()
    if type(left) is type(right) and not isinstance(left, (int, float)):
        return left is right if isinstance(left, (dict, list)) else left == right
    return to_number(left) == to_number(right)


def text(value):
    """A value as ${{ }} writes it into a string."""
    if value is None:
        return ""
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else repr(value)
    if isinstance(value, (dict, list)):
        import json
        return json.dumps(value, indent=2)
    return str(value)


class Parser:
    """Recursive descent over the token list; `context` maps top-level names (env, steps, ...) to values and
    `status` answers the status functions for the step or job being decided."""

    def __init__(self, source, context, status):
        self.source, self.items, self.at = source, tokens(source), 0
        self.context, self.status = context, status

    def peek(self, value=None):
        if self.at >= len(self.items):
            return None
        kind, text_ = self.items[self.at]
        if value is not None:
            return text_ if kind == "op" and text_ == value else None
        return self.items[self.at]

    def take(self, value):
        if not self.peek(value):
            raise ExpressionError(f"expected {value!r} in: {self.source}")
        self.at += 1

    def parse(self):
        value = self.or_()
        if self.at != len(self.items):
            raise ExpressionError(f"unexpected {self.items[self.at][1]!r} in: {self.source}")
        return value

    def or_(self):
        value = self.and_()
        while self.peek("||"):
            self.at += 1
            right = self.and_()
            value = value if truthy(value) else right
        return value

    def and_(self):
        value = self.comparison()
        while self.peek("&&"):
            self.at += 1
            right = self.comparison()
            value = right if truthy(value) else value
        return value

    def comparison(self):
        value = self.unary()
        while True:
            op = next((o for o in ("==", "!=", "<=", ">=", "<", ">") if self.peek(o)), None)
            if not op:
                return value
            self.at += 1
            right = self.unary()
            if op == "==":
                value = equal(value, right)
            elif op == "!=":
                value = not equal(value, right)
            else:
                a, b = ((value.casefold(), right.casefold()) if isinstance(value, str) and isinstance(right, str)
                        else (to_number(value), to_number(right)))
                value = {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op]

    def unary(self):
        if self.peek("!"):
            self.at += 1
            return not truthy(self.unary())
        return self.postfix(self.primary())

    def primary(self):
        item = self.peek()
        if item is None:
            raise ExpressionError(f"the expression ends too soon: {self.source}")
        kind, value = item
        self.at += 1
        if kind == "string":
            return value[1:-1].replace("''", "'")
        if kind == "number":
            return to_number(value)
        if kind == "op" and value == "(":
            inner = self.or_()
            self.take(")")
            return inner
        if kind == "name":
            if value in ("true", "false"):
                return value == "true"
            if value == "null":
                return None
            if self.peek("("):
                return self.call(value)
            if value not in self.context:
                raise ExpressionError(f"unknown context {value!r} in: {self.source}")
            return self.context[value]
        raise ExpressionError(f"unexpected {value!r} in: {self.source}")

    def postfix(self, value):
        while True:
            if self.peek("."):
                self.at += 1
                kind, name = self.peek() or (None, None)
                if kind != "name":
                    raise ExpressionError(f"expected a property name in: {self.source}")
                self.at += 1
                value = lookup(value, name)
            elif self.peek("["):
                self.at += 1
                key = self.or_()
                self.take("]")
                value = lookup(value, text(key))
            else:
                return value

    def call(self, name):
        self.take("(")
        arguments = []
        while not self.peek(")"):
            arguments.append(self.or_())
            if not self.peek(")"):
                self.take(",")
        self.take(")")
        lowered = name.lower()
        if lowered in ("success", "failure", "cancelled", "always"):
            if arguments:
                raise ExpressionError(f"{name}() takes no arguments")
            return self.status(lowered)
        if lowered == "contains" and len(arguments) == 2:
            haystack, needle = arguments
            if isinstance(haystack, list):
                return any(equal(item, needle) for item in haystack)
            return text(needle).casefold() in text(haystack).casefold()
        if lowered == "startswith" and len(arguments) == 2:
            return text(arguments[0]).casefold().startswith(text(arguments[1]).casefold())
        if lowered == "endswith" and len(arguments) == 2:
            return text(arguments[0]).casefold().endswith(text(arguments[1]).casefold())
        if lowered == "format" and arguments:
            pattern = text(arguments[0])
            return re.sub(r"\{(\d+)\}", lambda m: text(arguments[1 + int(m.group(1))]), pattern)
        raise ExpressionError(f"the checker does not know the function {name}() with {len(arguments)} arguments")


def lookup(value, name):
    if isinstance(value, dict):
        for key in value:
            if key.casefold() == name.casefold():
                return value[key]
    return None


def evaluate(source, context, status=None):
    def no_status(name):
        raise ExpressionError(f"{name}() is not allowed here")
    return Parser(source, context, status or no_status).parse()


EMBEDDED = re.compile(r"\$\{\{(.*?)\}\}", re.DOTALL)


def whole_expression(value):
    """The expression when the string is exactly one ${{ }}, else None."""
    match = EMBEDDED.match(value)
    return match.group(1) if match and match.end() == len(value) else None


def interpolate(value, context, status=None):
    """A YAML value with ${{ }} in it: a string whose expressions are replaced by their text, or, when the whole
    value is one expression, that expression's value. Lists and mappings are interpolated item by item."""
    if isinstance(value, dict):
        return {key: interpolate(item, context, status) for key, item in value.items()}
    if isinstance(value, list):
        return [interpolate(item, context, status) for item in value]
    if not isinstance(value, str):
        return value
    whole = whole_expression(value.strip())
    if whole is not None:
        return evaluate(whole, context, status)
    return EMBEDDED.sub(lambda m: text(evaluate(m.group(1), context, status)), value)


def uses_status_function(condition):
    return re.search(r"\b(success|failure|cancelled|always)\s*\(", condition, re.IGNORECASE) is not None


def condition_holds(condition, context, status):
    """An `if:` as GitHub decides it: written with or without ${{ }}, and `success() && (...)` when it names no
    status function."""
    if condition is None:
        return truthy(status("success"))
    if isinstance(condition, bool):
        return condition and truthy(status("success"))
    source = str(condition).strip()
    whole = whole_expression(source)
    if whole is not None:
        source = whole
    elif "${{" in source:
        raise ExpressionError(f"an if: with ${{{{ }}}} around only part of it: {condition}")
    if not uses_status_function(source):
        source = f"success() && ({source})"
    return truthy(evaluate(source, context, status))


def self_test():
    """(what, held) for the rules the recipes rely on, so the checker proves its evaluator before trusting it."""
    context = {"steps": {"install": {"outcome": "success"}, "check": {"outcome": "failure"}, "cache": {"outputs": {}}},
               "github": {"event_name": "pull_request", "repository": "OWNER/swatch",
                          "event": {"pull_request": {"head": {"repo": {"full_name": "owner/SWATCH"}}}}},
               "env": {"V": "0.2.0"}, "runner": {"os": "Linux"}}
    failed_job = {"success": False, "failure": True, "cancelled": False, "always": True}.__getitem__
    good_job = {"success": True, "failure": False, "cancelled": False, "always": True}.__getitem__
    cases = [
        ("!cancelled() && steps.install.outcome == 'success' holds after a failed step",
         condition_holds("${{ !cancelled() && steps.install.outcome == 'success' }}", context, failed_job) is True),
        ("a condition without a status function is false after a failed step",
         condition_holds("steps.install.outcome == 'success'", context, failed_job) is False),
        ("no if: runs only while nothing failed",
         condition_holds(None, context, good_job) is True and condition_holds(None, context, failed_job) is False),
        ("a missing output is not 'true'",
         condition_holds("${{ steps.cache.outputs.cache-hit != 'true' }}", context, good_job) is True),
        ("== compares strings without case",
         evaluate("github.event.pull_request.head.repo.full_name == github.repository", context) is True),
        ("&& and || give an operand", evaluate("'' || 'b'", context) == "b" and evaluate("'a' && 0", context) == 0),
        ("${{ }} inside a string is replaced by its text",
         interpolate("swatch-${{ env.V }}-${{ runner.os }}", context) == "swatch-0.2.0-Linux"),
        ("format()", evaluate("format('{0}/{1}', env.V, runner.os)", context) == "0.2.0/Linux"),
    ]
    try:
        evaluate("hashFiles('x')", context)
        cases.append(("an unknown function is an error", False))
    except ExpressionError:
        cases.append(("an unknown function is an error", True))
    return cases
