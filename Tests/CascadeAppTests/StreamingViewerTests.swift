import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

/// The viewer over a collection whose records arrive while it runs (`GrowingCollection`).
@Suite struct StreamingViewerTests {
  @Test func cardsAppearAsTheyArriveAndTheStatusLineCountsThem() {
    let input = GrowingCollection()
    let v = viewer(input, size: Size(width: 30, height: 8)) {
      $0.columns = 2
      $0.inputName = "<stdin>"
    }
    #expect(
      screenDiff(
        screen(v),
        [
          "                              ",
          "                              ",
          "                              ",
          "       reading <stdin>…       ",
          "                              ",
          "                              ",
          "                              ",
          " loading 0     ? keys  q quit ",
        ]) == nil)
    input.append(titles: ["alpha", "bravo", "charlie"])
    #expect(v.advance())
    #expect(
      screenDiff(
        screen(v),
        [
          "┏━━━━━━━━━━━━━┓ ╭────────────╮",
          "┃ alpha       ┃ │ bravo      │",
          "┗━━━━━━━━━━━━━┛ ╰────────────╯",
          "╭─────────────╮               ",
          "│ charlie     │               ",
          "╰─────────────╯               ",
          "                              ",
          " card 1 · loading 3           ",
        ]) == nil, "\(screen(v))")
    input.append(titles: ["delta"])
    input.finish()
    #expect(v.advance())
    #expect(!v.advance(), "nothing changed since the last turn")
    let done = screen(v)
    #expect(done[4].contains("charlie") && done[4].contains("delta"), "\(done)")
    #expect(done.last == " card 1 of 4   ? keys  q quit ")
  }

  /// The status line says how far a file of known size has been read, with thousands grouped, and
  /// where a collection inside a JSON object was found.
  @Test func statusLineShowsTheShareReadAndTheItemsPath() {
    let input = GrowingCollection(totalBytes: 1_000, itemsPath: ".data.children")
    input.append((0..<1_234).map { Record(title: "t\($0)", original: "") }, bytes: 437)
    let v = viewer(input, size: Size(width: 64, height: 6)) { $0.columns = 2 }
    #expect(screen(v).last == " card 1 · loading 1,234 · 43% · .data.children   ? keys  q quit ")
    press(v, .character("/"))
    // 't12 is exact: t12, t120…t129, t1200…t1233.
    type(v, "'t12")
    #expect(screen(v).last == " /'t12  45/1234  loading 1,234 · 43%                            ")
    press(v, .enter)
    input.finish()
    v.advance()
    #expect(screen(v).last == " card 1 of 45 · .data.children · /'t12           ? keys  q quit ")
  }

  /// More cards arriving below never move the focused card on screen, however far down it is.
  @Test func theFocusedCardStaysWhereItIsWhileMoreArrive() {
    let input = GrowingCollection()
    input.append(
      (0..<200).map { Record(title: "card \($0)", body: String(repeating: "word ", count: $0 % 7), original: "") })
    let v = viewer(input, size: Size(width: 60, height: 20)) { $0.columns = 3 }
    _ = screen(v)
    press(v, .pageDown, .pageDown, .down, .right)
    let focus = v.collectionView.focusedIndexPath
    let before = screen(v)
    let offset = v.collectionView.contentOffset
    for batch in 0..<20 {
      input.append((0..<500).map { Record(title: "late \(batch)-\($0)", original: "") })
      v.advance()
      #expect(v.collectionView.focusedIndexPath == focus)
      #expect(v.collectionView.contentOffset == offset)
      #expect(screenDiff(Array(screen(v).dropLast()), Array(before.dropLast())) == nil, "batch \(batch)")
    }
    // End reaches the last card that has arrived.
    press(v, .end)
    #expect(v.source.record(at: v.collectionView.focusedIndexPath!).title == "late 19-499")
  }

  /// A filter typed before the records arrive applies to them as they come, as in fzf, and a
  /// selected card stays selected.
  @Test func theFilterAppliesToRecordsThatArriveAfterIt() {
    let input = GrowingCollection()
    input.append(titles: ["apple", "banana"])
    let v = viewer(input, size: Size(width: 40, height: 10)) {
      $0.columns = 1
      $0.allowsMultipleSelection = true
    }
    press(v, .character("/"))
    type(v, "an")
    #expect(v.source.shownCount == 1)
    press(v, .enter, .space)
    input.append(titles: ["cherry", "mango", "orange", "plum"])
    v.advance()
    let shown = (0..<v.source.shownCount).map { v.source.record(at: IndexPath(item: $0, section: 0)).title }
    #expect(shown == FuzzyFilterTests.ranked(["apple", "banana", "cherry", "mango", "orange", "plum"], query: "an"))
    #expect(Set(shown) == ["banana", "mango", "orange"])
    #expect(v.selection == [IndexPath(item: 1, section: 0)])
    // Clearing the filter shows everything, the late records too.
    press(v, .character("/"), .escape)
    #expect(v.source.shownCount == 6)
  }

  /// Every key works while loading: moving, selecting, filtering, the full view, quitting; the
  /// session waits for keys briefly while records arrive and blocks once the input has ended.
  @Test func theSessionPollsWhileLoadingAndBlocksAfter() {
    let input = GrowingCollection()
    let backend = TestBackend(size: Size(width: 40, height: 8))
    let v = viewer(input, size: Size(width: 40, height: 8)) { $0.allowsMultipleSelection = true }
    var timeouts: [Int?] = []
    var script: [() -> InputEvent?] = [
      {
        input.append(titles: ["one", "two"]); return nil
      },
      { .key(.down) },
      { .key(.space) },
      {
        input.append(titles: ["three"]); return nil
      },
      {
        input.finish(); return nil
      },
      { .key(.character("q")) },
    ]
    let status = ViewerSession(viewer: v, backend: backend).run(
      nextEvent: { (timeout: Int?) -> InputEvent? in
        timeouts.append(timeout)
        return script.isEmpty ? nil : script.removeFirst()()
      },
      suspend: {})
    #expect(status == .selected)
    #expect(v.selectedOriginals == ["two"])
    // A short wait until the first records are shown (the first screen appears as soon as they
    // are read), the longer one after them, none once the input has ended; after each key a look
    // without waiting (0) for keys already there, handled before the next frame: it finds Space
    // after Down, then nothing (records arriving), and nothing after `q`.
    #expect(timeouts == [2, 40, 0, 0, 40, nil, 0], "\(timeouts)")
    #expect(backend.lines().last?.hasPrefix(" card 2 of 3 · 1 selected") == true, "\(backend.lines())")
  }

  /// A read that fails ends the session with status 2 and the error, whatever the user was doing.
  @Test func aFailedReadEndsTheSession() {
    let input = GrowingCollection()
    let v = viewer(input, size: Size(width: 40, height: 8))
    let failure = InputError(source: "bad.json", line: 3, column: 7, reason: "expected a value")
    var events: [InputEvent?] = [nil, .key(.character("/")), .key(.character("x"))]
    let status = ViewerSession(viewer: v, backend: TestBackend(size: Size(width: 40, height: 8))).run(
      nextEvent: { (_: Int?) -> InputEvent? in
        input.append(titles: ["fine"])
        if events.isEmpty { input.finish(failure: failure) }
        return events.isEmpty ? nil : events.removeFirst()
      },
      suspend: {})
    #expect(status == .error)
    #expect(v.loadFailure == failure)
    #expect("\(failure)" == "bad.json:3:7: expected a value")
  }

  /// With a first-frame wait, nothing is drawn until the first records are in (the command's
  /// terminal is woken by the store the moment they are), so the first screen shows cards.
  @Test func theFirstFrameWaitsForTheFirstRecords() {
    let input = GrowingCollection()
    let backend = TestBackend(size: Size(width: 40, height: 8))
    let v = viewer(input, size: Size(width: 40, height: 8))
    var timeouts: [Int?] = []
    var drawsBeforeEachWait: [Int] = []
    var firstFrame: [String]?
    var script: [() -> InputEvent?] = [
      {
        input.append(titles: ["one", "two"]); return nil
      },  // woken: the records are in
      {
        input.finish(); return nil
      },
      { .key(.character("q")) },
    ]
    var session = ViewerSession(viewer: v, backend: backend)
    session.firstFrameWaitMilliseconds = 40
    let status = session.run(
      nextEvent: { (timeout: Int?) -> InputEvent? in
        timeouts.append(timeout)
        drawsBeforeEachWait.append(backend.drawCount)
        if backend.drawCount > 0 && firstFrame == nil { firstFrame = backend.lines() }
        return script.isEmpty ? nil : script.removeFirst()()
      },
      suspend: {})
    #expect(status == .nothingSelected)
    #expect(timeouts.first == 40, "\(timeouts)")
    #expect(drawsBeforeEachWait.prefix(2) == [0, 1], "\(drawsBeforeEachWait)")
    // The first frame drawn shows the records that arrived during the wait.
    #expect(firstFrame?.joined(separator: "\n").contains("one") == true, "\(firstFrame ?? [])")
    #expect(firstFrame?.last?.hasPrefix(" card 1 · loading 2") == true, "\(firstFrame ?? [])")
  }

  /// A key that comes during the first frame's wait is handled after that frame.
  @Test func aKeyDuringTheFirstFrameWaitIsHandledAfterIt() {
    let input = GrowingCollection()
    let backend = TestBackend(size: Size(width: 40, height: 8))
    let v = viewer(input, size: Size(width: 40, height: 8))
    var script: [() -> InputEvent?] = [
      {
        input.append(titles: ["one", "two"]); return .key(.down)
      },
      {
        input.finish(); return nil
      },
      { .key(.character("q")) },
    ]
    var session = ViewerSession(viewer: v, backend: backend)
    session.firstFrameWaitMilliseconds = 40
    let status = session.run(
      nextEvent: { (_: Int?) -> InputEvent? in script.isEmpty ? nil : script.removeFirst()() }, suspend: {})
    #expect(status == .nothingSelected)
    #expect(backend.lines().last?.hasPrefix(" card 2 of 2") == true, "\(backend.lines())")
  }

  /// Without it (the default, and for a collection that is not loading) the first frame is drawn
  /// before anything is waited for.
  @Test func withoutTheWaitTheFirstFrameComesFirst() {
    let input = GrowingCollection()
    let backend = TestBackend(size: Size(width: 40, height: 8))
    let v = viewer(input, size: Size(width: 40, height: 8))
    var drawsBeforeEachWait: [Int] = []
    var script: [() -> InputEvent?] = [
      {
        input.finish(); return nil
      }, { .key(.character("q")) },
    ]
    let status = ViewerSession(viewer: v, backend: backend).run(
      nextEvent: { (_: Int?) -> InputEvent? in
        drawsBeforeEachWait.append(backend.drawCount)
        return script.isEmpty ? nil : script.removeFirst()()
      },
      suspend: {})
    #expect(status == .nothingSelected)
    #expect(drawsBeforeEachWait.first == 1, "\(drawsBeforeEachWait)")
  }
}

/// A filter over many records runs a slice at a time between key reads.
@Suite struct SlicedFilterTests {
  /// The count grows slice by slice, a key typed in the middle takes over from the half-done
  /// filter, records keep arriving, and at the end the cards shown are exactly those a brute-force
  /// filter and sort of CascadeMatch's scores finds, in rank order.
  @Test func slicesEndWhereABruteForceFilterEnds() throws {
    let syllables = ["ka", "ki", "ru", "me", "no", "ta", "瀑", "É"]
    let failure = try withEvery("seed", in: 0..<150) { seed, rng -> String? in
      let input = GrowingCollection()
      func randomTitles(_ n: Int) -> [String] {
        (0..<n).map { _ in
          (0..<Int.random(in: 1...4, using: &rng)).map { _ in syllables.randomElement(using: &rng)! }.joined()
        }
      }
      var titles = randomTitles(Int.random(in: 0...300, using: &rng))
      input.append(titles: titles)
      let v = viewer(input, size: Size(width: 40, height: 12)) { $0.columns = 2 }
      v.source.filterSliceSize = Int.random(in: 1...40, using: &rng)
      press(v, .character("/"))
      var counts: [Int] = []
      for _ in 0..<30 {
        switch Int.random(in: 0..<8, using: &rng) {
        case 0, 1: type(v, syllables.randomElement(using: &rng)!)
        case 2: press(v, .backspace)
        case 3:
          let more = randomTitles(Int.random(in: 0...50, using: &rng))
          titles += more
          input.append(titles: more)
        default:
          counts.append(v.source.shownCount)
          v.advance()
          if v.source.shownCount < counts.last! && v.filterText == "" { return "count fell without a key" }
        }
      }
      input.finish()
      var turns = 0
      while v.hasPendingWork || v.isLoading {
        let before = v.source.shownCount
        v.advance()
        if v.source.shownCount < before { return "a slice hid cards" }
        turns += 1
        if turns > 100_000 { return "the filter never finished" }
      }
      let expected =
        v.filterText.isEmpty ? Array(titles.indices) : FuzzyFilterTests.rankedIndices(titles, query: v.filterText)
      let shown = (0..<v.source.shownCount).map { v.source.modelIndexPath(of: IndexPath(item: $0, section: 0)).item }
      guard shown == expected else {
        return "filter \(v.filterText.debugDescription): shown \(shown), expected \(expected)"
      }
      guard v.collectionView.numberOfItems(inSection: 0) == expected.count else {
        return "the collection view counts \(v.collectionView.numberOfItems(inSection: 0))"
      }
      if !expected.isEmpty, v.collectionView.focusedIndexPath == nil { return "no focus" }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Each slice tests at most the slice size, and the status line's count rises as slices run.
  @Test func theCountRisesSliceBySlice() {
    let input = GrowingCollection()
    input.append(titles: (0..<1_000).map { $0 % 10 == 0 ? "match \($0)" : "other \($0)" })
    input.finish()
    let v = viewer(input, size: Size(width: 40, height: 8))
    v.source.filterSliceSize = 250
    press(v, .character("/"))
    v.setFilter("match")
    var lines: [String] = [screen(v).last!]
    while v.hasPendingWork {
      v.advance()
      lines.append(screen(v).last!)
    }
    #expect(
      lines.map { $0.prefix(18).trimmingCharacters() } == [
        // Until every record is tested the count says it may still grow.
        "/match  25/1000…", "/match  50/1000…", "/match  75/1000…", "/match  100/1000",
      ], "\(lines)")
  }
}

extension Substring {
  func trimmingCharacters() -> String {
    String(self.reversed().drop { $0 == " " }.reversed()).trimmingPrefixSpace()
  }
}

extension String {
  func trimmingPrefixSpace() -> String { String(drop { $0 == " " }) }
}
