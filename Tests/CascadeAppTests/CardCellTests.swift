import CascadeApp
import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// Cards with CJK, emoji, combining marks and hostile control characters in their titles, drawn by
/// the engine into a `TestBackend`.
@MainActor @Suite struct CardCellTests {
  final class Cards: CollectionViewDataSource, CollectionViewDelegateWaterfallLayout {
    let items: [(title: String, body: String)]
    init(_ items: [(String, String)]) { self.items = items.map { (title: $0.0, body: $0.1) } }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
      if let card = cell as? CardCell {
        card.title = items[indexPath.item].title
        card.body = items[indexPath.item].body
      }
      return cell
    }
    func collectionView(
      _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int
    ) -> Int {
      CardCell.fittingHeight(
        title: items[indexPath.item].title, body: items[indexPath.item].body, fields: [], width: width, maxLines: 12)
    }
  }

  func render(_ cards: Cards, size: Size, columns: Int) -> TestBackend {
    let layout = WaterfallLayout()
    layout.columnCount = .fixed(columns)
    let collectionView = CollectionView(layout: layout)
    collectionView.register(CardCell.self, forCellWithReuseIdentifier: "card")
    collectionView.delegate = cards
    collectionView.dataSource = cards
    let backend = TestBackend(size: size)
    Screen(backend: backend).draw { collectionView.draw(in: &$0, area: Rect(origin: .zero, size: size)) }
    return backend
  }

  @Test func wideAndCombiningTitlesStayInsideTheirBorders() {
    let cards = Cards([("瀑布流布局", "雨后的空气"), ("e\u{301}te\u{301} 👨‍👩‍👧", "🇯🇵 flag"), ("Cafe\u{301}", "")])
    let backend = render(cards, size: Size(width: 25, height: 8), columns: 2)
    #expect(
      backend.diff(expected: [
        "┏━━━━━━━━━━┓ ╭──────────╮",
        "┃ 瀑布流布 ┃ │ été 👨‍👩‍👧   │",
        "┃ 局       ┃ │ 🇯🇵 flag  │",
        "┃ 雨后的空 ┃ ╰──────────╯",
        "┃ 气       ┃ ╭──────────╮",
        "┗━━━━━━━━━━┛ │ Café     │",
        "             ╰──────────╯",
        "                         ",
      ]) == nil)
  }

  /// ESC and BEL become control pictures, the C1 CSI byte becomes U+FFFD, the tab runs to the next
  /// stop (column 8 of the text), and the right-to-left override is dropped.
  @Test func hostileTitlesAreDrawnAsVisibleCharacters() {
    let cards = Cards([("\u{1b}[2J\u{1b}]0;x\u{7}ok", "line\u{9b}1m\tend\u{202e}rtl")])
    let backend = render(cards, size: Size(width: 24, height: 5), columns: 1)
    #expect(
      backend.diff(expected: [
        "┏━━━━━━━━━━━━━━━━━━━━━━┓",
        "┃ ␛[2J␛]0;x␇ok         ┃",
        "┃ line�1m endrtl       ┃",
        "┗━━━━━━━━━━━━━━━━━━━━━━┛",
        "                        ",
      ]) == nil)
    // What the terminal was asked to write, not the sanitised copy it keeps.
    let unsafe = backend.receivedScalars.filter(isTerminalControlOrBidi)
    #expect(unsafe.isEmpty, "sent to the terminal: \(unsafe.sorted().map { "U+" + String($0, radix: 16) })")
  }
}
