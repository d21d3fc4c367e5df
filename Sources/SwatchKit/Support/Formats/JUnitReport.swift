/// JUnit XML, as CI systems show test results: the one writer of swatch's JUnit reports (`check`,
/// `compare`, `verify`). Every name and message is written through `XMLText`, so a palette's names cannot
/// end an attribute or break the document.
public struct JUnitReport: Sendable, Equatable {
    /// One test: passing, or failing with a message.
    public struct TestCase: Sendable, Equatable {
        /// The group CI shows it under (`contrast.light`, `verify`).
        public let classname: String
        /// The test's name (`label on systemBackground as text`, a reference's path).
        public let name: String
        /// Why it failed, nil when it passed.
        public let failure: String?
        /// The kind of failure (`contrast`, `pixels`).
        public let failureType: String

        /// A test case; `failure` nil for one that passed.
        public init(classname: String, name: String, failure: String?, failureType: String) {
            self.classname = classname
            self.name = name
            self.failure = failure
            self.failureType = failureType
        }
    }

    /// A named group of test cases.
    public struct Suite: Sendable, Equatable {
        /// Its name (`light`, `cvd.dark`).
        public let name: String
        /// Its cases, in order.
        public let cases: [TestCase]

        /// A suite of `cases`.
        public init(name: String, cases: [TestCase]) {
            self.name = name
            self.cases = cases
        }
    }

    /// The name of the whole run (`swatch check`).
    public let name: String
    /// Its suites, in order.
    public let suites: [Suite]

    /// A report of `suites` named `name`.
    public init(name: String, suites: [Suite]) {
        self.name = name
        self.suites = suites
    }

    /// The document: `<testsuites>` with the totals, a `<testsuite>` per suite, a `<testcase>` per case and a
    /// `<failure>` in each failing one.
    public var xml: String {
        let cases = suites.flatMap(\.cases)
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"\(XMLText.attribute(name))\" tests=\"\(cases.count)\" failures=\"\(cases.filter { $0.failure != nil }.count)\">"]
        for suite in suites {
            lines.append("  <testsuite name=\"\(XMLText.attribute(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(suite.cases.filter { $0.failure != nil }.count)\">")
            for item in suite.cases {
                let opening = "    <testcase classname=\"\(XMLText.attribute(item.classname))\" name=\"\(XMLText.attribute(item.name))\""
                if let failure = item.failure {
                    lines.append(opening + ">")
                    lines.append("      <failure message=\"\(XMLText.attribute(failure))\" type=\"\(XMLText.attribute(item.failureType))\"/>")
                    lines.append("    </testcase>")
                } else {
                    lines.append(opening + "/>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
