import CascadeData
import CascadeLayout
import CascadeTestSupport
import Foundation
import Testing

/// A pipe is read on one thread while the loading thread scans what has arrived: whatever sizes the
/// writer's pieces have and however the two threads interleave, the store holds exactly what one
/// sequential scan of the whole input gives (records, byte ranges, sizes, the failure).
@Suite struct PipeReaderTests {
  static let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-pipe-\(getpid())")

  /// A FIFO at a fresh path.
  func fifo(_ name: String) throws -> String { try makeFIFO(name, in: Self.directory) }

  /// Writes `bytes` into the FIFO at `path` in `pieces` (sizes, cycled) from another thread while
  /// the loading thread reads it, and returns the loaded store.
  func loadThroughPipe(_ bytes: [UInt8], path: String, pieces: [Int]) -> RecordStore {
    let done = DispatchSemaphore(value: 0)
    let writer = Thread {
      let descriptor = open(path, O_WRONLY)
      var written = 0
      var piece = 0
      bytes.withUnsafeBytes { raw in
        while written < raw.count {
          let size = min(raw.count - written, pieces[piece % pieces.count])
          piece += 1
          let count = write(descriptor, raw.baseAddress! + written, size)
          if count <= 0 { break }
          written += count
        }
      }
      close(descriptor)
      done.signal()
    }
    writer.start()
    let store = RecordLoader.startStore(LoadRequest(path: path))
    store.waitUntilFinished()
    done.wait()
    return store
  }

  /// What differs between `piped` and `whole`, or nil.
  func difference(_ piped: RecordStore, _ whole: RecordStore) -> String? {
    let (a, b) = (whole.progress, piped.progress)
    if a.failure != b.failure { return "failure \(String(describing: b.failure)) != \(String(describing: a.failure))" }
    if a.recordCount != b.recordCount { return "\(b.recordCount) records != \(a.recordCount)" }
    for item in 0..<a.recordCount {
      let path = IndexPath(item: item, section: 0)
      if piped.byteRange(at: item) != whole.byteRange(at: item) {
        return "record \(item) at \(piped.byteRange(at: item)) != \(whole.byteRange(at: item))"
      }
      if piped.sizing(at: path) != whole.sizing(at: path) { return "sizing \(item) differs" }
    }
    if a.failure == nil && b.bytesRead != a.bytesRead { return "\(b.bytesRead) bytes read != \(a.bytesRead)" }
    return nil
  }

  @Test func smallInputsInPiecesOfAnySize() throws {
    let failure = withEvery("seed", in: 0..<300) { seed, rng in
      // A FIFO per seed: a writer opening one FIFO again could pair with the last seed's reader
      // before it closes, and its bytes would go with that reader.
      guard let path = try? fifo("small-\(seed).fifo") else { return "no FIFO for seed \(seed)" }
      defer { unlink(path) }
      var bytes = StreamedInputTests.randomInput(using: &rng)
      if Int.random(in: 0..<4, using: &rng) == 0 { StreamedInputTests.corrupt(&bytes, using: &rng) }
      let largest = [1, 7, 64, 4096].randomElement(using: &rng) ?? 1
      let pieces = (0..<16).map { _ in Int.random(in: 1...largest, using: &rng) }
      do {
        let whole = try RecordLoader.storeHolding(bytes, name: path, pieces: [bytes.count])
        let piped = loadThroughPipe(bytes, path: path, pieces: pieces)
        return difference(piped, whole).map { "\($0) for \(StreamedInputTests.show(bytes))" }
      } catch {
        return "\(error)"
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Megabytes of NDJSON, text lines and a JSON array: the scanner falls behind the reader, so it
  /// scans backlogs large enough to split over two cores while more arrives; a corrupted byte late
  /// in the input stops both at the same record with the same message.
  @Test func largeInputsWhileTheReaderRunsAhead() throws {
    let failure = withEvery("seed", in: 0..<9) { seed, rng in
      guard let path = try? fifo("large-\(seed).fifo") else { return "no FIFO for seed \(seed)" }
      defer { unlink(path) }
      var text = ""
      let lines = Int.random(in: 20_000...40_000, using: &rng)
      for item in 0..<lines {
        let words = String(repeating: "word ", count: Int.random(in: 0...20, using: &rng))
        switch seed % 3 {
        case 0: text += "{\"title\": \"T\(item)\", \"text\": \"\(words)\", \"w\": \(item % 500 + 1), \"h\": 30}\n"
        case 1: text += "line \(item) \(words)\n"
        default: text += (item == 0 ? "[" : ",\n") + "{\"title\": \"T\(item)\", \"h\": \(item % 90 + 1), \"w\": 7}"
        }
      }
      if seed % 3 == 2 { text += "]\n" }
      var bytes = Array(text.utf8)
      if seed >= 6 { bytes[Int.random(in: bytes.count / 2..<bytes.count, using: &rng)] = UInt8(ascii: "}") }
      let pieces = (0..<8).map { _ in Int.random(in: 1...(256 << 10), using: &rng) }
      do {
        let whole = try RecordLoader.storeHolding(bytes, name: path, pieces: [bytes.count])
        let piped = loadThroughPipe(bytes, path: path, pieces: pieces)
        if seed < 6 && whole.progress.recordCount != lines {
          return "\(whole.progress.recordCount) records of \(lines)"
        }
        return difference(piped, whole)
      } catch {
        return "\(error)"
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
