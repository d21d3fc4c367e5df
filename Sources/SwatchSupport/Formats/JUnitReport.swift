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
        /// Why it was not run (an input `--keep-going` passed over), nil when it was.
        public let skipped: String?

        /// A test case; `failure` nil for one that passed, `skipped` nil for one that was run.
        public init(classname: String, name: String, failure: String?, failureType: String, skipped: String? = nil) {
            self.classname = classname
            self.name = name
            self.failure = failure
            self.failureType = failureType
            self.skipped = skipped
        }
    }

    /// A named group of test cases.
    public struct Suite: Sendable, Equatable {
        /// Its name (`light`, `cvd.dark`).
        public let name: String
        /// Its cases, in order.
        public let cases: [TestCase]

        /// The suite as `stream` takes it.
        package var streamed: StreamedSuite {
            (name, cases.count, cases.filter { $0.failure != nil }.count, AnySequence(cases), cases.filter { $0.skipped != nil }.count)
        }

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
        var text = ""
        Self.lines(name: name, suites: suites.map(\.streamed)) { text += $0 + "\n" }
        return text
    }

    /// A suite as `stream` writes it: its totals, and its cases made as they are written.
    package typealias StreamedSuite = (name: String, tests: Int, failures: Int, cases: AnySequence<TestCase>, skipped: Int)

    /// The document of `xml` streamed: each suite's totals are given first and its cases made as they are
    /// written, so a report of many cases is never held whole.
    package static func stream(name: String, suites: [StreamedSuite],
                       into writer: BufferedFileWriter) throws(SwatchError) {
        try lines(name: name, suites: suites) { (line) throws(SwatchError) in
            try writer.write(line.utf8)
            try writer.write(CollectionOfOne(10))
        }
    }

    /// The document's lines, each handed to `emit` without its newline.
    private static func lines<Failure: Error>(name: String, suites: [StreamedSuite],
                                              emit: (String) throws(Failure) -> Void) throws(Failure) {
        try emit("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        // `skipped` only where something was: a report without is as it always was.
        let skipped = { (count: Int) in count > 0 ? " skipped=\"\(count)\"" : "" }
        try emit("<testsuites name=\"\(XMLText.attribute(name))\" tests=\"\(suites.map(\.tests).reduce(0, +))\" failures=\"\(suites.map(\.failures).reduce(0, +))\"\(skipped(suites.map(\.skipped).reduce(0, +)))>")
        for suite in suites {
            try emit("  <testsuite name=\"\(XMLText.attribute(suite.name))\" tests=\"\(suite.tests)\" failures=\"\(suite.failures)\"\(skipped(suite.skipped))>")
            for item in suite.cases {
                let opening = "    <testcase classname=\"\(XMLText.attribute(item.classname))\" name=\"\(XMLText.attribute(item.name))\""
                if let failure = item.failure {
                    try emit(opening + ">")
                    try emit("      <failure message=\"\(XMLText.attribute(failure))\" type=\"\(XMLText.attribute(item.failureType))\"/>")
                    try emit("    </testcase>")
                } else if let reason = item.skipped {
                    try emit(opening + ">")
                    try emit("      <skipped message=\"\(XMLText.attribute(reason))\"/>")
                    try emit("    </testcase>")
                } else {
                    try emit(opening + "/>")
                }
            }
            try emit("  </testsuite>")
        }
        try emit("</testsuites>")
    }
}
