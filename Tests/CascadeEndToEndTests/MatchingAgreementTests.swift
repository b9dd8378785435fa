import CascadeTestSupport
import Foundation
import Testing

/// One rule for matching, on every input format, over generated inputs: a value a card shows is
/// found by `-f` and by `-q` with `-1 -0` alike (the same record printed). The difference is what
/// lies outside the cards (docs/formats.md, "Matching"): a key is in the printed JSON, so `-f`
/// finds it, while the cards match values only, so `-q … -0` finds nothing; a CSV or TSV row
/// carries no names (the header gives them once), so neither finds a header name.
@Suite struct MatchingAgreementTests {
  /// Six lower-case letters, different for every word made: three random, three from a serial
  /// number. All words have the same length, so a `'word` query matches only where that word is.
  struct Words {
    var rng: SplitMix64
    var serial = 0

    mutating func next() -> String {
      let letters = Array("abcdefghijklmnopqrstuvwxyz")
      var word = String((0..<3).map { _ in letters[Int.random(in: 0..<26, using: &rng)] })
      var n = serial
      for _ in 0..<3 {
        word.append(letters[n % 26])
        n /= 26
      }
      serial += 1
      return word
    }
  }

  /// One generated input: the file, the options that read it, each record's printed line and the
  /// values its card shows, and a key name with what `-f` prints for it (nil: nothing).
  struct Input {
    var name: String
    var options: [String] = []
    var printed: [String]
    var values: [[String]]
    var key: String
    var keyFinds: [String]?
  }

  static func inputs(seed: UInt64, count: Int, in directory: TemporaryDirectory) throws -> [(Input, String)] {
    var words = Words(rng: SplitMix64(seed: seed))
    let rows = (0..<count).map { _ in (words.next(), words.next(), words.next(), words.next(), words.next()) }
    var made: [(Input, String)] = []

    let lines = rows.map { "\($0.0) \($0.1) \($0.2)" }
    made.append(
      (
        Input(
          name: "lines.txt", printed: lines, values: rows.map { [$0.0, $0.1, $0.2] }, key: words.next(), keyFinds: nil),
        lines.joined(separator: "\n") + "\n"
      ))

    // Each record has a key of its own (its fourth word), nested values, and compact JSON, which
    // is how an item of `--items` prints.
    let objects = rows.map {
      #"{"title":"\#($0.0)","user":{"login":"\#($0.1)"},"note":"\#($0.2)","\#($0.3)":"\#($0.4)"}"#
    }
    let values = rows.map { [$0.0, $0.1, $0.2, $0.4] }
    made.append(
      (
        Input(name: "cards.ndjson", printed: objects, values: values, key: rows[0].3, keyFinds: [objects[0]]),
        objects.joined(separator: "\n") + "\n"
      ))
    made.append(
      (
        Input(
          name: "search.json", options: ["--items", ".results[].item"], printed: objects, values: values,
          key: rows[0].3,
          keyFinds: [objects[0]]),
        #"{"results": ["# + objects.map { #"{"item": \#($0)}"# }.joined(separator: ", ") + "]}"
      ))

    let header = [words.next(), words.next(), words.next()]
    for (name, separator) in [("export.csv", ","), ("export.tsv", "\t")] {
      let printed = rows.map { [$0.0, $0.1, $0.2].joined(separator: separator) }
      made.append(
        (
          Input(name: name, printed: printed, values: rows.map { [$0.0, $0.1, $0.2] }, key: header[1], keyFinds: nil),
          ([header.joined(separator: separator)] + printed).joined(separator: "\r\n") + "\r\n"
        ))
    }

    // Every row of a table has every column's name: `-f` finds them all.
    let database = directory.url.appendingPathComponent("shop.sqlite").path
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    python.arguments = [
      "python3", "-c",
      """
      import json, sqlite3, sys
      header, rows = json.loads(sys.argv[2]), json.loads(sys.argv[3])
      db = sqlite3.connect(sys.argv[1])
      db.execute('create table t(%s)' % ', '.join(header))
      db.executemany('insert into t values (?, ?, ?)', rows)
      db.commit()
      """, database, "[" + header.map { "\"\($0)\"" }.joined(separator: ",") + "]",
      "[" + rows.map { "[\"\($0.0)\",\"\($0.1)\",\"\($0.2)\"]" }.joined(separator: ",") + "]",
    ]
    try python.run()
    python.waitUntilExit()
    try #require(python.terminationStatus == 0, "python3 could not make the database")
    let tableRows = rows.map { #"{"\#(header[0])":"\#($0.0)","\#(header[1])":"\#($0.1)","\#(header[2])":"\#($0.2)"}"# }
    made.append(
      (
        Input(
          name: "shop.sqlite", options: ["--table", "t"], printed: tableRows, values: rows.map { [$0.0, $0.1, $0.2] },
          key: header[1], keyFinds: tableRows), ""
      ))
    return made
  }

  @Test(arguments: [UInt64(22), 2022])
  func valuesAgreeAndKeysDifferInEveryFormat(seed: UInt64) throws {
    let directory = try TemporaryDirectory()
    var rng = SplitMix64(seed: seed)
    for (input, text) in try Self.inputs(seed: seed, count: 12, in: directory) {
      let path =
        input.name.hasSuffix(".sqlite")
        ? directory.url.appendingPathComponent(input.name).path : try directory.write(input.name, text)
      func run(_ arguments: [String]) throws -> (Int32, String) {
        let result = try CascadeBinary.run(arguments + input.options + [path], newSession: true)
        return (result.status, result.standardOutput + result.standardError)
      }
      // Every value of two records, chosen by the seed.
      for record in (0..<input.printed.count).shuffled(using: &rng).prefix(2) {
        for value in input.values[record] {
          let expected = (Int32(0), input.printed[record] + "\n")
          #expect(try run(["-f", "'" + value]) == expected, "\(input.name) -f '\(value)")
          #expect(try run(["-q", "'" + value, "-1", "-0"]) == expected, "\(input.name) -q '\(value) -1 -0")
        }
      }
      let found = try run(["-f", "'" + input.key])
      if let lines = input.keyFinds {
        #expect(
          found == (0, lines.map { $0 + "\n" }.joined()),
          "\(input.name) -f '\(input.key): the key is in the printed text")
      } else {
        #expect(found == (1, ""), "\(input.name) -f '\(input.key): not in any record's text")
      }
      #expect(
        try run(["-q", "'" + input.key, "-1", "-0"]) == (1, ""),
        "\(input.name) -q '\(input.key) -1 -0: no card shows it as a value")
    }
  }

  /// `-f` matches the line as written, as fzf does: a character JSON spells as an escape is
  /// matched as the escape there, while the card (and so `-q`) shows the character itself.
  @Test func escapedTextIsFoundOnTheCardNotInTheLine() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(
      "menu.ndjson", #"{"title": "caf\u00e9 au lait"}"# + "\n" + #"{"title": "tea"}"# + "\n")
    let line = #"{"title": "caf\u00e9 au lait"}"# + "\n"
    #expect(try CascadeBinary.run(["-f", "'café", path], newSession: true).status == 1)
    #expect(try CascadeBinary.run(["-f", "'u00e9", path], newSession: true).standardOutput == line)
    let picked = try CascadeBinary.run(["-q", "'café", "-1", "-0", path], newSession: true)
    #expect(picked.status == 0 && picked.standardOutput == line)
  }
}
