import CascadeTerminalTestSupport
import Foundation
import Testing

// An SQLite database's table list in a real terminal: Enter on a table card opens the table, Esc
// or Backspace goes back to the list with that card focused; with stdout in a file (Enter picks),
// Enter still opens the table and the next Enter picks a row.

extension InTerminalTests {
  /// Makes `shop.sqlite` in `directory` with Python's sqlite3: two tables and a view.
  static func makeShopDatabase(in directory: URL) throws {
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    python.arguments = [
      "python3", "-c",
      """
      import sqlite3, sys
      db = sqlite3.connect(sys.argv[1])
      db.execute('create table customers(id integer primary key, name text, city text)')
      db.execute('create table products(id integer primary key, name text, price real)')
      db.execute('create view cheap as select name, price from products where price < 10')
      db.executemany('insert into customers(name, city) values (?, ?)', [('Ada', 'London'), ('Grace', 'Arlington')])
      db.executemany('insert into products(name, price) values (?, ?)', [('Desk lamp', 12.5), ('Chair', 9), ('Mug', 4.75)])
      db.commit()
      """, directory.appendingPathComponent("shop.sqlite").path,
    ]
    try python.run()
    python.waitUntilExit()
    try #require(python.terminationStatus == 0, "python3 could not make shop.sqlite")
  }

  @Test func enterOpensATableAndEscGoesBackToTheList() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 20)
    try Self.makeShopDatabase(in: cascade.directory)
    // Stdout on the terminal: Enter would open a card in full, but on a table card it opens the table.
    try cascade.pane.type(#"cascade shop.sqlite; echo "== status $? ==""#)
    _ = try await cascade.pane.screen("the table list", timeout: .seconds(60)) {
      StatusLine.text(of: $0) == "card 1 of 3 · Enter opens a table"
    }
    try await cascade.press("Right", untilStatus: "card 2 of 3 · Enter opens a table")
    let customers = try await cascade.press("Enter", untilStatus: "card 1 of 2 · table customers")
    #expect(
      customers.first { $0.contains("Ada") } != nil && customers.contains { $0.contains("city: Arlington") },
      "customers' rows:\n\(customers.joined(separator: "\n"))")
    let list = try await cascade.press("Escape", untilStatus: "card 2 of 3 · Enter opens a table")
    #expect(list.contains { $0.contains("columns: id, name, city") })
    try await cascade.press("Right", untilStatus: "card 3 of 3 · Enter opens a table")
    try await cascade.press("Enter", untilStatus: "card 1 of 3 · table products")
    try await cascade.press("BSpace", untilStatus: "card 3 of 3 · Enter opens a table")
    // On the list, Esc quits as it does anywhere else.
    try cascade.pane.press("Escape")
    _ = try await cascade.pane.screen("the shell back", timeout: .seconds(30)) { $0.contains("== status 1 ==") }
  }

  @Test func enterOpensATableEvenWhenEnterPicks() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 20)
    try Self.makeShopDatabase(in: cascade.directory)
    try await cascade.start("cascade shop.sqlite")
    try await cascade.press("Right", untilStatus: "card 2 of 3 · Enter opens a table")
    try await cascade.press("Enter", untilStatus: "card 1 of 2 · table customers")
    try await cascade.press("Right", untilStatus: "card 2 of 2 · table customers")
    try cascade.pane.press("Enter")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput == #"{"id":2,"name":"Grace","city":"Arlington"}"# + "\n")
  }
}

extension InTerminalTests {
  /// `--layout table` on an SQLite table: the column names on top, a row per record; Down and
  /// Space select the second row, and `q` prints it.
  @Test func anSQLiteTableShowsAsATableWhoseRowsArePicked() async throws {
    let cascade = try await CascadeInPane(width: 60, height: 10)
    try Self.makeShopDatabase(in: cascade.directory)
    let first = try await cascade.start("cascade --layout table --table products shop.sqlite")
    let names = first[0].split(separator: " ")
    #expect(names == ["id", "name", "price"], "the column names:\n\(first.joined(separator: "\n"))")
    #expect(first[1].contains("Desk lamp") && first[2].contains("Chair") && first[3].contains("Mug"))
    try cascade.pane.press("Down")
    try cascade.pane.press("Right")
    try cascade.pane.press("Space")
    let selected = try await cascade.pane.screen("the second row selected") { $0.count > 2 && $0[2].hasPrefix("✓") }
    #expect(selected[2].contains("Chair"))
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 0)
    let printed = try cascade.standardOutput
    #expect(printed.contains("\"name\":\"Chair\""), "\(printed)")
  }
}
