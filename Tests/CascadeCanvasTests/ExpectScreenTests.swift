import CascadeCanvas
import CascadeTestSupport
import Testing

/// The shared screen assertion fails on a difference, with a diff that shows the rows, and passes
/// on equal screens.
@Suite struct ExpectScreenTests {
  @Test func aDifferentScreenRecordsOneIssueWithTheDiff() {
    withKnownIssue {
      expectScreen(["ab ", "cd "], ["ab ", "cx "], "the second row")
    } matching: { issue in
      let text = String(describing: issue)
      return text.contains("the second row") && text.contains("|cd |") && text.contains("|cx |")
    }
  }

  @Test func equalScreensPass() {
    let backend = TestBackend(size: .init(width: 2, height: 1))
    expectScreen(backend, ["  "])
    #expect(screenDiff(["a"], ["a"]) == nil)
    #expect(screenDiff(["a"], ["a", "b"]) != nil, "a missing row is a difference")
  }
}
