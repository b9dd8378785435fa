@testable import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import CascadeTestSupport
import Testing

/// fzf's alternative preview layouts, `--preview-window '…,<N(…)'`: how the spec is read, and the
/// window in effect at each size, toggled and changed as fzf 0.38 does (screens written from fzf in
/// tmux at the same sizes).
@Suite struct PreviewAlternativeTests {
  @Test func theAlternativeIsTheWindowWithItsWordsOnTop() throws {
    let window = try PreviewWindow(parsing: "right,50%,<50(up,30%)")
    #expect(window.position == .right && window.size == .percent(50) && window.threshold == 50)
    #expect(window.alternative?.position == .up && window.alternative?.size == .percent(30))
    let hidden = try PreviewWindow(parsing: "<100000(hidden,up,border-none)")
    #expect(!hidden.isHidden && hidden.position == .right && hidden.border == .rounded)
    #expect(hidden.alternative?.isHidden == true && hidden.alternative?.border == FzfListStyle.Border.none)
    // fzf: the alternative starts shown even when the window does not, and takes the words after it.
    let after = try PreviewWindow(parsing: "hidden:<30(up):border-sharp,wrap")
    #expect(after.isHidden && after.alternative?.isHidden == false)
    #expect(after.alternative?.border == .sharp && after.alternative?.wraps == true && after.border == .sharp)
    #expect(after.alternative?.alternative == nil, "one level only")
    // Given again without one, a window keeps the alternative it had.
    var changed = try PreviewWindow(parsing: "<30(up)")
    try changed.apply(spec: "left")
    #expect(changed.position == .left && changed.alternative?.position == .up && changed.threshold == 30)
    #expect(try PreviewWindow(parsing: "<30(up),default") == PreviewWindow())
  }

  /// Over 5,000 seeded specs built from words and alternatives with `:` and `,` between them in
  /// any number: the tokens are exactly the parts the spec was built from.
  @Test func specsAreCutIntoTheirParts() {
    let words = ["up", "left", "50%", "12", "hidden", "border-top", "+{2}-5", "~3", "<0(up)", "<8(", "x"]
    let failure = withEvery("spec", in: 0..<5_000) { seed, random in
      var parts: [PreviewWindow.Token] = []
      var spec = ""
      for _ in 0..<Int.random(in: 0...5, using: &random) {
        spec += String(repeating: Bool.random(using: &random) ? ":" : ",", count: Int.random(in: 0...2, using: &random))
        if !spec.isEmpty, let last = spec.last, last != ":" && last != "," { spec += "," }
        if Int.random(in: 0..<3, using: &random) == 0 {
          let threshold = Int.random(in: 1...200, using: &random)
          let inside = (0..<Int.random(in: 1...3, using: &random)).map { _ in
            words[Int.random(in: 0..<7, using: &random)]
          }
          let text = inside.joined(separator: Bool.random(using: &random) ? "," : ":")
          spec += "<\(threshold)(\(text))"
          parts.append(.alternative(threshold: threshold, words: text))
        } else {
          let word = words[Int.random(in: 0..<words.count, using: &random)]
          spec += word
          parts.append(.word(word))
        }
      }
      let tokens = PreviewWindow.tokens(of: spec)
      return tokens == parts ? nil : "seed \(seed): \(spec) gave \(tokens)"
    }
    #expect(failure == nil)
  }

  /// The alternative is in effect exactly while the pane would be below the threshold, and never
  /// for a window of size 0; over 5,000 seeded thresholds and pane sizes.
  @Test func theAlternativeAppliesBelowTheThreshold() throws {
    let failure = try withEvery("threshold", in: 0..<5_000) { seed, random in
      let threshold = Int.random(in: 1...120, using: &random)
      let cells = Int.random(in: 0...150, using: &random)
      let empty = Int.random(in: 0..<10, using: &random) == 0
      let window = try PreviewWindow(parsing: "\(empty ? "0" : "40%"),<\(threshold)(up,3)")
      let (chosen, isAlternative) = window.inEffect { _ in cells }
      let expected = cells < threshold && !empty
      guard isAlternative == expected, chosen == (expected ? window.alternative : window) else {
        return "seed \(seed): \(cells) cells, threshold \(threshold), empty \(empty): alternative \(isAlternative)"
      }
      return nil
    }
    #expect(failure == nil)
  }

  private static func viewer(_ spec: String, size: Size) throws -> Viewer {
    let records = try RecordLoader.load(
      data: Array((1...5).map(String.init).joined(separator: "\n").utf8), name: "t", format: .lines, fields: .standard)
    let shown = CascadeAppTests.viewer(records, size: size) {
      $0.layout = .list
      $0.typesQueryAsFzf = true
      $0.prompt = "> "
      var list = FzfListStyle()
      list.scrollbar = ""
      $0.fzfList = list
      $0.previewCommand = "echo hi"
      $0.previewWindow = try! PreviewWindow(parsing: spec)
    }
    shown.preview.lines = [StyledLine([StyledRun("hi")])]
    return shown
  }

  private func trimmed(_ viewer: Viewer) -> [String] {
    screen(viewer).map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  /// `seq 5 | fzf --preview 'echo hi' --preview-window 'right,50%,<30(up,40%)' --no-scrollbar`
  /// at 40 columns (a 20-column pane is below 30: up, 40%) and at 80 (40 columns: right).
  @Test func screensAtTwoWidthsAreFzfs() throws {
    let narrow = try Self.viewer("right,50%,<30(up,40%)", size: Size(width: 40, height: 10))
    let wide = String(repeating: "─", count: 38)
    expectScreen(
      trimmed(narrow),
      [
        "╭\(wide)╮",
        "│ hi                                   │",
        "│                                      │",
        "╰\(wide)╯",
        "  4",
        "  3",
        "  2",
        "> 1",
        "  5/5 " + String(repeating: "─", count: 33),
        ">",
      ])
    narrow.resize(to: Size(width: 80, height: 10))
    let pane = String(repeating: " ", count: 38)
    let list = String(repeating: " ", count: 37)
    expectScreen(
      trimmed(narrow),
      [
        String(repeating: " ", count: 40) + "╭\(wide)╮",
        String(repeating: " ", count: 40) + "│ hi                                   │",
        String(repeating: " ", count: 40) + "│\(pane)│",
        "  5\(list)│\(pane)│",
        "  4\(list)│\(pane)│",
        "  3\(list)│\(pane)│",
        "  2\(list)│\(pane)│",
        "> 1\(list)│\(pane)│",
        "  5/5 " + String(repeating: "─", count: 33) + " │\(pane)│",
        ">" + String(repeating: " ", count: 39) + "╰\(wide)╯",
      ], "re-chosen on resize")
  }

  /// fzf's toggle hides the window in effect only: the alternative hidden at 40 columns leaves
  /// the pane on the right at 80, and it is hidden again back at 40.
  @Test func theToggleActsOnTheWindowInEffect() throws {
    let shown = try Self.viewer("right,50%,<30(up,40%)", size: Size(width: 40, height: 10))
    #expect(shown.preview.usesAlternative && shown.preview.isShown)
    shown.togglePreview()
    #expect(!shown.preview.isShown)
    shown.resize(to: Size(width: 80, height: 10))
    #expect(!shown.preview.usesAlternative && shown.preview.isShown && shown.preview.window.position == .right)
    shown.resize(to: Size(width: 40, height: 10))
    #expect(shown.preview.usesAlternative && !shown.preview.isShown)
    #expect(!trimmed(shown).contains { $0.contains("hi") })
    shown.stopPreview()
    // fzf's test_toggle_alternative_preview_window: hidden below the threshold until toggled.
    let hidden = try Self.viewer("<100000(hidden,up,border-none)", size: Size(width: 80, height: 10))
    #expect(!hidden.preview.isShown && !trimmed(hidden).contains { $0.contains("hi") })
    hidden.togglePreview()
    #expect(hidden.preview.isShown && hidden.preview.window.position == .up)
    hidden.stopPreview()
  }

  /// `change-preview-window` takes an alternative layout too, chosen at the current size.
  @Test func changePreviewWindowTakesAnAlternative() throws {
    let shown = try Self.viewer("right", size: Size(width: 40, height: 10))
    #expect(!shown.preview.usesAlternative)
    shown.changePreviewWindow("left,<30(down)|right")
    #expect(shown.preview.usesAlternative && shown.preview.window.position == .down)
    shown.changePreviewWindow("left,<30(down)|right")
    #expect(!shown.preview.usesAlternative && shown.preview.window.position == .right)
    shown.stopPreview()
  }
}
