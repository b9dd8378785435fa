import CascadeApp
import CascadeData
import CascadeLayout
import Foundation
import Testing

/// The statistics panel's figures are `cascade --stats`'s: over the whole file, and under a filter
/// the figures `--stats` gives for a file of only the matching records, for generated NDJSON (nested
/// objects, arrays, nulls, empty strings) and CSV (whose `--stats` reads its columns straight from
/// the rows, where the panel reads the filter's records one by one).
@Suite struct StatisticsPanelAgreementTests {
  /// `text` written to a file named `name` and read as the command reads it (`--stats` too).
  static func store(_ text: String, name: String) throws -> RecordStore {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-panel-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let store = RecordLoader.startStore(LoadRequest(path: path))
    store.waitUntilFinished()
    return store
  }

  struct Generator {
    var state: UInt64
    mutating func below(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
  }

  static let states = ["open", "closed", "merged"]
  static let logins = ["ada", "grace", "linus", "", "ken"]

  /// NDJSON lines and each one's state.
  static func ndjson(seed: UInt64) -> [(line: String, state: String)] {
    var random = Generator(state: seed)
    return (0..<(50 + random.below(250))).map { index in
      let state = random.pick(states)
      let amount = random.pick(["\(random.below(1000))", "\(random.below(100)).5", "null", #""""#, #""42""#])
      let labels = (0..<random.below(4)).map { _ in
        #"{"id":\#(random.below(9)),"name":"\#(random.pick(["bug", "docs", "ui"]))"}"#
      }
      let created = random.below(5) == 0 ? #""""# : #""2024-0\#(1 + random.below(9))-1\#(random.below(10))""#
      let line =
        #"{"id":\#(index),"state":"\#(state)","user":{"login":"\#(random.pick(logins))","id":\#(random.below(5))},"#
        + #""labels":[\#(labels.joined(separator: ","))],"amount":\#(amount),"created":\#(created)}"#
      return (line, state)
    }
  }

  /// CSV rows (after a header) and each one's state.
  static func csv(seed: UInt64) -> (header: String, rows: [(line: String, state: String)]) {
    var random = Generator(state: seed)
    let rows = (0..<(50 + random.below(250))).map { index in
      let state = random.pick(states)
      let amount = random.pick(["\(random.below(1000))", "\(random.below(100)).25", "", "-3"])
      let note = random.pick(["", "plain", #""with, comma""#, "x"])
      return (
        "\(index),\(state),\(random.pick(logins)),\(amount),2024-0\(1 + random.below(9))-0\(1 + random.below(9)),\(note)",
        state
      )
    }
    return ("id,state,login,amount,created,note", rows)
  }

  /// The panel's figures for `collection` under `query`, counted at once.
  static func panelFigures(_ collection: any RecordCollection, query: String) throws -> [FieldStatistics] {
    let v = viewer(collection, size: Size(width: 100, height: 30))
    v.arrangementRunner = { $0() }
    v.setFilter(query)
    while v.source.isFiltering { v.advance() }
    press(v, .character("I"))
    v.advance()
    return try #require(v.shownStatistics)
  }

  /// Every row of the panel is the statistics `--stats` gives its field.
  static func expectAgreement(
    _ panel: [FieldStatistics], _ stats: [FieldStatistics], _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(!panel.isEmpty, "\(context): no rows", sourceLocation: sourceLocation)
    for row in panel {
      let expected = stats.first { $0.name == row.name }
      #expect(row == expected, "\(context): \(row.name)", sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: 1...12 as ClosedRange<UInt64>)
  func ndjsonFiguresAreThoseOfStats(seed: UInt64) throws {
    let records = Self.ndjson(seed: seed)
    let whole = try Self.store(records.map(\.line).joined(separator: "\n") + "\n", name: "issues.ndjson")
    Self.expectAgreement(try Self.panelFigures(whole, query: ""), FieldStatistics.of(whole), "seed \(seed)")
    let open = records.filter { $0.state == "open" }.map(\.line)
    guard !open.isEmpty else { return }
    let panel = try Self.panelFigures(whole, query: "state:'open")
    Self.expectAgreement(
      panel, FieldStatistics.of(try Self.store(open.joined(separator: "\n") + "\n", name: "open.ndjson")),
      "seed \(seed), open")
    #expect(panel.contains { $0.name == "user.login" }, "a nested field by its path")
  }

  @Test(arguments: 1...12 as ClosedRange<UInt64>)
  func csvFiguresAreThoseOfStats(seed: UInt64) throws {
    let (header, rows) = Self.csv(seed: seed)
    func load(_ lines: [String]) throws -> RecordStore {
      try Self.store(([header] + lines).joined(separator: "\n") + "\n", name: "export.csv")
    }
    let whole = try load(rows.map(\.line))
    Self.expectAgreement(try Self.panelFigures(whole, query: ""), FieldStatistics.of(whole), "seed \(seed)")
    let closed = rows.filter { $0.state == "closed" }.map(\.line)
    guard !closed.isEmpty else { return }
    Self.expectAgreement(
      try Self.panelFigures(whole, query: "state:'closed"), FieldStatistics.of(try load(closed)),
      "seed \(seed), closed")
  }
}
