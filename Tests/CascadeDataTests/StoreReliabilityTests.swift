import CascadeData
import CascadeLayout
import CascadeTestSupport
import Foundation
import Testing

/// Inputs that go wrong, read through the real loading thread: each ends with an error naming the
/// file with its line and column, or with what could be read, and never with a crash.
@Suite struct StoreReliabilityTests {
  static let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-store-\(getpid())")

  /// A file holding `bytes`, named `name`, in a directory of its own.
  func file(_ name: String, _ bytes: [UInt8]) throws -> String {
    try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
    let url = Self.directory.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  /// Streams `path` to the end and returns the store.
  func streamed(_ path: String?, items: String? = nil) -> RecordStore {
    let store = RecordLoader.startStore(LoadRequest(path: path, itemsPath: items))
    store.waitUntilFinished()
    return store
  }

  func failure(_ name: String, _ text: String) throws -> String? {
    streamed(try file(name, Array(text.utf8))).progress.failure?.description
  }

  @Test func formatsFollowTheFileName() throws {
    let json = try file("n.json", Array("42\n".utf8))
    #expect(
      streamed(json).progress.failure?.description == "\(json):1:1: a JSON array or object expected, found number")
    let text = try file("n.txt", Array("42\n".utf8))
    #expect(streamed(text).record(at: IndexPath(item: 0, section: 0)).title == "42")
    let ndjson = try file("a.ndjson", Array("{\"title\": \"a\"}\n[1]\n".utf8))
    #expect(streamed(ndjson).progress.failure?.description == "\(ndjson):2:1: object expected, found array")
    let jsonl = try file("a.JSONL", Array("{\"title\": \"a\"}\n{\"title\": \"b\"}".utf8))
    #expect(streamed(jsonl).progress.recordCount == 2)
    let lines = try file("log.json", Array("[INFO] up\n".utf8))
    #expect(streamed(lines).progress.failure?.description == "\(lines):1:2: expected a value, found 'I'")
    #expect(try failure("e.json", "") == "\(Self.directory.path)/e.json:1:1: unexpected end of input")
    #expect(streamed(try file("e.txt", [])).progress.recordCount == 0)
    #expect(streamed(try file("e.txt", [])).progress.failure == nil)
  }

  @Test func truncatedAndDeepInputsNameTheirPlace() throws {
    let dir = Self.directory.path
    #expect(try failure("t.json", "[{\"title\": \"a\"}, {\"title\": \"b") == "\(dir)/t.json:1:28: unterminated string")
    #expect(
      try failure("t2.json", "[{\"title\": \"a\"},\n{\"title\": \"b\"}")
        == "\(dir)/t2.json:2:15: unexpected end of input")
    #expect(
      try failure("d.json", String(repeating: "[", count: 100_000))
        == "\(dir)/d.json:1:513: nesting deeper than 512 levels")
    #expect(
      try failure("d2.json", String(repeating: "{\"a\":", count: 100_000))
        == "\(dir)/d2.json:1:2561: nesting deeper than 512 levels")
    #expect(
      try failure("d3.ndjson", String(repeating: "{\"a\":", count: 100_000))
        == "\(dir)/d3.ndjson:1:2561: nesting deeper than 512 levels")
    // Records before an error stay readable.
    let partial = streamed(try file("p.ndjson", Array("{\"title\": \"a\"}\n{\"title\": \"b\"}\n{\"title\": \n".utf8)))
    #expect(partial.progress.recordCount == 2 && partial.progress.failure?.line == 3)
    #expect(partial.record(at: IndexPath(item: 1, section: 0)).title == "b")
  }

  @Test func unreadableInputs() throws {
    let missing = "/nonexistent-cascade/data.json"
    #expect(streamed(missing).progress.failure?.description == "cannot read '\(missing)': No such file or directory")
    try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
    #expect(
      streamed(Self.directory.path).progress.failure?.description
        == "cannot read '\(Self.directory.path)': Is a directory")
  }

  /// Binary and invalid UTF-8 are text lines (drawn sanitised later); a pick prints the input's bytes.
  @Test func binaryIsReadAsLinesKeepingItsBytes() throws {
    var bytes: [UInt8] = []
    var rng = SplitMix64(seed: 7)
    for _ in 0..<20_000 { bytes.append(UInt8(truncatingIfNeeded: rng.next())) }
    bytes[0] = 0x01  // not '[' or '{'
    let store = streamed(try file("blob.bin", bytes))
    #expect(store.progress.failure == nil)
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
      line.last == 0x0D ? Array(line.dropLast()) : Array(line)
    }.filter { $0.contains { $0 != 0x20 && $0 != 0x09 } }
    #expect(store.progress.recordCount == lines.count)
    for (item, line) in lines.enumerated() where item % 7 == 0 {
      #expect(store.record(at: IndexPath(item: item, section: 0)).printedBytes == line)
    }
  }

  /// A 64 MB text line and a 16 MB NDJSON string arriving in 1 MB pieces, as from a pipe.
  @Test func hugeLines() throws {
    let size = 64 << 20
    let text = [UInt8](repeating: UInt8(ascii: "x"), count: size)
    let lines = try RecordLoader.storeHolding(
      text + [0x0A, 0x79], name: "big", pieces: Array(repeating: 1 << 20, count: 70))
    #expect(
      lines.progress.recordCount == 2 && lines.byteRange(at: 0) == 0..<size
        && lines.byteRange(at: 1) == (size + 1)..<(size + 2))
    let json = Array("{\"title\": \"".utf8) + text[0..<(size / 4)] + Array("\"}\n".utf8)
    let record = try RecordLoader.storeHolding(json, name: "big", pieces: Array(repeating: 1 << 20, count: 20))
    #expect(record.progress.failure == nil && record.progress.recordCount == 1)
    #expect(record.record(at: IndexPath(item: 0, section: 0)).title.utf8.count == size / 4)
  }

  /// Lengths past 2^31 and 2^32 in a sparse file: one 2.5 GiB line is one record with its exact
  /// length; a 4.5 GiB line is an error at its start, not a wrapped length.
  @Test func linesBeyondThirtyTwoBits() throws {
    for (mebibytes, fits) in [(2_560, true), (4_608, false)] {
      let path = Self.directory.appendingPathComponent("sparse-\(mebibytes).txt").path
      try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      #expect(descriptor >= 0)
      #expect(write(descriptor, "ab\nx", 4) == 4)
      #expect(ftruncate(descriptor, off_t(mebibytes) << 20) == 0)
      close(descriptor)
      defer { unlink(path) }
      let store = streamed(path)
      if fits {
        #expect(store.progress.failure == nil && store.progress.recordCount == 2)
        #expect(store.byteRange(at: 1) == 3..<(2_560 << 20))
      } else {
        #expect(
          store.progress.failure?.description == "\(path):2:1: a line longer than 4 GiB, the most a record can hold")
        #expect(store.progress.recordCount == 1)
      }
    }
  }

  /// A FIFO whose writer stops in the middle of a record: the error names the FIFO and the place.
  @Test func fifoThatClosesEarly() throws {
    let path = try fifo("early.fifo")
    defer { unlink(path) }
    let writer = Thread {
      let descriptor = open(path, O_WRONLY)
      let text = "[{\"title\": \"a\"},\n {\"title\": \"b\"},\n {\"ti"
      _ = write(descriptor, text, text.utf8.count)
      close(descriptor)
    }
    writer.start()
    let store = streamed(path)
    #expect(store.progress.failure?.description == "\(path):3:3: unterminated string")
    #expect(store.progress.recordCount == 2)
  }

  func fifo(_ name: String) throws -> String { try makeFIFO(name, in: Self.directory) }

  /// Records read below the published count while the loading thread appends stay what they are:
  /// a reader keeps checking random records against the line it knows was written.
  @Test func readersBelowThePublishedCountWhileLoading() throws {
    let path = try fifo("concurrent.fifo")
    defer { unlink(path) }
    let count = 200_000
    let writer = Thread {
      let descriptor = open(path, O_WRONLY)
      var item = 0
      while item < count {
        var batch = ""
        for index in item..<min(count, item + 997) {
          batch += "{\"title\": \"T\(index)\", \"w\": 10, \"h\": \(index % 50 + 1)}\n"
        }
        item = min(count, item + 997)
        let bytes = Array(batch.utf8)
        var written = 0
        while written < bytes.count {
          written += max(0, write(descriptor, Array(bytes[written...]), bytes.count - written))
        }
      }
      close(descriptor)
    }
    writer.start()
    let store = RecordLoader.startStore(LoadRequest(path: path))
    var rng = SplitMix64(seed: 1)
    var checked = 0
    var mismatches = 0
    var seenCounts = Set<Int>()
    while true {
      let progress = store.progress
      seenCounts.insert(progress.recordCount)
      if progress.recordCount > 0 {
        for _ in 0..<50 {
          let item = Int(rng.next() % UInt64(progress.recordCount))
          let record = store.record(at: IndexPath(item: item, section: 0))
          if record.title != "T\(item)"
            || store.sizing(at: IndexPath(item: item, section: 0))
              != .aspectRatio(Double(Float32(Double(item % 50 + 1) / 10)))
          {
            mismatches += 1
          }
          checked += 1
        }
      }
      if progress.isFinished { break }
    }
    #expect(mismatches == 0)
    #expect(store.progress.recordCount == count && store.progress.failure == nil)
    #expect(checked > 0)
    #expect(seenCounts.count > 2, "the reader saw the count grow while loading")
  }

  /// `cancel()` stops a load whose pipe never ends: `waitUntilFinished()` returns and the records
  /// read so far stay readable.
  @Test func cancelStopsAPipeThatNeverEnds() throws {
    let path = try fifo("endless.fifo")
    defer { unlink(path) }
    let writerOpen = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let writer = Thread {
      let descriptor = open(path, O_WRONLY)
      _ = write(descriptor, "one\ntwo\n", 8)
      writerOpen.signal()
      release.wait()  // keeps the pipe open until the test is done
      close(descriptor)
    }
    writer.start()
    let store = RecordLoader.startStore(LoadRequest(path: path))
    writerOpen.wait()
    while store.progress.recordCount < 2 { sched_yield() }
    store.cancel()
    store.waitUntilFinished()
    #expect(store.progress.isFinished && store.progress.failure == nil)
    #expect(store.record(at: IndexPath(item: 1, section: 0)).title == "two")
    release.signal()
  }

  /// A FIFO no writer ever opens: the load waits, and `cancel()` still ends it.
  @Test func cancelWhileNoWriterHasCome() throws {
    let path = try fifo("nobody.fifo")
    defer { unlink(path) }
    let store = RecordLoader.startStore(LoadRequest(path: path))
    store.cancel()
    store.waitUntilFinished()
    #expect(store.progress.isFinished && store.progress.recordCount == 0 && store.progress.failure == nil)
  }

  /// The input is opened read-only and mapped without write access: its bytes and time stamp stay.
  @Test func theInputIsNeverWritten() throws {
    let text = "{\"title\": \"a\"}\n{\"title\": \"b\"}\n"
    let path = try file("keep.ndjson", Array(text.utf8))
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    let store = streamed(path)
    #expect(store.progress.recordCount == 2)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(text.utf8))
    #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == before)
  }
}
