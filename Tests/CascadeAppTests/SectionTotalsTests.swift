import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

/// Section headers count their cards and their share, `--sum` adds up a field per section and
/// over every card shown, and `--sort-groups count` puts the largest section first: checked
/// against counts made directly from the generated records.
struct SectionTotalsTests {
  /// A generated order: a status, an amount (sometimes missing or not a number), a word to filter by.
  struct Order {
    var status: String?
    var amount: Double?
    var amountText: String?
    var word: String
  }

  static func orders(_ rng: inout SplitMix64) -> [Order] {
    let statuses = ["paid", "due", "void", "refunded"].prefix(Int.random(in: 1...4, using: &rng))
    return (0..<Int.random(in: 1...60, using: &rng)).map { _ in
      let status = Int.random(in: 0..<8, using: &rng) == 0 ? nil : statuses.randomElement(using: &rng)!
      var amount: Double? = Double(Int.random(in: -500...5_000, using: &rng)) / 4
      var text = amount.map { "\($0)" }
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: (amount, text) = (nil, nil)
      case 1: (amount, text) = (nil, "\"n/a\"")
      default: break
      }
      return Order(
        status: status, amount: amount, amountText: text, word: ["apple", "pear", "plum"].randomElement(using: &rng)!)
    }
  }

  static func ndjson(_ orders: [Order]) -> String {
    orders.enumerated().map { index, order in
      var members = [#""title": "\#(order.word) \#(index)""#]
      if let status = order.status { members.append(#""status": "\#(status)""#) }
      if let text = order.amountText { members.append(#""amount": \#(text)"#) }
      return "{" + members.joined(separator: ", ") + "}"
    }.joined(separator: "\n") + "\n"
  }

  /// The oracle's header: "paid · 3 · 25% · amount 12.5 (mean 4.17)".
  static func expectedHeader(_ title: String, _ members: [Order], shown: Int) -> String {
    let percent = Int((Double(members.count) * 100 / Double(shown)).rounded())
    var text = "\(title) · \(members.count) · \(percent == 0 && !members.isEmpty ? "<1%" : "\(percent)%")"
    text += " · " + expectedSum(members)
    return text
  }

  static func expectedSum(_ members: [Order]) -> String {
    let numbers = members.compactMap(\.amount)
    let sum = numbers.reduce(0, +)
    return "amount \(SectionTotals.number(sum))"
      + (numbers.isEmpty ? "" : " (mean \(SectionTotals.number(sum / Double(numbers.count))))")
  }

  @Test func headersAndStatusLineAgreeWithCountingTheRecords() throws {
    let failure = try withEvery("orders", in: 0..<300) { seed, rng in
      let orders = Self.orders(&rng)
      let byCount = Bool.random(using: &rng)
      let query = ["", "apple", "plum", "zzz"].randomElement(using: &rng)!
      let v = viewer(try collection(Self.ndjson(orders)), size: Size(width: 60, height: 10)) {
        $0.order = ArrangementOptions(groupField: "status", sumFields: ["amount"], groupsByCount: byCount)
      }
      if !query.isEmpty {
        v.setFilter(query)
        while v.hasPendingWork { v.advance() }
      }
      // The oracle: no other text of a card has the letters of these words in order.
      let shown = orders.filter { query.isEmpty || $0.word == query }
      var groups: [String: [Order]] = [:]
      for order in shown { groups[order.status ?? "(none)", default: []].append(order) }
      var names = groups.keys.filter { $0 != "(none)" }.sorted()
      // Sections are ordered by their size before the filter.
      if byCount {
        func size(_ name: String) -> Int { orders.filter { ($0.status ?? "(none)") == name }.count }
        names = names.enumerated().sorted { a, b in
          size(a.element) != size(b.element) ? size(a.element) > size(b.element) : a.offset < b.offset
        }.map(\.element)
      }
      if groups["(none)"] != nil { names.append("(none)") }
      let source = v.source
      var headers: [String] = []
      for section in 0..<source.arrangement.sectionCount where source.totals(inSection: section).count > 0 {
        headers.append(source.headerText(ofSection: section) ?? "no title")
      }
      let expected = names.map { Self.expectedHeader($0, groups[$0]!, shown: shown.count) }
      if headers != expected { return "query '\(query)' byCount \(byCount):\n\(headers)\n\(expected)" }
      let sums = source.shownSumsText
      if sums != Self.expectedSum(shown) { return "status \(sums ?? "nil") != \(Self.expectedSum(shown))" }
      _ = seed
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func aHeaderOnScreenShowsCountShareAndSum() throws {
    let v = viewer(
      try collection(
        """
        {"title": "a", "status": "paid", "amount": 10}
        {"title": "b", "status": "due", "amount": 2.5}
        {"title": "c", "status": "paid", "amount": 20}
        {"title": "d", "status": "paid"}
        """), size: Size(width: 50, height: 9)
    ) {
      $0.layout = .list
      $0.order = ArrangementOptions(groupField: "status", sumFields: ["amount"], groupsByCount: true)
      $0.cardFields = CardFields(chosen: [])
    }
    expectScreen(
      drawnThroughScreen(v),
      [
        "── paid · 3 · 75% · amount 30 (mean 15) ──────────",
        "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
        "┃ a                                              ┃",
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛",
        "╭────────────────────────────────────────────────╮",
        "│ c                                              │",
        "╰────────────────────────────────────────────────╯",
        "╭────────────────────────────────────────────────╮",
        " card 1 of 4 · amount 32.5 (mean 10.83)           ",
      ])
  }

  /// A header that stays on screen while a filter runs over many records shows the final count
  /// once the filter is done, not the count of the frame it was first drawn in.
  @Test func aHeaderOnScreenFollowsAFilterToItsFinalCount() throws {
    let statuses = ["paid", "due"]
    let words = ["apple", "pear", "plum"]
    let lines = (0..<60_000).map {
      #"{"title": "\#(words[$0 % 3]) \#($0)", "status": "\#(statuses[$0 % 7 == 0 ? 1 : 0])"}"#
    }
    let v = viewer(try collection(lines.joined(separator: "\n") + "\n"), size: Size(width: 50, height: 9)) {
      $0.layout = .list
      $0.order = ArrangementOptions(groupField: "status", sumFields: [], groupsByCount: true)
      $0.cardFields = CardFields(chosen: [])
    }
    // Slices short enough that the filter takes many frames, with the header on screen in each.
    v.source.filterSliceDuration = .microseconds(200)
    var buffer = CellBuffer(size: Size(width: 50, height: 9))
    v.render(into: &buffer)
    v.setFilter("plum")
    var frames = 0
    repeat {
      v.advance()
      v.render(into: &buffer)
      frames += 1
    } while v.hasPendingWork
    // The oracle: "plum" is in every third title and in no status.
    let paid = (0..<60_000).filter { $0 % 3 == 2 && $0 % 7 != 0 }.count
    let shown = (0..<60_000).filter { $0 % 3 == 2 }.count
    let percent = Int((Double(paid) * 100 / Double(shown)).rounded())
    let top = screen(v).first ?? ""
    #expect(top.hasPrefix("── paid · \(paid) · \(percent)% "), "after \(frames) frames: \(top)")
  }
}
