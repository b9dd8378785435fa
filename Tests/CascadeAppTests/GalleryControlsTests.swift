import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

/// Zoom (`+`, `-`), grouping and sorting in the viewer: pinned section titles as screens, the focused
/// card kept in view, the focus and selection kept on their records.
@Suite struct GalleryControlsTests {
  static let books = BookRecords.ndjson

  static func grouped(size: Size) throws -> Viewer {
    viewer(try collection(books), size: size) {
      $0.columns = 2
      $0.order = ArrangementOptions(groupField: "genre", sortField: "year", descending: true)
      $0.cardFields = CardFields(chosen: [])
      // One line per title, so every card is three rows.
      $0.maxLines = 1
    }
  }

  /// The title of the section at the top stays on the top row while its cards scroll under it, and
  /// the next section's title pushes it off as it comes up.
  @Test func sectionTitlesStayPinnedWhileTheirCardsScroll() throws {
    let v = try Self.grouped(size: Size(width: 30, height: 7))
    expectScreen(
      drawnThroughScreen(v),
      [
        "── classic · 2 · 29% ─────────",
        "┏━━━━━━━━━━━━━┓ ╭────────────╮",
        "┃ Persuasion  ┃ │ Emma       │",
        "┗━━━━━━━━━━━━━┛ ╰────────────╯",
        "── literary · 1 · 14% ────────",
        "╭─────────────╮               ",
        " card 1 of 7   ? keys  q quit ",
      ])
    // Scrolling hands the focus to a card on screen, as the wheel does.
    v.collectionView.scroll(to: Point(x: 0, y: 2))
    expectScreen(
      drawnThroughScreen(v),
      [
        "── classic · 2 · 29% ─────────",
        "╰─────────────╯ ╰────────────╯",
        "── literary · 1 · 14% ────────",
        "┏━━━━━━━━━━━━━┓               ",
        "┃ Beloved     ┃               ",
        "┗━━━━━━━━━━━━━┛               ",
        " card 3 of 7   ? keys  q quit ",
      ])
    v.collectionView.scroll(to: Point(x: 0, y: 5))
    expectScreen(
      drawnThroughScreen(v),
      [
        "── literary · 1 · 14% ────────",
        "┃ Beloved     ┃               ",
        "┗━━━━━━━━━━━━━┛               ",
        "── sf · 3 · 43% ──────────────",
        "╭─────────────╮ ╭────────────╮",
        "│ Hyperion    │ │ Neuromanc… │",
        " card 3 of 7   ? keys  q quit ",
      ])
    v.collectionView.scroll(to: Point(x: 0, y: 10))
    expectScreen(
      drawnThroughScreen(v),
      [
        "── sf · 3 · 43% ──────────────",
        "╰─────────────╯ ╰────────────╯",
        "┏━━━━━━━━━━━━━┓               ",
        "┃ Dune        ┃               ",
        "┗━━━━━━━━━━━━━┛               ",
        "── (none) · 1 · 14% ──────────",
        " card 6 of 7   ? keys  q quit ",
      ])
  }

  /// In the grid too: a title pinned over the cards of its section.
  @Test func gridPinsSectionTitles() throws {
    let v = viewer(try collection(Self.books), size: Size(width: 30, height: 6)) {
      $0.layout = .grid
      $0.columns = 2
      $0.order = ArrangementOptions(groupField: "genre")
      $0.cardFields = CardFields(chosen: [])
    }
    v.collectionView.scroll(to: Point(x: 0, y: 3))
    let lines = drawnThroughScreen(v).lines()
    #expect(lines[0].hasPrefix("── classic · 2 · 29% ──"), "\(lines)")
  }

  /// `+` and `-` change the columns by one within 1 and as many as fit, and the focused card is
  /// on screen after every press, over seeded screen sizes, collections and focus moves.
  @Test func zoomKeepsTheFocusedCardInView() {
    let failure = withEvery("seed", in: 0..<60) { seed, rng in
      let count = Int.random(in: 1..<400, using: &rng)
      let demo = SyntheticCollection(count: count)
      let size = Size(width: Int.random(in: 20..<200, using: &rng), height: Int.random(in: 6..<50, using: &rng))
      let v = viewer(demo, size: size) { $0.layout = Bool.random(using: &rng) ? .waterfall : .grid }
      for _ in 0..<Int.random(in: 0..<30, using: &rng) {
        press(v, [Key.down, .right, .pageDown, .left].randomElement(using: &rng)!)
      }
      for _ in 0..<12 {
        let before = v.columnCount, zoomIn = Bool.random(using: &rng)
        let focused = v.collectionView.focusedIndexPath.map(v.source.modelIndexPath(of:))
        press(v, .character(zoomIn ? "+" : "-"))
        let want = zoomIn ? max(1, before - 1) : min(v.maximumZoomColumns, before + 1)
        guard v.columnCount == want else {
          return "\(size): \(before) columns, \(zoomIn ? "+" : "-") made \(v.columnCount), not \(want)"
        }
        _ = screen(v)
        let cv = v.collectionView
        guard let focus = cv.focusedIndexPath, v.source.modelIndexPath(of: focus) == focused else {
          return "the focus moved to another card"
        }
        guard let frame = cv.collectionViewLayout.layoutAttributesForItem(at: focus)?.frame else {
          return "no frame for the focus"
        }
        let visible = Rect(origin: cv.contentOffset, size: cv.bounds.size)
        // A card taller than the screen cannot be shown whole: some of it is.
        let shown = frame.height <= visible.height ? visible.contains(frame) : frame.intersects(visible)
        guard shown else { return "\(size), \(v.columnCount) columns: focused \(frame) not in \(visible)" }
        guard screen(v).last?.contains("column") == true else { return "the status line does not say the column count" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// `g s` sorts by the focused card's next field, `g r` reverses, `g f` groups by a field picked
  /// from its list, `g 0` goes back;
  /// the focused and the selected records stay focused and selected throughout.
  @Test func goKeysRearrangeKeepingFocusAndSelection() throws {
    let v = viewer(try collection(Self.books), size: Size(width: 40, height: 20)) {
      $0.columns = 2
      $0.allowsMultipleSelection = true
    }
    let cv = v.collectionView
    func focusedTitle() -> String? { cv.focusedIndexPath.map { v.source.record(at: $0).title } }
    func titles() -> [String] {
      (0..<v.source.shownCount).map { v.source.record(at: v.source.indexPath(forFlatIndex: $0)!).title }
    }
    // Select Dune and Emma, focus Neuromancer.
    press(v, .tab, .tab)
    #expect(focusedTitle() == "Neuromancer")
    press(v, .character("g"), .character("s"))
    #expect(v.source.order == ArrangementOptions(sortField: "title"))
    #expect(titles() == ["Beloved", "Dune", "Emma", "Hyperion", "Neuromancer", "Persuasion", "Ulysses"])
    press(v, .character("g"), .character("s"))
    #expect(v.source.order.sortField == "genre")
    press(v, .character("g"), .character("s"))
    #expect(v.source.order.sortField == "year")
    #expect(titles() == ["Emma", "Persuasion", "Ulysses", "Dune", "Neuromancer", "Hyperion", "Beloved"])
    #expect(screen(v).last?.hasPrefix(" sorted by year ↑") == true)
    press(v, .character("g"), .character("r"))
    #expect(titles() == ["Hyperion", "Neuromancer", "Dune", "Ulysses", "Persuasion", "Emma", "Beloved"])
    #expect(focusedTitle() == "Neuromancer")
    press(v, .character("g"), .character("f"))
    type(v, "genre")
    press(v, .enter)
    #expect(v.source.order.groupField == "genre")
    #expect(
      (0..<v.source.numberOfSections(in: cv)).map { v.source.arrangement.title(ofSection: $0) } == [
        "classic", "literary", "sf", "(none)",
      ])
    #expect(focusedTitle() == "Neuromancer")
    #expect(
      v.selectedOriginals == [
        #"{"title":"Dune","genre":"sf","year":1965}"#, #"{"title":"Emma","genre":"classic","year":1815}"#,
      ])
    #expect(Set(cv.indexPathsForSelectedItems.map { v.source.record(at: $0).title }) == ["Dune", "Emma"])
    press(v, .character("g"), .character("0"))
    #expect(v.source.order == .input)
    #expect(titles() == ["Dune", "Emma", "Neuromancer", "Ulysses", "Persuasion", "Hyperion", "Beloved"])
    #expect(focusedTitle() == "Neuromancer")
    // g g is the first card, as in vim.
    press(v, .character("g"), .character("g"))
    #expect(focusedTitle() == "Dune")
    // Any other key after g acts as it would alone.
    press(v, .character("g"), .right)
    #expect(focusedTitle() == "Emma")
  }

  /// The filter narrows the groups: matches stay in their sections and in sorted order.
  @Test func filterNarrowsWithinGroups() throws {
    let v = try Self.grouped(size: Size(width: 40, height: 20))
    press(v, .character("/"))
    type(v, "e")
    let shown = (0..<v.source.shownCount).map { v.source.record(at: v.source.indexPath(forFlatIndex: $0)!).title }
    #expect(
      shown
        == ["Persuasion", "Emma", "Beloved", "Hyperion", "Neuromancer", "Dune", "Ulysses"].filter {
          $0.lowercased().contains("e")
        })
  }

  /// Records that arrive later join their groups; a record with a new value starts its section,
  /// and the focused record stays focused.
  @Test func arrivingRecordsJoinTheirGroups() {
    let input = GrowingCollection()
    func book(_ title: String, _ genre: String?) -> Record {
      Record(title: title, original: title, fields: genre.map { [RecordField(key: "genre", value: $0)] } ?? [])
    }
    input.append([book("a", "x"), book("b", "y"), book("c", nil)])
    let v = viewer(input, size: Size(width: 40, height: 20)) {
      $0.columns = 2
      $0.order = ArrangementOptions(groupField: "genre")
    }
    func sections() -> [String] {
      (0..<v.source.numberOfSections(in: v.collectionView)).map { s in
        v.source.arrangement.title(ofSection: s)! + ":"
          + (0..<v.collectionView.numberOfItems(inSection: s)).map {
            v.source.record(at: IndexPath(item: $0, section: s)).title
          }.joined()
      }
    }
    #expect(sections() == ["x:a", "y:b", "(none):c"])
    press(v, .down)
    let focused = v.collectionView.focusedIndexPath.map { v.source.record(at: $0).title }
    input.append([book("d", "y"), book("e", "x")])
    v.advance()
    #expect(sections() == ["x:ae", "y:bd", "(none):c"])
    input.append([book("f", "w"), book("g", nil)])
    v.advance()
    #expect(sections() == ["w:f", "x:ae", "y:bd", "(none):cg"])
    #expect(v.collectionView.focusedIndexPath.map { v.source.record(at: $0).title } == focused)
  }

  /// Sorted while loading: a small batch waits for a larger one (or a quiet turn), then every card
  /// is in order and the focused record is still focused.
  @Test func arrivingRecordsTakeTheirPlacesWhenSorted() {
    let input = GrowingCollection()
    func card(_ n: Int) -> Record {
      Record(title: "n\(n)", original: "\(n)", fields: [RecordField(key: "n", value: "\(n)")])
    }
    input.append([8, 2, 6, 4, 10, 12, 14, 16].map(card))
    let v = viewer(input, size: Size(width: 40, height: 20)) {
      $0.columns = 2
      $0.order = ArrangementOptions(sortField: "n")
    }
    func titles() -> [String] {
      (0..<v.source.shownCount).map { v.source.record(at: v.source.indexPath(forFlatIndex: $0)!).title }
    }
    #expect(titles() == ["n2", "n4", "n6", "n8", "n10", "n12", "n14", "n16"])
    press(v, .down)
    let focused = v.collectionView.focusedIndexPath.map { v.source.record(at: $0).title }
    input.append([card(5)])
    v.advance()
    #expect(titles().count == 8, "one record is less than a quarter of eight: it waits")
    v.advance()
    #expect(titles() == ["n2", "n4", "n5", "n6", "n8", "n10", "n12", "n14", "n16"], "a turn with no news shows it")
    #expect(v.collectionView.focusedIndexPath.map { v.source.record(at: $0).title } == focused)
    input.append([card(1), card(3), card(20)])
    input.finish()
    v.advance()
    #expect(titles() == ["n1", "n2", "n3", "n4", "n5", "n6", "n8", "n10", "n12", "n14", "n16", "n20"])
  }
}
