import CascadeTestSupport
import Foundation
import Testing

/// CSV, TSV and nested JSON through the command, no terminal: the cards `--dump` draws, what
/// `--filter` prints, and the errors.
struct DataFormatsCommandTests {
  static let shop =
    "id,name,category,price,notes\r\n1,Desk lamp,lighting,12.50,\"brass, with a \"\"daylight\"\" bulb\"\r\n"
    + "2,Chair,office,9,\r\n3,Garden table,garden,100,\"two\nlines\"\r\n4,東京 mug 🙂,kitchen,4.75,\r\n"

  static let issues = """
    [{"number": 1347, "title": "Found a bug", "user": {"login": "octocat", "id": 1}, "labels": [{"name": "bug", "color": "f29513"}, {"name": "ui"}], "milestone": {"creator": {"login": "hubot"}}, "reactions": {"+1": 3}},
     {"number": 1348, "title": "Docs typo", "user": {"login": "monalisa", "id": 2}, "labels": [{"name": "docs"}], "milestone": null, "reactions": {"+1": 10}}]
    """

  @Test func aCSVExportIsACardPerRowNamedByItsHeader() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("shop.csv", Self.shop)
    expectScreen(
      try CascadeBinary.dump(["--size", "80x14", path]),
      [
        // The id is left out, and so is an empty value.
        "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓ ╭─────────────────────────────────────╮",
        "┃ Desk lamp                            ┃ │ Chair                               │",
        "┃ category: lighting                   ┃ │ category: office                    │",
        "┃ price: 12.50                         ┃ │ price: 9                            │",
        "┃ notes: brass, with a \"daylight\" bulb ┃ ╰─────────────────────────────────────╯",
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛ ╭─────────────────────────────────────╮",
        "╭──────────────────────────────────────╮ │ Garden table                        │",
        "│ 東京 mug 🙂                          │ │ category: garden                    │",
        "│ category: kitchen                    │ │ price: 100                          │",
        // A line break inside a field is a line break on the card.
        "│ price: 4.75                          │ │ notes: two                          │",
        "╰──────────────────────────────────────╯ │ lines                               │",
        "                                         ╰─────────────────────────────────────╯",
        "",
        " card 1 of 4                                                     ? keys  q quit",
      ])
    // Numbers sort as numbers: 100 before 12.50 before 9 descending.
    expectScreen(
      try CascadeBinary.dump(["--size", "40x14", "--layout", "list", "--sort-by", "-price", "--fields", "", path]),
      [
        "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
        "┃ Garden table                         ┃",
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛",
        "╭──────────────────────────────────────╮",
        "│ Desk lamp                            │",
        "╰──────────────────────────────────────╯",
        "╭──────────────────────────────────────╮",
        "│ Chair                                │",
        "╰──────────────────────────────────────╯",
        "╭──────────────────────────────────────╮",
        "│ 東京 mug 🙂                          │",
        "╰──────────────────────────────────────╯",
        "",
        " card 1 of 4             ? keys  q quit",
      ], "numbers sort as numbers: 100, 12.50, 9, 4.75")
  }

  @Test func aPickedOrFilteredRowPrintsAsWritten() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("shop.csv", Self.shop)
    let lamp = try CascadeBinary.run(["-f", "daylight", path], newSession: true)
    #expect(lamp.status == 0)
    #expect(lamp.standardOutput == "1,Desk lamp,lighting,12.50,\"brass, with a \"\"daylight\"\" bulb\"\n")
    let table = try CascadeBinary.run(["-f", "'Garden", path], newSession: true)
    #expect(table.standardOutput == "3,Garden table,garden,100,\"two\nlines\"\n")
  }

  @Test func otherSeparatorsAndNoHeader() throws {
    let directory = try TemporaryDirectory()
    let semicolons = try directory.write("export.txt", "a;b\n1;\"x;y\"\n")
    #expect(
      try CascadeBinary.dump(["--size", "30x4", "--format", "csv", "-d", ";", semicolons]) == [
        "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
        "┃ x;y                        ┃",
        "┃ a: 1                       ┃",
        " card 1 of 1   ? keys  q quit",
      ])
    let tsv = try directory.write("rows.tsv", "alpha\tone\nbeta\ttwo\n")
    let numbered = try CascadeBinary.run(["-f", "beta", "--no-header", tsv], newSession: true)
    #expect(numbered.standardOutput == "beta\ttwo\n")
    let withHeader = try CascadeBinary.run(["-f", "alpha", tsv], newSession: true)
    #expect(withHeader.status == 1, "the first row is the header, not a record")
  }

  @Test func malformedCSVAndBadOptionsAreStatusTwo() throws {
    let directory = try TemporaryDirectory()
    let bad = try directory.write("bad.csv", "name,notes\nLamp,\"fine\"\nChair,\"never\nclosed\n")
    let unclosed = try CascadeBinary.run([bad], newSession: true)
    #expect(unclosed.status == 2)
    #expect(
      unclosed.standardError
        == "cascade: \(bad):3:7: a quoted field that is never closed: no '\"' ends it before the end of the input\n")
    let json = try directory.write("x.json", "[]")
    for arguments in [["--no-header", json], ["-d", "ab", bad], ["-d", "\"", bad]] {
      let result = try CascadeBinary.run(arguments, newSession: true)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardError.contains(arguments[0]), "\(result.standardError)")
    }
  }

  @Test func nestedJSONShowsDottedLinesAndPathsWorkInOptions() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("issues.json", Self.issues)
    expectScreen(
      try CascadeBinary.dump(["--size", "80x10", path]),
      [
        "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓ ╭─────────────────────────────────────╮",
        "┃ Found a bug                          ┃ │ Docs typo                           │",
        "┃ number: 1347                         ┃ │ number: 1348                        │",
        "┃ user.login: octocat                  ┃ │ user.login: monalisa                │",
        "┃ labels: bug, ui                      ┃ │ labels: docs                        │",
        "┃ milestone.creator.login: hubot       ┃ │ reactions.+1: 10                    │",
        "┃ reactions.+1: 3                      ┃ ╰─────────────────────────────────────╯",
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛",
        "",
        " card 1 of 2                                                     ? keys  q quit",
      ])
    expectScreen(
      try CascadeBinary.dump([
        "--size", "40x9", "--layout", "list", "--group-by", "user.login", "--sort-by", "-reactions.+1", "--title-field",
        "labels[0].name",
        "--fields", "milestone.creator.login", path,
      ]),
      [
        "── monalisa · 1 · 50% ──────────────────",
        "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
        "┃ docs                                 ┃",
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛",
        "── octocat · 1 · 50% ───────────────────",
        "╭──────────────────────────────────────╮",
        "│ bug                                  │",
        "│ milestone.creator.login: hubot       │",
        " card 1 of 2             ? keys  q quit",
      ])
  }

  @Test func aPathThatFindsNothingIsAUsageError() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("issues.json", Self.issues)
    for (option, value) in [
      ("--group-by", "user.logn"), ("--sort-by", "-labels[5].name"), ("--fields", "title,milestone.login"),
      ("--title-field", "owner.login"),
    ] {
      let result = try CascadeBinary.run(["--dump", option, value, path], newSession: true)
      #expect(result.status == 2, "\(option) \(value)")
      let name = value.split(separator: ",").last.map(String.init)!.trimmingCharacters(
        in: CharacterSet(charactersIn: "-"))
      #expect(
        result.standardError.hasPrefix("cascade: \(option) \(name): no record of the first 1,000 has a value there"),
        "\(result.standardError)")
    }
    // In the viewer too, before a terminal is needed.
    let viewer = try CascadeBinary.run(["--group-by", "user.logn", path], newSession: true)
    #expect(viewer.status == 2 && viewer.standardError.contains("--group-by user.logn:"), "\(viewer.standardError)")
  }

  /// One rule for matching: a value on a card is found by --filter, by -q with -1 and -0, and by
  /// the / filter alike, whatever the input format.
  @Test func queryAndFilterFindTheSameRecordInEveryFormat() throws {
    let directory = try TemporaryDirectory()
    let inputs: [(String, String, String)] = [
      ("lines.txt", "apple pie\nzebra crossing\ncherry\n", "zebra crossing"),
      (
        "cards.ndjson", #"{"title": "a", "tag": "x"}"# + "\n" + #"{"title": "b", "tag": "zebra"}"# + "\n",
        #"{"title": "b", "tag": "zebra"}"#
      ),
      (
        "cards.json", #"[{"title": "a"}, {"title": "b", "owner": {"login": "zebra"}}]"#,
        #"{"title":"b","owner":{"login":"zebra"}}"#
      ),
      ("shop.csv", "name,tag\na,x\nb,zebra\n", "b,zebra"),
      ("shop.tsv", "name\ttag\na\tx\nb\tzebra\n", "b\tzebra"),
      (
        "reddit.json",
        #"{"data": {"children": [{"kind": "t3", "data": {"title": "zebra news"}}, {"kind": "t3", "data": {"title": "other"}}]}}"#,
        #"{"kind":"t3","data":{"title":"zebra news"}}"#
      ),
    ]
    for (name, text, expected) in inputs {
      let path = try directory.write(name, text)
      let filtered = try CascadeBinary.run(["-f", "zebra", path], newSession: true)
      #expect(
        filtered.status == 0 && filtered.standardOutput == expected + "\n", "\(name) -f: \(filtered.standardOutput)")
      let picked = try CascadeBinary.run(["-q", "zebra", "-1", "-0", path], newSession: true)
      #expect(
        picked.status == 0 && picked.standardOutput == expected + "\n",
        "\(name) -q -1: \(picked.standardOutput) \(picked.standardError)")
      let none = try CascadeBinary.run(["-q", "qqqq", "-1", "-0", path], newSession: true)
      #expect(none.status == 1 && none.standardOutput.isEmpty, "\(name) -q -0")
      #expect(try CascadeBinary.run(["-f", "qqqq", path], newSession: true).status == 1, "\(name) -f")
    }
  }

  @Test func anSQLiteDatabaseShowsItsTablesThenRows() throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("shop.sqlite").path
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    python.arguments = [
      "python3", "-c",
      """
      import sqlite3, sys
      db = sqlite3.connect(sys.argv[1])
      db.execute('create table products(id integer primary key, name text, price real)')
      db.executemany('insert into products(name, price) values (?, ?)', [('Desk lamp', 12.5), ('Chair', 9)])
      db.commit()
      """, path,
    ]
    try python.run()
    python.waitUntilExit()
    try #require(python.terminationStatus == 0)
    expectScreen(
      try CascadeBinary.dump(["--size", "40x6", path]),
      [
        "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
        "┃ products                             ┃",
        "┃ type: table                          ┃",
        "┃ columns: id, name, price             ┃",
        "┃ rows: 2                              ┃",
        " card 1 of 1             ? keys  q quit",
      ])
    let rows = try CascadeBinary.run(["-f", "'lamp", "--table", "products", path], newSession: true)
    #expect(
      rows.status == 0 && rows.standardOutput == #"{"id":1,"name":"Desk lamp","price":12.5}"# + "\n",
      "\(rows.standardError)")
    let query = try CascadeBinary.run(
      ["-f", "", "--sql", "select name from products order by price", path], newSession: true)
    #expect(query.standardOutput == #"{"name":"Chair"}"# + "\n" + #"{"name":"Desk lamp"}"# + "\n")
    let missing = try CascadeBinary.run(["--table", "nope", path], newSession: true)
    #expect(
      missing.status == 2 && missing.standardError == "cascade: \(path): no such table: nope\n",
      "\(missing.standardError)")
    let both = try CascadeBinary.run(["--table", "a", "--sql", "select 1", path], newSession: true)
    #expect(both.status == 2 && both.standardError.contains("--table and --sql cannot be used together"))
  }

  /// A BLOB holding a picture is the card's picture, at the picture's own shape (here PNG headers,
  /// all a dump reads: the cards match a folder of the same pictures); the pick names it.
  @Test func aPictureInADatabaseIsItsCardsPicture() throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("photos.sqlite").path
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    python.arguments = [
      "python3", "-c",
      """
      import sqlite3, struct, sys
      def png(w, h): return b'\\x89PNG\\r\\n\\x1a\\n' + struct.pack('>I4sII5B', 13, b'IHDR', w, h, 8, 6, 0, 0, 0) + bytes(4)
      db = sqlite3.connect(sys.argv[1])
      db.execute('create table photos(title text, photo blob)')
      db.executemany('insert into photos values (?, ?)', [('square', png(512, 512)), ('wide', png(1200, 300)), ('tall', png(300, 900))])
      db.commit()
      """, path,
    ]
    try python.run()
    python.waitUntilExit()
    try #require(python.terminationStatus == 0)
    expectScreen(
      try CascadeBinary.dump(["--table", "photos", "--layout", "grid", "--size", "92x8", path]),
      [
        "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓ ╭────────────────────────────╮ ╭────────────────────────────╮",
        "┃ square                     ┃ │ wide                       │ │ tall                       │",
        "┃           ░░░░░░           ┃ │░░░░░░░░░░░░░░░░░░░░░░░░░░░ │ │             ░░             │",
        "┃           ░░░░░░           ┃ │░░░░░░░░░░░░░░░░░░░░░░░░░░░ │ │             ░░             │",
        "┃           ░░░░░░           ┃ │░░░░░░░░░░░░░░░░░░░░░░░░░░░ │ │             ░░             │",
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛ ╰────────────────────────────╯ ╰────────────────────────────╯",
        "",
        " card 1 of 3                                                                 ? keys  q quit",
      ])
    let picked = try CascadeBinary.run(["-f", "wide", "--table", "photos", path], newSession: true)
    #expect(
      picked.standardOutput == #"{"title":"wide","photo":"PNG picture, 33 bytes"}"# + "\n", "\(picked.standardError)")
  }
}
