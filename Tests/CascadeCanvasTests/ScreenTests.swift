import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import Testing

@Suite struct ScreenTests {
  @Test func firstFrameClearsAndDrawsEverything() {
    let backend = TestBackend(size: Size(width: 6, height: 2))
    let screen = Screen(backend: backend)
    screen.draw { $0.draw("瀑布 ok", at: .zero) }
    #expect(backend.diff(expected: ["瀑布 o", "      "]) == nil)
    #expect(backend.clearCount == 1)
    #expect(backend.flushCount == 1)
    #expect(screen.lastChangeCount == 10, "every cell but the two continuations")
  }

  @Test func unchangedFrameSendsNothing() {
    let backend = TestBackend(size: Size(width: 8, height: 3))
    let screen = Screen(backend: backend)
    let render: (inout CellBuffer) -> Void = {
      $0.drawBox($0.bounds, title: "瀑布")
      $0.draw("👍🏽 ok", at: Point(x: 1, y: 1))
    }
    screen.draw(render)
    let sent = backend.drawnCellCount
    screen.draw(render)
    #expect(screen.lastChangeCount == 0)
    #expect(backend.drawnCellCount == sent)
    #expect(backend.flushCount == 2)
    #expect(backend.diff(expected: ["┌ 瀑布 ┐", "│👍🏽 ok │", "└──────┘"]) == nil)
  }

  @Test func onlyChangedCellsAreSent() {
    let backend = TestBackend(size: Size(width: 5, height: 1))
    let screen = Screen(backend: backend)
    screen.draw { $0.draw("abcde", at: .zero) }
    screen.draw { $0.draw("abXde", at: .zero) }
    #expect(screen.lastChangeCount == 1)
    screen.draw { $0.draw("a瀑de", at: .zero) }
    #expect(screen.lastChangeCount == 1, "the wide grapheme covers b's and X's cells")
    #expect(backend.diff(expected: ["a瀑de"]) == nil)
    screen.draw { $0.draw("a瀑de", at: .zero, style: Style(foreground: .red)) }
    #expect(screen.lastChangeCount == 4)
  }

  @Test func aChangedContinuationResendsItsWideGrapheme() {
    let backend = TestBackend(size: Size(width: 3, height: 1))
    let screen = Screen(backend: backend)
    screen.draw { $0.draw("瀑", at: .zero) }
    screen.draw {
      $0.draw("瀑", at: .zero)
      $0[1, 0] = .continuation(style: Style(background: .blue))
    }
    #expect(screen.lastChangeCount == 1)
  }

  @Test func resizeAndInvalidateRedrawEverything() {
    let backend = TestBackend(size: Size(width: 4, height: 2))
    let screen = Screen(backend: backend)
    screen.draw { $0.draw("ab", at: .zero) }
    backend.resize(to: Size(width: 3, height: 1))
    screen.draw { $0.draw("ab", at: .zero) }
    #expect(backend.clearCount == 2)
    #expect(screen.lastChangeCount == 3)
    #expect(backend.diff(expected: ["ab "]) == nil)
    screen.invalidate()
    screen.draw { $0.draw("ab", at: .zero) }
    #expect(backend.clearCount == 3)
    #expect(screen.lastChangeCount == 3)
  }

  @Test func cursorIsSentWhenItMoves() {
    let backend = TestBackend(size: Size(width: 4, height: 2))
    let screen = Screen(backend: backend)
    screen.cursor = Point(x: 1, y: 1)
    screen.draw { _ in }
    #expect(backend.cursor == Point(x: 1, y: 1))
    screen.cursor = nil
    screen.draw { _ in }
    #expect(backend.cursor == nil)
  }

  @Test func diffNamesTheLinesThatDiffer() {
    let backend = TestBackend(size: Size(width: 3, height: 2))
    #expect(backend.diff(expected: ["   ", "   "]) == nil)
    let diff = backend.diff(expected: ["   ", " x "]) ?? ""
    #expect(diff.contains("- 1  | x |"))
    #expect(diff.contains("+ 1  |   |"))
    #expect(!diff.contains("- 0"))
  }

  /// After any sequence of random frames, resizes and invalidations, the in-memory terminal shows
  /// exactly the last frame, cell for cell, styles included, and a repeated frame sends nothing.
  @Test func terminalAlwaysShowsTheLastFrame() {
    let texts = ["hello world", "瀑布流布局", "👍🏽👨‍👩‍👧🇯🇵", "e\u{301}e\u{301}", "a\tb", "x\ny"] + hostileTexts
    let styles = [
      Style.plain, Style(foreground: .red), Style(background: .blue, attributes: .bold),
      Style(foreground: .indexed(208)),
    ]
    let failure = withEvery("seed", in: 0..<600) { seed, rng in
      let backend = TestBackend(
        size: Size(width: Int.random(in: 1...14, using: &rng), height: Int.random(in: 1...8, using: &rng)))
      let screen = Screen(backend: backend)
      for frame in 0..<8 {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0:
          backend.resize(
            to: Size(width: Int.random(in: 0...14, using: &rng), height: Int.random(in: 0...8, using: &rng)))
        case 1: screen.invalidate()
        default: break
        }
        var operations: [(inout CellBuffer) -> Void] = []
        for _ in 0..<Int.random(in: 0...8, using: &rng) {
          let text = texts.randomElement(using: &rng) ?? ""
          let style = styles.randomElement(using: &rng) ?? .plain
          let rect = Rect(
            x: Int.random(in: -3...12, using: &rng), y: Int.random(in: -3...7, using: &rng),
            width: Int.random(in: 0...10, using: &rng), height: Int.random(in: 0...6, using: &rng))
          let clip: Rect? =
            Bool.random(using: &rng)
            ? nil
            : Rect(
              x: Int.random(in: -1...8, using: &rng), y: Int.random(in: -1...5, using: &rng),
              width: Int.random(in: 0...10, using: &rng), height: Int.random(in: 0...6, using: &rng))
          switch Int.random(in: 0..<5, using: &rng) {
          case 0: operations.append { $0.fill(rect, style: style, clip: clip) }
          case 1: operations.append { $0.drawBox(rect, border: .rounded, style: style, title: text, clip: clip) }
          case 2: operations.append { $0.draw(text, wrappingIn: rect, style: style, clip: clip) }
          case 3: operations.append { $0.fill(rect, with: Cell(grapheme: text.first ?? " ", style: style), clip: clip) }
          default: operations.append { $0.draw(text, at: rect.origin, style: style, clip: clip) }
          }
        }
        let render: (inout CellBuffer) -> Void = { buffer in for operation in operations { operation(&buffer) } }
        screen.draw(render)
        if backend.buffer != screen.lastFrame {
          let diff = TestBackend.diff(actual: backend.lines(), expected: screen.lastFrame.lines()) ?? "(styles differ)"
          return "frame \(frame):\n\(diff)"
        }
        if let broken = Self.brokenWidePair(in: screen.lastFrame) { return "frame \(frame): \(broken)" }
        screen.draw(render)
        if screen.lastChangeCount != 0 { return "frame \(frame) repeated sent \(screen.lastChangeCount) cells" }
      }
      _ = seed
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Every wide cell is followed by a continuation and every continuation follows a wide cell.
  static func brokenWidePair(in buffer: CellBuffer) -> String? {
    for y in 0..<buffer.size.height {
      for x in 0..<buffer.size.width {
        let cell = buffer[x, y]
        if cell.width == 2 && (x + 1 >= buffer.size.width || !buffer[x + 1, y].isContinuation) {
          return "wide cell at (\(x), \(y)) alone"
        }
        if cell.isContinuation && (x == 0 || buffer[x - 1, y].width != 2) {
          return "continuation at (\(x), \(y)) alone"
        }
      }
    }
    return nil
  }
}

@Suite struct ScreenFullFrameTests {
  /// A backend that ran out of colours gets the whole frame again at once, before the flush.
  @Test func aBackendThatRanOutGetsTheWholeFrameAgain() {
    let backend = TestBackend(size: Size(width: 6, height: 2))
    let screen = Screen(backend: backend)
    screen.draw { $0.draw("ab", at: .zero) }
    let flushes = backend.flushCount
    backend.asksForFullFrame = true
    screen.draw { $0.draw("ac", at: .zero) }
    #expect(backend.lastDrawnCellCount == 12)
    #expect(backend.flushCount == flushes + 1)
    #expect(backend.buffer.lines() == ["ac    ", "      "])
    screen.draw { $0.draw("ad", at: .zero) }
    #expect(backend.lastDrawnCellCount == 1)
  }
}
