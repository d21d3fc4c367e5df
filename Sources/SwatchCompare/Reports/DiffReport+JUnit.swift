import SwatchSupport

extension DiffReport {
    /// This comparison as one JUnit test case named `name` (the image checked), failing with `summary` and
    /// `detail` (a line more, such as a font hint) when the images are not equal.
    public func junitCase(named name: String, classname: String, detail: String? = nil) -> JUnitReport.TestCase {
        JUnitReport.TestCase(classname: classname, name: name,
                             failure: isEqual ? nil : summary + (detail.map { "; \($0)" } ?? ""), failureType: "pixels")
    }
}
