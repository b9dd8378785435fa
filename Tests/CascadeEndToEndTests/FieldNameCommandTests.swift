import Foundation
import Testing

/// One rule for field names in every format: a name that no record has is a usage error naming
/// the option, the name and the closest field the records have.
struct FieldNameCommandTests {
  /// The same three orders in each format Cascade reads, fields `id`, `amount`, `status` and (in
  /// JSON) `user.login`.
  static func inputs(in directory: TemporaryDirectory) throws -> [(format: String, arguments: [String])] {
    let csv = try directory.write("orders.csv", "id,amount,status\n1,10,paid\n2,20,due\n3,,paid\n")
    let tsv = try directory.write("orders.tsv", "id\tamount\tstatus\n1\t10\tpaid\n2\t20\tdue\n3\t\tpaid\n")
    let ndjson = try directory.write(
      "orders.ndjson",
      [
        #"{"id": 1, "amount": 10, "status": "paid", "user": {"login": "ada"}}"#,
        #"{"id": 2, "amount": 20, "status": "due", "user": {"login": "bo"}}"#, #"{"id": 3, "status": "paid"}"#,
      ].joined(separator: "\n") + "\n")
    let json = try directory.write(
      "orders.json",
      #"[{"id": 1, "amount": 10, "status": "paid", "user": {"login": "ada"}}, {"id": 2, "status": "due"}]"#)
    let database = directory.url.appendingPathComponent("orders.sqlite").path
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    python.arguments = [
      "python3", "-c",
      """
      import sqlite3, sys
      db = sqlite3.connect(sys.argv[1])
      db.execute('create table orders(id integer primary key, amount real, status text)')
      db.executemany('insert into orders(amount, status) values (?, ?)', [(10, 'paid'), (20, 'due'), (None, 'paid')])
      db.commit()
      """, database,
    ]
    try python.run()
    python.waitUntilExit()
    try #require(python.terminationStatus == 0)
    return [
      ("CSV", [csv]), ("TSV", [tsv]), ("NDJSON", [ndjson]), ("JSON", [json]),
      ("SQLite", ["--table", "orders", database]),
    ]
  }

  @Test func aMisspelledFieldIsAUsageErrorInEveryFormat() throws {
    let directory = try TemporaryDirectory()
    for (format, input) in try Self.inputs(in: directory) {
      for (option, value, name, closest) in [
        ("--sort-by", "-amout", "amout", "amount"), ("--group-by", "stauts", "stauts", "status"),
        ("--fields", "id,amuont", "amuont", "amount"), ("--sum", "amonut", "amonut", "amount"),
        ("--title-field", "stats", "stats", "status"), ("--text-field", "sttus", "sttus", "status"),
        ("--image-field", "ids", "ids", "id"),
      ] {
        let result = try CascadeBinary.run(["--dump", option, value] + input, newSession: true)
        #expect(result.status == 2, "\(format) \(option) \(value): \(result.standardError)")
        #expect(
          result.standardError
            == "cascade: \(option) \(name): no record of the first 1,000 has this field (closest: \(closest))\n",
          "\(format) \(option) \(value)")
      }
      // The viewer says so before it needs a terminal.
      let viewer = try CascadeBinary.run(["--group-by", "stauts"] + input, newSession: true)
      #expect(
        viewer.status == 2 && viewer.standardError.contains("closest: status"), "\(format) \(viewer.standardError)")
    }
  }

  @Test func fieldsTheRecordsHaveAreAccepted() throws {
    let directory = try TemporaryDirectory()
    for (format, input) in try Self.inputs(in: directory) {
      for arguments in [
        ["--sort-by", "-amount", "--group-by", "status", "--fields", "id,amount", "--sum", "amount"],
        // A fallback list is fine while one of its names is found.
        ["--title-field", "name,status", "--text-field", "nope,id"],
      ] {
        let result = try CascadeBinary.run(["--dump", "--size", "40x8"] + arguments + input, newSession: true)
        #expect(result.status == 0, "\(format) \(arguments): \(result.standardError)")
      }
    }
  }

  @Test func aNestedNameSuggestsTheNearestPath() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("orders.ndjson", #"{"id": 1, "user": {"login": "ada"}}"# + "\n")
    let result = try CascadeBinary.run(["--dump", "--group-by", "user.logn", path], newSession: true)
    #expect(result.status == 2)
    #expect(
      result.standardError.hasPrefix(
        "cascade: --group-by user.logn: no record of the first 1,000 has a value there (closest: user.login;"),
      "\(result.standardError)")
  }
}
