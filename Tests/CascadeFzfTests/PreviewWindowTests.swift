import CascadeFzf
import CascadeLayout
import CascadeTestSupport
import Testing

/// `--preview-window` in fzf's syntax, and how the pane splits the card area.
@Suite struct PreviewWindowTests {
  @Test func fzfsCommonForms() throws {
    let right = try PreviewWindow(parsing: "right:40%")
    #expect(right.position == .right && right.size == .percent(40) && !right.isHidden)
    let bottom = try PreviewWindow(parsing: "bottom:30%")
    #expect(bottom.position == .down && bottom.size == .percent(30))
    let up = try PreviewWindow(parsing: "up,12,wrap,noborder")
    #expect(up.position == .up && up.size == .cells(12) && up.wraps && !up.hasBorder)
    let hidden = try PreviewWindow(parsing: "hidden")
    #expect(hidden.isHidden && hidden.position == .right && hidden.size == .percent(50))
    let many = try PreviewWindow(parsing: "left:60%:border-sharp:follow:nocycle:info")
    #expect(many.position == .left && many.size == .percent(60) && many.follows && many.hasBorder)
    #expect(try PreviewWindow(parsing: "top:3:hidden:nohidden:default") == PreviewWindow())
    #expect(try PreviewWindow(parsing: "") == PreviewWindow())
  }

  /// fzf's size 0: the command runs for each card, nothing is drawn.
  @Test func sizeZeroTakesNoRoom() throws {
    for spec in ["0", "0%", "up,0", "0,hidden"] {
      let window = try PreviewWindow(parsing: spec)
      #expect(window.isEmpty && window.size == .cells(0), "\(spec)")
      let area = Rect(x: 0, y: 0, width: 80, height: 20)
      #expect(window.split(area).pane == nil && window.split(area).cards == area, "\(spec)")
    }
    #expect(try !PreviewWindow(parsing: "1").isEmpty)
  }

  @Test func othersAreRefusedByName() {
    for (spec, word) in [
      ("right:bogus", "bogus"), ("101%", "101%"), ("right:+{2}x", "+{2}x"),
      ("~x", "~x"), ("+/0", "+/0"), ("+{a}", "+{a}"), ("-5", "-5"), ("<0(up)", "<0(up)"),
      ("<30()", "<30()"), ("<30(up", "<30(up"), ("<30(<20(up))", "<30(<20(up))"), ("<x(up)", "<x(up)"),
      ("<30(bogus)", "bogus"),
    ] {
      #expect(throws: PreviewWindowError.self, "\(spec)") { try PreviewWindow(parsing: spec) }
      do {
        _ = try PreviewWindow(parsing: spec)
      } catch {
        #expect(error.word == word, "\(spec)")
        #expect("\(error)".hasPrefix("'\(word)': "))
      }
    }
  }

  @Test func scrollOffsetsAndHeaderLinesAreFzfs() throws {
    let constant = try PreviewWindow(parsing: "left:+123")
    #expect(constant.scroll?.expression == "+123" && constant.size == .percent(50))
    let window = try PreviewWindow(parsing: "top:+{2}-2/2:~3")
    #expect(window.scroll?.expression == "+{2}-2/2" && window.headerLines == 3 && window.position == .up)
    for word in ["+123", "+{3}", "+{-1}", "+{2}-2", "+{2}/2", "+{2}+5-/3", "+1+2-3"] {
      #expect(PreviewScroll(word) != nil, "\(word)")
    }
    for word in ["+", "123", "+{}", "+{2", "+{2}x", "+/0", "+{2}/2+1", "+-"] {
      #expect(PreviewScroll(word) == nil, "\(word)")
    }
  }

  /// fzf's evaluation (`evaluateScrollOffset`): keep digits and `+-/`, add the `+N`/`-N` terms from
  /// -1, a `/D` takes `height / D` off and ends it; never below 0. The brute force reads each term
  /// off a spec built from known parts, quoted as a placeholder's value is.
  @Test func scrollOffsetIsFzfsArithmetic() {
    let failure = withEvery("seed", in: 0..<3_000) { _, rng -> String? in
      let value = Int.random(in: -50...2_000, using: &rng)
      let terms = (0..<Int.random(in: 0...3, using: &rng)).map { _ in Int.random(in: -40...40, using: &rng) }
      let denominator = Bool.random(using: &rng) ? Int.random(in: 1...9, using: &rng) : nil
      let height = Int.random(in: 0...60, using: &rng)
      let noise = ["", ":", "'", "x"].randomElement(using: &rng)!
      var expanded = "+'\(noise)\(value)\(noise)'"
      for term in terms { expanded += term < 0 ? "\(term)" : "+\(term)" }
      if let denominator { expanded += "/\(denominator)" }
      var expected = -1 + value + terms.reduce(0, +)
      if let denominator { expected -= height / denominator }
      let got = PreviewScroll.offset(of: expanded, height: height)
      return got == max(0, expected) ? nil : "\(expanded) at \(height): \(got), not \(max(0, expected))"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// For every position and size the pane and the cards tile the area exactly, the pane is as large
  /// as asked (when the cards keep their 4 cells), and a hidden window leaves the area to the cards.
  @Test func splitTilesTheArea() {
    let failure = withEvery("seed", in: 0..<2_000) { _, rng -> String? in
      var window = PreviewWindow()
      window.position = [.up, .down, .left, .right].randomElement(using: &rng)!
      window.size =
        Bool.random(using: &rng)
        ? .cells(Int.random(in: 1...60, using: &rng)) : .percent(Int.random(in: 1...100, using: &rng))
      window.hasBorder = Bool.random(using: &rng)
      window.isHidden = Int.random(in: 0..<8, using: &rng) == 0
      let area = Rect(
        x: Int.random(in: 0...5, using: &rng), y: Int.random(in: 0...5, using: &rng),
        width: Int.random(in: 0...80, using: &rng), height: Int.random(in: 0...40, using: &rng))
      let (cards, pane) = window.split(area)
      guard let pane else { return cards == area ? nil : "no pane, yet the cards got \(cards) of \(area)" }
      if window.isHidden { return "a hidden window made a pane" }
      let horizontal = window.position == .left || window.position == .right
      let total = horizontal ? area.width : area.height
      let paneExtent = horizontal ? pane.width : pane.height
      let wanted: Int
      switch window.size {
      case .cells(let n): wanted = n
      case .percent(let p): wanted = total * p / 100
      }
      if paneExtent != min(wanted, total - 4) { return "pane \(paneExtent) for \(window.size) of \(total)" }
      if cards.intersects(pane) { return "\(cards) overlaps \(pane)" }
      if cards.width * cards.height + pane.width * pane.height != area.width * area.height {
        return "\(cards) + \(pane) is not \(area)"
      }
      if !(area.contains(cards) && area.contains(pane)) { return "outside \(area)" }
      let side: Bool
      switch window.position {
      case .right: side = pane.maxX == area.maxX
      case .left: side = pane.minX == area.minX
      case .down, .next: side = pane.maxY == area.maxY
      case .up: side = pane.minY == area.minY
      }
      return side ? nil : "\(pane) is not on the \(window.position) of \(area)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
