@testable import CascadeData
import CascadeTestSupport
import Testing

/// The loading pass's fast path for flat NDJSON objects (`flatLineSizing`) against the general
/// scan it stands in for, which is the reference: wherever the fast path answers, the general scan
/// accepts the line and gives the same aspect ratio, bit for bit; lines the fast path is for are
/// never left to the general scan; and a whole input fed to the store builder in random pieces
/// indexes exactly the lines, ratios and first error that the general scan finds line by line.
@Suite struct FlatLineScanTests {
  static let matcher = FieldMatcher(.standard)

  /// A random NDJSON line: mostly a flat object with size fields, strings with every kind of escape
  /// and multi-byte characters, numbers in every JSON spelling; sometimes nested values, escaped
  /// keys, a string or a scalar instead of an object. `plainKeys` is true when it is an object
  /// whose keys hold no escape and nothing was broken: a line the fast path must read itself.
  static func randomLine(_ rng: inout SplitMix64) -> (text: String, plainKeys: Bool) {
    var generator = JSONGenerator()
    var plainKeys = true
    switch Int.random(in: 0..<20, using: &rng) {
    case 0: _ = generator.string(using: &rng)
    case 1: generator.tokens.append(JSONGenerator.number(using: &rng))
    default:
      generator.tokens.append("{")
      for index in 0..<Int.random(in: 0...6, using: &rng) {
        if index > 0 { generator.tokens.append(",") }
        if Int.random(in: 0..<8, using: &rng) == 0 {
          let before = generator.tokens.count
          _ = generator.string(using: &rng)
          if generator.tokens[before].contains("\\") { plainKeys = false }
        } else {
          let sizeKeys = ["w", "h", "width", "height", "aspect", "title", "price", "山"]
          let key =
            Bool.random(using: &rng)
            ? sizeKeys.randomElement(using: &rng) ?? "w" : JSONGenerator.keys.randomElement(using: &rng) ?? "id"
          generator.tokens.append("\"\(key)\"")
        }
        generator.tokens.append(":")
        switch Int.random(in: 0..<7, using: &rng) {
        case 0: generator.tokens.append(String(Int.random(in: 1...2_000, using: &rng)))
        case 6: generator.tokens.append(Self.longNumber(&rng))
        case 1: generator.tokens.append("\"\(Int.random(in: 0...2_000, using: &rng))\"")
        case 2: generator.tokens.append("\"  \(Int.random(in: 1...99, using: &rng)).5 \"")
        default: _ = generator.value(depth: Int.random(in: 2...4, using: &rng), using: &rng)
        }
      }
      generator.tokens.append("}")
    }
    if !generator.tokens.starts(with: ["{"]) { plainKeys = false }
    var bytes = Array(JSONGenerator.spaced(generator.tokens, lineBreaks: false, using: &rng).utf8)
    // One line in four is broken: cut short, or a byte dropped, doubled or replaced.
    if Int.random(in: 0..<4, using: &rng) == 0, !bytes.isEmpty {
      plainKeys = false
      let at = Int.random(in: 0..<bytes.count, using: &rng)
      let strange: [UInt8] = [
        0x22, 0x5C, 0x2C, 0x7D, 0x7B, 0x5B, 0x3A, 0x09, 0x01, 0xFF, 0xC3, 0x78, 0x30, 0x2D, 0x2E, 0x65, 0x0D,
      ]
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: bytes.removeSubrange(at...)
      case 1: bytes.remove(at: at)
      case 2: bytes.insert(bytes[at], at: at)
      default: bytes[at] = strange.randomElement(using: &rng) ?? 0x22
      }
    }
    return (String(decoding: bytes, as: UTF8.self), plainKeys)
  }

  /// A number with up to 24 digits before and 20 after the point: digit runs longer than the eight
  /// bytes the scan looks at at once, and whole numbers on both sides of the 15 digits that are
  /// converted while scanning.
  static func longNumber(_ rng: inout SplitMix64) -> String {
    func digits(_ count: Int) -> String {
      String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &rng))) })
    }
    var text =
      (Bool.random(using: &rng) ? "-" : "") + String(Int.random(in: 1...9, using: &rng))
      + digits(Int.random(in: 0...23, using: &rng))
    if Bool.random(using: &rng) { text += "." + digits(Int.random(in: 1...20, using: &rng)) }
    return text
  }

  /// The general scan of one line, as the loader ran it before the fast path: the ratio or the error.
  static func generalSizing(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Result<
    Double?, JSONSyntaxError
  >? {
    var scanner = JSONScanner(bytes: buffer, range: range, endName: "end of line")
    scanner.skipWhitespace()
    guard !scanner.isAtEnd else { return nil }
    do throws(JSONSyntaxError) {
      let ratio = try scanner.scanElementSizing(depth: 0, matcher: matcher, acceptsScalars: false)
      scanner.skipWhitespace()
      guard scanner.isAtEnd else { throw scanner.error("trailing characters after the JSON value") }
      return .success(ratio)
    } catch {
      return .failure(error)
    }
  }

  static func sameRatio(_ left: Double?, _ right: Double?) -> Bool {
    switch (left, right) {
    case (nil, nil): true
    case (let left?, let right?): left.bitPattern == right.bitPattern
    default: false
    }
  }

  @Test func fastPathAgreesWithTheGeneralScan() {
    var fastLines = 0
    let failure = withEvery("seed", in: 0..<6_000) { _, rng in
      let (text, plainKeys) = Self.randomLine(&rng)
      // The line sits inside a larger buffer, as in the input, with bytes after it that must not
      // be read.
      let bytes = Array("\n".utf8) + Array(text.utf8) + Array("\n{\"w\": 1}".utf8)
      let range = 1..<(1 + text.utf8.count)
      return bytes.withUnsafeBufferPointer { buffer -> String? in
        guard let reference = Self.generalSizing(buffer, range) else { return nil }
        var scanner = JSONScanner(bytes: buffer, range: range, endName: "end of line")
        scanner.skipWhitespace()
        let fast = scanner.flatLineSizing(matcher: Self.matcher)
        switch (fast, reference) {
        case (.sized(let ratio), .success(let expected)):
          fastLines += 1
          return Self.sameRatio(ratio, expected)
            ? nil : "ratio \(String(describing: ratio)) != \(String(describing: expected)) for \(text.debugDescription)"
        case (.sized, .failure(let error)):
          return "the fast path accepted \(text.debugDescription), which the general scan rejects: \(error.reason)"
        case (.needsGeneralScan, .success):
          return plainKeys ? "the fast path left a flat object to the general scan: \(text.debugDescription)" : nil
        case (.needsGeneralScan, .failure):
          return nil
        }
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
    // Most generated lines are flat objects with plain keys: the fast path really ran.
    #expect(fastLines > 3_000)
  }

  /// The same lines as elements of a top-level array, followed by the rest of an array (or by
  /// nothing, the bytes ending there): wherever `flatObjectSizing(depth: 1)` answers, the general
  /// element scan accepts the element, ends at the same offset and gives the same ratio.
  @Test func arrayElementsAgreeWithTheGeneralScan() {
    var fastElements = 0
    let failure = withEvery("seed", in: 0..<6_000) { _, rng in
      let (text, plainKeys) = Self.randomLine(&rng)
      let tail = [", {\"w\": 1}]", "]", "", ",", " ]\n", "}"].randomElement(using: &rng) ?? "]"
      let bytes = Array("[".utf8) + Array(text.utf8) + Array(tail.utf8)
      return bytes.withUnsafeBufferPointer { buffer -> String? in
        var reference = JSONScanner(bytes: buffer, range: 1..<buffer.count)
        reference.skipWhitespace()
        var fast = reference
        let expected: Result<Double?, JSONSyntaxError>
        do throws(JSONSyntaxError) {
          expected = .success(try reference.scanElementSizing(depth: 1, matcher: Self.matcher, acceptsScalars: true))
        } catch {
          expected = .failure(error)
        }
        guard let object = fast.flatObjectSizing(depth: 1, matcher: Self.matcher) else {
          if plainKeys, case .success = expected {
            return "the fast path left a flat object to the general scan: \(text.debugDescription)"
          }
          return nil
        }
        fastElements += 1
        fast.position = object.end
        guard case .success(let ratio) = expected else {
          return "the fast path accepted \(text.debugDescription), which the general scan rejects"
        }
        if fast.position != reference.position {
          return "ends at \(fast.position), the general scan at \(reference.position): \(text.debugDescription)"
        }
        return Self.sameRatio(object.ratio, ratio)
          ? nil
          : "ratio \(String(describing: object.ratio)) != \(String(describing: ratio)) for \(text.debugDescription)"
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(fastElements > 3_000)
  }

  /// What the general scan finds in a whole NDJSON input, line by line: each record's byte range
  /// and ratio up to the first bad line, and that line's number.
  static func referenceIndex(_ bytes: [UInt8]) -> (entries: [IndexEntry], errorLine: Int?) {
    bytes.withUnsafeBufferPointer { buffer in
      var entries: [IndexEntry] = []
      var start = 0
      var line = 1
      while start < buffer.count {
        let end = buffer[start...].firstIndex(of: 0x0A) ?? buffer.count
        let contentEnd = end > start && buffer[end - 1] == 0x0D ? end - 1 : end
        switch generalSizing(buffer, start..<contentEnd) {
        case nil: break
        case .success(let ratio)?:
          entries.append(IndexEntry(offset: start, length: contentEnd - start, aspectRatio: ratio))
        case .failure?: return (entries, line)
        }
        start = end + 1
        line += 1
      }
      return (entries, nil)
    }
  }

  /// Loads `bytes` as NDJSON the way a pipe delivers them, in pieces cut at `cuts`.
  static func loadInPieces(_ bytes: [UInt8], cuts: [Int]) -> (entries: [IndexEntry], error: InputError?) {
    guard case .success(let input) = InputBytes.reservation() else {
      return ([], InputError(source: "test", reason: "no reservation"))
    }
    let store = RecordStore(name: "pieces", fields: .standard)
    let builder = StoreBuilder(store: store, bytes: input, format: .ndjson, itemsPath: nil)
    var filled = 0
    do throws(InputError) {
      for cut in cuts + [bytes.count] where cut > filled {
        guard input.makeWritable(upTo: cut), let base = input.base else {
          return ([], InputError(source: "test", reason: "no memory"))
        }
        bytes.withUnsafeBufferPointer { source in
          (base + filled).update(from: source.baseAddress! + filled, count: cut - filled)
        }
        filled = cut
        try builder.advance(filled: filled, atEnd: false)
      }
      try builder.advance(filled: filled, atEnd: true)
    } catch {
      return ((0..<store.index.written).map { store.index[$0] }, error)
    }
    return ((0..<store.index.written).map { store.index[$0] }, nil)
  }

  static func sameEntries(_ left: [IndexEntry], _ right: [IndexEntry]) -> Bool {
    left.count == right.count
      && zip(left, right).allSatisfy {
        $0.offset == $1.offset && $0.length == $1.length && $0.aspectRatio.bitPattern == $1.aspectRatio.bitPattern
      }
  }

  /// Random NDJSON inputs (blank lines, CRLF endings, now and then a bad line) cut into random
  /// pieces: the index and the first error's line are the reference's, wherever the cuts fall.
  @Test func piecesIndexLikeTheReference() {
    let failure = withEvery("seed", in: 0..<2_000) { seed, rng in
      // A few large inputs, so blocks are split and scanned on two cores.
      let lineCount = seed % 400 == 0 ? 9_000 : Int.random(in: 0...12, using: &rng)
      var text: [UInt8] = []
      for _ in 0..<lineCount {
        var (line, _) = Self.randomLine(&rng)
        if lineCount > 12 {
          while !line.hasPrefix("{") || Self.referenceIndex(Array(line.utf8)).errorLine != nil {
            line = Self.randomLine(&rng).text
          }
        }
        text += Array(line.utf8)
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: text += Array("\r\n".utf8)
        case 1: text += Array("\n  \n".utf8)
        default: text.append(0x0A)
        }
      }
      if Bool.random(using: &rng), text.last == 0x0A { text.removeLast() }
      let cuts = (0..<Int.random(in: 0...6, using: &rng)).map { _ in Int.random(in: 0...text.count, using: &rng) }
        .sorted()
      let expected = Self.referenceIndex(text)
      let loaded = Self.loadInPieces(text, cuts: cuts)
      if loaded.error?.line != expected.errorLine {
        return
          "error \(String(describing: loaded.error)) where the reference stops at line \(String(describing: expected.errorLine)); cuts \(cuts) of \(String(decoding: text, as: UTF8.self).debugDescription)"
      }
      if !Self.sameEntries(loaded.entries, expected.entries) {
        return
          "\(loaded.entries.count) entries, expected \(expected.entries.count); cuts \(cuts) of \(String(decoding: text.prefix(2_000), as: UTF8.self).debugDescription)"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
