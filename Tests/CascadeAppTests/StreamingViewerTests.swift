import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import Testing

/// The viewer over a collection whose records arrive while it runs (`GrowingCollection`).
@Suite struct StreamingViewerTests {
  @Test func cardsAppearAsTheyArriveAndTheStatusLineCountsThem() {
    let input = GrowingCollection()
    let v = viewer(input, size: Size(width: 30, height: 8)) {
      $0.columns = 2
      $0.inputName = "<stdin>"
    }
    #expect(screenDiff(screen(v), [
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
    #expect(screenDiff(screen(v), [
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
    // t12, t120…t129, t1200…t1233.
    type(v, "t12")
    #expect(screen(v).last == " /t12  45/1234  loading 1,234 · 43%                             ")
    press(v, .enter)
    input.finish()
    v.advance()
    #expect(screen(v).last == " card 1 of 45 · .data.children · /t12            ? keys  q quit ")
  }

  /// More cards arriving below never move the focused card on screen, however far down it is.
  @Test func theFocusedCardStaysWhereItIsWhileMoreArrive() {
    let input = GrowingCollection()
    input.append((0..<200).map { Record(title: "card \($0)", body: String(repeating: "word ", count: $0 % 7), original: "") })
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
    #expect(shown == ["banana", "mango", "orange"])
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
      { input.append(titles: ["one", "two"]); return nil },
      { .key(.down) },
      { .key(.space) },
      { input.append(titles: ["three"]); return nil },
      { input.finish(); return nil },
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
    #expect(timeouts == [40, 40, 40, 40, 40, nil], "\(timeouts)")
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
}
