import CascadeData
import CascadeLayout
import CascadeTestSupport
import Foundation
import Testing

/// CSV and TSV input: rows read as Python's `csv` module reads the same bytes, quoting that reads
/// back what was written, and the same records whatever pieces a pipe delivers the bytes in.
@Suite struct CSVReaderTests {
  static func store(
    _ bytes: [UInt8], format: InputFormat = .csv, dialect: CSVDialect = CSVDialect(hasHeader: false),
    pieces: [Int]? = nil
  )
    throws -> RecordStore
  {
    try RecordLoader.storeHolding(bytes, name: "in.csv", format: format, csv: dialect, pieces: pieces ?? [bytes.count])
  }

  static func rows(_ store: RecordStore) -> [[String]] {
    (0..<store.progress.recordCount).map { store.record(at: IndexPath(item: $0, section: 0)).fields.map(\.value) }
  }

  /// Python's reading of each file: a JSON array per file of its non-blank rows.
  static func pythonRows(of paths: [String], delimiter: String) throws -> [[[String]]] {
    let script = """
      import csv, json, sys
      out = []
      for path in sys.argv[2:]:
          with open(path, newline='', encoding='utf-8-sig') as f:
              out.append([row for row in csv.reader(f, delimiter=sys.argv[1]) if row != []])
      json.dump(out, sys.stdout)
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, delimiter] + paths
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "python3 failed")
    return try JSONDecoder().decode([[[String]]].self, from: data)
  }

  @Test(arguments: [",", "\t", ";", "|"])
  func rowsAgreeWithPythonsCSVModule(delimiter: String) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cascade-csv-\(getpid())-\(delimiter.utf8.first!)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let generator = CSVGenerator(delimiter: Character(delimiter))
    var rng = SplitMix64(seed: UInt64(delimiter.utf8.first!))
    var paths: [String] = []
    var texts: [[UInt8]] = []
    for file in 0..<400 {
      let made = generator.make(
        &rng, rows: file % 50 == 0 ? 2_000 : Int.random(in: 1...12, using: &rng),
        columns: Int.random(in: 1...6, using: &rng))
      let path = directory.appendingPathComponent("\(file).csv").path
      try Data(made.text.utf8).write(to: URL(fileURLWithPath: path))
      paths.append(path)
      texts.append(Array(made.text.utf8))
    }
    let python = try Self.pythonRows(of: paths, delimiter: delimiter)
    let dialect = CSVDialect(delimiter: CSVDialect.delimiter(from: delimiter), hasHeader: false)
    for (file, bytes) in texts.enumerated() {
      let store = try Self.store(bytes, dialect: dialect)
      #expect(store.progress.failure == nil, "file \(file): \(String(describing: store.progress.failure))")
      let ours = Self.rows(store)
      guard ours == python[file] else {
        let first = zip(ours, python[file]).enumerated().first { $0.element.0 != $0.element.1 }
        Issue.record(
          "file \(file) (\(paths[file])): \(ours.count) rows, Python \(python[file].count); first difference \(String(describing: first))"
        )
        return
      }
    }
  }

  @Test func quotedFieldsReadBackAsWrittenInAnyPieces() throws {
    let failure = try withEvery("seed", in: 0..<3_000) { seed, rng in
      let generator = CSVGenerator(delimiter: [",", "\t", ";"].randomElement(using: &rng)!, lenient: false)
      let made = generator.make(
        &rng, rows: seed % 300 == 0 ? 3_000 : Int.random(in: 1...20, using: &rng),
        columns: Int.random(in: 1...5, using: &rng))
      let bytes = Array(made.text.utf8)
      let dialect = CSVDialect(delimiter: CSVDialect.delimiter(from: String(generator.delimiter)), hasHeader: false)
      let whole = try Self.store(bytes, dialect: dialect)
      if let failure = whole.progress.failure { return "failed: \(failure)" }
      let read = Self.rows(whole)
      if read != made.rows {
        let first = zip(read, made.rows).enumerated().first { $0.element.0 != $0.element.1 }
        return "\(read.count) rows, \(made.rows.count) written; first difference \(String(describing: first))"
      }
      // The same bytes as a pipe delivers them: cut anywhere, a row (or a quote) split across reads.
      let largest = [1, 2, 7, 64, 4096].randomElement(using: &rng)!
      var pieces: [Int] = []
      var total = 0
      while total < bytes.count {
        pieces.append(Int.random(in: 1...largest, using: &rng))
        total += pieces.last!
      }
      let piecewise = try Self.store(bytes, dialect: dialect, pieces: pieces)
      if let failure = piecewise.progress.failure { return "in pieces \(pieces.prefix(8)): failed: \(failure)" }
      let printed = (0..<piecewise.progress.recordCount).map {
        piecewise.record(at: IndexPath(item: $0, section: 0)).printedBytes
      }
      let wholePrinted = (0..<whole.progress.recordCount).map {
        whole.record(at: IndexPath(item: $0, section: 0)).printedBytes
      }
      if printed != wholePrinted { return "in pieces \(pieces.prefix(8)): other records" }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func theHeaderRowNamesTheFieldsAndNumbersSortAsNumbers() throws {
    let text =
      "\u{FEFF}id,name,price,notes\r\n7,Lamp,12.50,\"desk, brass\"\r\n8,Chair,9,\r\n9,Table,,\"two\nlines\"\r\n"
    let store = try Self.store(Array(text.utf8), dialect: CSVDialect())
    #expect(store.progress.recordCount == 3)
    let lamp = store.record(at: IndexPath(item: 0, section: 0))
    #expect(lamp.title == "Lamp")
    #expect(lamp.fields.map(\.key) == ["id", "name", "price", "notes"])
    #expect(lamp.fields.map(\.value) == ["7", "Lamp", "12.50", "desk, brass"])
    #expect(lamp.original == "7,Lamp,12.50,\"desk, brass\"")
    #expect(store.record(at: IndexPath(item: 2, section: 0)).original == "9,Table,,\"two\nlines\"")
    #expect(
      store.fieldValue(named: "price", at: IndexPath(item: 0, section: 0)) == FieldValue(text: "12.50", number: 12.5))
    #expect(store.fieldValue(named: "price", at: IndexPath(item: 1, section: 0))?.number == 9)
    #expect(store.fieldValue(named: "price", at: IndexPath(item: 2, section: 0)) == nil)
    #expect(store.fieldValue(named: "notes", at: IndexPath(item: 2, section: 0))?.text == "two\nlines")
    #expect(store.format == .csv)
  }

  @Test func withoutAHeaderTheFieldsAreNumbered() throws {
    let store = try Self.store(Array("a\tb\tc\nd\te\n".utf8), format: .tsv, dialect: CSVDialect(hasHeader: false))
    #expect(store.progress.recordCount == 2)
    #expect(
      store.record(at: IndexPath(item: 1, section: 0)).fields == [
        RecordField(key: "1", value: "d"), RecordField(key: "2", value: "e"),
      ])
    #expect(store.fieldValue(named: "2", at: IndexPath(item: 0, section: 0))?.text == "b")
  }

  @Test func picturesSizesComeFromWidthAndHeightColumns() throws {
    let store = try Self.store(Array("title,width,height\nwide,200,100\nnone,,\n".utf8), dialect: CSVDialect())
    #expect(store.sizing(at: IndexPath(item: 0, section: 0)) == .aspectRatio(0.5))
    #expect(store.record(at: IndexPath(item: 1, section: 0)).aspectRatio == nil)
  }

  @Test func anUnclosedQuoteIsAnErrorAtItsLineAndColumn() throws {
    let text = "name,notes\nLamp,\"fine\"\nChair,\"never\nclosed\n"
    #expect(
      loadError(text, format: .csv, name: "shop.csv")
        == "shop.csv:3:7: a quoted field that is never closed: no '\"' ends it before the end of the input")
    // The rows before it stay readable.
    let store = try Self.store(Array(text.utf8), dialect: CSVDialect())
    #expect(store.progress.recordCount == 1)
  }

  @Test func aFileNamedCSVOrTSVIsReadAsOne() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-csv-name-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in [("a.csv", "k,v\nx,1\n"), ("b.TSV", "k\tv\nx\t1\n")] {
      let path = directory.appendingPathComponent(name).path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      let store = RecordLoader.startStore(LoadRequest(path: path))
      store.waitUntilFinished()
      #expect(store.progress.recordCount == 1)
      #expect(
        store.record(at: IndexPath(item: 0, section: 0)).fields == [
          RecordField(key: "k", value: "x"), RecordField(key: "v", value: "1"),
        ])
    }
  }
}
