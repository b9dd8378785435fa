import CascadeData
import CascadeLayout
import CascadeTestSupport
import Foundation
import Testing

/// The record store read the way a pipe delivers input (pieces of any size, a record or a UTF-8
/// character cut anywhere) gives exactly what reading the whole input at once gives.
@Suite struct StreamedInputTests {
  @Test func piecesOfAnySizeReadLikeTheWholeInput() {
    let failure = withEvery("seed", in: 0..<3_000) { seed, rng in
      var bytes = Self.randomInput(using: &rng)
      if Int.random(in: 0..<4, using: &rng) == 0 { Self.corrupt(&bytes, using: &rng) }
      let format: InputFormat? =
        Int.random(in: 0..<5, using: &rng) == 0 ? InputFormat.allCases.randomElement(using: &rng) : nil
      let largest = [1, 3, 16, 64, 4096].randomElement(using: &rng) ?? 1
      var pieces: [Int] = []
      var total = 0
      while total < bytes.count {
        let piece = Int.random(in: 1...largest, using: &rng)
        pieces.append(piece)
        total += piece
      }
      do {
        let whole = try RecordLoader.storeHolding(bytes, name: "in", format: format, pieces: [bytes.count])
        let streamed = try RecordLoader.storeHolding(bytes, name: "in", format: format, pieces: pieces)
        let (a, b) = (whole.progress, streamed.progress)
        if a.failure != b.failure {
          return "failure \(String(describing: b.failure)) != \(String(describing: a.failure)) for \(Self.show(bytes))"
        }
        if a.recordCount != b.recordCount {
          return "\(b.recordCount) records != \(a.recordCount) for \(Self.show(bytes))"
        }
        if a.itemsPath != b.itemsPath { return "items path \(b.itemsPath ?? "nil") != \(a.itemsPath ?? "nil")" }
        for item in 0..<a.recordCount {
          let path = IndexPath(item: item, section: 0)
          if whole.record(at: path) != streamed.record(at: path) {
            return "record \(item): \(streamed.record(at: path)) != \(whole.record(at: path)) for \(Self.show(bytes))"
          }
          if whole.sizing(at: path) != streamed.sizing(at: path) { return "sizing \(item) differs" }
        }
        _ = seed
        return nil
      } catch {
        return "\(error)"
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Blocks, early publications and two-core cuts every few bytes (the halves on two threads, as
  /// the loader runs them), the input in pieces of 1 to 16 bytes: the same records, byte ranges and
  /// failure as the loader's own chunking on the whole input. The `chunks` fuzz target checks the
  /// same on any bytes, the halves in turn.
  @Test func blocksAndTwoCoreCutsEveryFewBytesReadLikeTheWholeInput() {
    let failure = withEvery("seed", in: 0..<1_500) { _, rng in
      var bytes = Self.randomInput(using: &rng)
      if Int.random(in: 0..<4, using: &rng) == 0 { Self.corrupt(&bytes, using: &rng) }
      let chunking = StoreChunking(
        blockSize: Int.random(in: 1...64, using: &rng), firstBlockSize: Int.random(in: 1...16, using: &rng),
        firstPublishElements: Int.random(in: 1...4, using: &rng), parallelThreshold: Int.random(in: 1...32, using: &rng)
      )
      var pieces: [Int] = []
      while pieces.reduce(0, +) < bytes.count { pieces.append(Int.random(in: 1...16, using: &rng)) }
      do {
        let whole = try RecordLoader.storeHolding(bytes, name: "in", pieces: [bytes.count])
        let chunked = try RecordLoader.storeHolding(bytes, name: "in", chunking: chunking, pieces: pieces)
        let (a, b) = (whole.progress, chunked.progress)
        if a.failure != b.failure {
          return "failure \(String(describing: b.failure)) != \(String(describing: a.failure)) for \(Self.show(bytes))"
        }
        if a.recordCount != b.recordCount || a.itemsPath != b.itemsPath {
          return
            "\(b.recordCount) records at \(b.itemsPath ?? "nil") != \(a.recordCount) at \(a.itemsPath ?? "nil") for \(Self.show(bytes))"
        }
        for item in 0..<a.recordCount {
          let path = IndexPath(item: item, section: 0)
          if whole.byteRange(at: item) != chunked.byteRange(at: item)
            || whole.record(at: path) != chunked.record(at: path)
          {
            return "record \(item): \(chunked.record(at: path)) != \(whole.record(at: path)) for \(Self.show(bytes))"
          }
        }
        return nil
      } catch {
        return "\(error)"
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// One of the shapes people pipe in, with multi-byte UTF-8 in its strings and CRLF sometimes.
  static func randomInput(using rng: inout SplitMix64) -> [UInt8] {
    func objects(_ count: Int, lineBreaks: Bool, _ rng: inout SplitMix64) -> [String] {
      (0..<count).map { _ in
        var generator = JSONGenerator()
        _ = generator.object(depth: 1, using: &rng)
        return JSONGenerator.spaced(generator.tokens, lineBreaks: lineBreaks, using: &rng)
      }
    }
    let count = Int.random(in: 0...8, using: &rng)
    let breaks = Bool.random(using: &rng) ? "\n" : "\r\n"
    let text: String
    switch Int.random(in: 0..<6, using: &rng) {
    case 0:
      text = objects(count, lineBreaks: false, &rng).joined(separator: breaks + (Bool.random(using: &rng) ? "" : " \n"))
    case 1:
      text = "[" + objects(count, lineBreaks: true, &rng).joined(separator: ",\n ") + "]" + breaks
    case 2:
      let words = ["café", "山", "🌊 wave", "  ", "", "[INFO] x", "\t", "naïve ü", "{\"a\":1}"]
      text = (0..<count).map { _ in words.randomElement(using: &rng) ?? "" }.joined(separator: breaks)
    case 3:
      let items = objects(count, lineBreaks: true, &rng).joined(separator: ", ")
      text = "{\"meta\": {\"n\": \(count), \"tags\": [1, \"山\"]},\n \"data\": {\"children\": [\(items)]}}"
    case 4:
      let members = objects(count, lineBreaks: false, &rng).enumerated().map { "\"key \($0.offset) 🌊\": \($0.element)" }
      text = "{" + members.joined(separator: ",\n") + "}"
    default:
      let values = ["1", "-2.5e3", "true", "null", "\"café\"", "[1, 2]", "{\"title\": \"t\", \"w\": 3, \"h\": 4}"]
      text = "[" + (0..<count).map { _ in values.randomElement(using: &rng) ?? "1" }.joined(separator: ", ") + "]"
    }
    return Array(text.utf8)
  }

  /// Removes, replaces, truncates or inserts a few bytes, invalid UTF-8 among them.
  static func corrupt(_ bytes: inout [UInt8], using rng: inout SplitMix64) {
    let noise: [UInt8] = Array("[]{},:\"\\\n\r x1".utf8) + [0xFF, 0xC3, 0xE5, 0x00]
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      let index = Int.random(in: 0...bytes.count, using: &rng)
      switch Int.random(in: 0..<4, using: &rng) {
      case 0 where index < bytes.count: bytes.remove(at: index)
      case 1 where index < bytes.count: bytes[index] = noise.randomElement(using: &rng) ?? 0
      case 2: bytes.removeSubrange(index...)
      default: bytes.insert(noise.randomElement(using: &rng) ?? 0, at: index)
      }
    }
  }

  static func show(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self).debugDescription }

  /// Arrays past a megabyte are scanned on two cores from a guessed element start; strings that
  /// look like element starts (`, {`) and errors anywhere must give what one core gives (the input
  /// fed in 64 KiB pieces is scanned on one).
  @Test func largeArraysOnTwoCoresReadLikeOneCore() {
    let failure = withEvery("seed", in: 0..<12) { seed, rng in
      var elements: [String] = []
      var size = 0
      while size < 1_300_000 {
        let tricky = [#"a, {\"b\": 1}"#, ",{", #"x\\\", {\"y"#, "山, {", "plain"].randomElement(using: &rng) ?? ""
        let element: String
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: element = "{\"title\": \"\(tricky)\", \"w\": \(Int.random(in: 1...999, using: &rng)), \"h\": 7}"
        case 1: element = "{\"items\": [{\"a\": 1}, {\"b\": \"\(tricky)\"}], \"n\": null}"
        case 2: element = "\"\(tricky)\""
        default: element = "{\"t\": \"\(String(repeating: "z", count: Int.random(in: 0...300, using: &rng)))\"}"
        }
        elements.append(element)
        size += element.utf8.count + 3
      }
      var bytes = Array(("[" + elements.joined(separator: Bool.random(using: &rng) ? ",\n  " : ",") + "]").utf8)
      if seed % 3 == 2 { bytes[Int.random(in: 1..<bytes.count, using: &rng)] = UInt8(ascii: "]") }
      do {
        let twoCores = try RecordLoader.storeHolding(bytes, name: "big", pieces: [bytes.count])
        let oneCore = try RecordLoader.storeHolding(
          bytes, name: "big", pieces: Array(repeating: 64 << 10, count: bytes.count / (64 << 10) + 1))
        let (a, b) = (twoCores.progress, oneCore.progress)
        if a.failure != b.failure || a.recordCount != b.recordCount {
          return
            "\(a.recordCount) records, \(String(describing: a.failure)) != \(b.recordCount), \(String(describing: b.failure))"
        }
        if seed % 3 != 2, let failure = a.failure {
          return "\(failure)"
        }
        for item in stride(from: 0, to: a.recordCount, by: 97)
        where twoCores.byteRange(at: item) != oneCore.byteRange(at: item) {
          return "record \(item) at \(twoCores.byteRange(at: item)) != \(oneCore.byteRange(at: item))"
        }
        if seed % 3 != 2 && a.recordCount != elements.count { return "\(a.recordCount) records of \(elements.count)" }
        return nil
      } catch {
        return "\(error)"
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func indexIsSixteenBytesPerRecord() throws {
    #expect(RecordStore.indexBytesPerRecord == 16)
    let lines = (0..<100_000).map { "{\"title\": \"T\($0)\", \"w\": 640, \"h\": \($0 % 900 + 100)}" }
    let store = try RecordLoader.storeHolding(Array(lines.joined(separator: "\n").utf8), name: "n", pieces: [1 << 20])
    #expect(store.progress.recordCount == 100_000)
    // Whole 65,536-entry segments: at most one partly used.
    #expect(store.indexBytes <= 16 * (100_000 + 65_536))
    #expect(store.sizing(at: IndexPath(item: 7, section: 0)) == .aspectRatio(Double(Float32(107.0 / 640))))
  }
}
