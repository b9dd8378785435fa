import CascadeData
import CascadeTestSupport
import Testing

@Suite struct JSONPropertyTests {
  /// Random arrays printed with random whitespace load with each element's `original` equal to the
  /// element as generated compactly (escapes and number spellings kept), and parse to the same tree.
  @Test func spacedArraysGiveCompactOriginals() {
    let failure = withEvery("seed", in: 0..<1_500) { _, rng in
      var generator = JSONGenerator()
      generator.tokens.append("[")
      var elements: [JSONValue] = []
      var compactElements: [String] = []
      for index in 0..<Int.random(in: 0...5, using: &rng) {
        if index > 0 { generator.tokens.append(",") }
        let first = generator.tokens.count
        elements.append(
          Bool.random(using: &rng) || index == 0
            ? generator.object(depth: 1, using: &rng) : .string(generator.string(using: &rng)))
        compactElements.append(generator.tokens[first...].joined())
      }
      generator.tokens.append("]")
      let text = JSONGenerator.spaced(generator.tokens, lineBreaks: true, using: &rng)
      let records: [Record]
      do {
        records = try load(text, format: .json).records
      } catch {
        return "\(error) for \(text.debugDescription)"
      }
      if records.map(\.original) != compactElements {
        return "originals \(records.map(\.original)) != \(compactElements) for \(text.debugDescription)"
      }
      guard let parsed = try? JSONValue.parse(Array(text.utf8)) else {
        return "tree parse failed for \(text.debugDescription)"
      }
      if parsed != .array(elements) { return "tree \(parsed) != \(elements)" }
      // The canonical printing parses back to the same tree.
      if (try? JSONValue.parse(Array(parsed.compactText.utf8))) != parsed {
        return "compactText \(parsed.compactText) does not round-trip"
      }
      for (record, element) in zip(records, elements) {
        if let failure = Self.checkMapping(record, element) { return "\(failure) for \(text.debugDescription)" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// NDJSON lines of random objects: originals are the lines, and the mapped fields match the oracle.
  @Test func ndjsonLinesMapLikeTheOracle() {
    let failure = withEvery("seed", in: 0..<1_500) { _, rng in
      var lines: [String] = []
      var objects: [JSONValue] = []
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        var generator = JSONGenerator()
        objects.append(generator.object(depth: 0, using: &rng))
        lines.append(JSONGenerator.spaced(generator.tokens, lineBreaks: false, using: &rng))
      }
      let text = lines.joined(separator: Bool.random(using: &rng) ? "\n" : "\r\n\n")
      guard let records = try? load(text, format: .ndjson).records else {
        return "failed to load \(text.debugDescription)"
      }
      if records.map(\.original) != lines { return "originals \(records.map(\.original)) != \(lines)" }
      for (record, object) in zip(records, objects) {
        if let failure = Self.checkMapping(record, object) { return "\(failure) for \(text.debugDescription)" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Compares a record's title and body with `JSONValue.mapped(_:)`, the slow obvious rule.
  static func checkMapping(_ record: Record, _ element: JSONValue) -> String? {
    if case .string(let title) = element { return record.title == title ? nil : "title \(record.title) != \(title)" }
    let fields = FieldMapping.standard
    func matches(_ text: String, _ value: JSONValue) -> Bool {
      if case .string(let string) = value { return text == string }
      return (try? JSONValue.parse(Array(text.utf8))) == value
    }
    if let title = element.mapped(fields.titleFields), !matches(record.title, title) {
      return "title \(record.title.debugDescription) does not show \(title)"
    }
    if let body = element.mapped(fields.textFields) {
      if !matches(record.body, body) { return "body \(record.body.debugDescription) does not show \(body)" }
    } else if !record.body.isEmpty {
      return "body \(record.body.debugDescription) from nowhere"
    }
    if let ratio = record.aspectRatio, !Record.aspectRatioRange.contains(ratio) {
      return "aspect \(ratio) out of range"
    }
    return nil
  }

  /// Corrupted JSON never crashes the loader, and every error points inside the input.
  @Test func corruptionGivesErrorsInsideTheInput() {
    let noise: [UInt8] = Array("[]{},:\"\\u0-e.x1 \n\r\t".utf8) + [0xFF, 0xC3, 0x1B, 0xE5]
    let failure = withEvery("seed", in: 0..<3_000) { _, rng in
      var generator = JSONGenerator()
      _ = generator.array(depth: 0, using: &rng)
      var bytes = Array(JSONGenerator.spaced(generator.tokens, lineBreaks: true, using: &rng).utf8)
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        let index = Int.random(in: 0...bytes.count, using: &rng)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0 where index < bytes.count: bytes.remove(at: index)
        case 1 where index < bytes.count: bytes[index] = noise.randomElement(using: &rng) ?? 0
        case 2: bytes.removeSubrange(index...)
        default: bytes.insert(noise.randomElement(using: &rng) ?? 0, at: index)
        }
      }
      for format in InputFormat.allCases {
        do throws(InputError) {
          _ = try RecordLoader.load(data: bytes, name: "x", format: format)
        } catch {
          if let failure = Self.checkPosition(error, in: bytes) { return "\(format): \(failure) in \(bytes)" }
        }
      }
      do throws(InputError) {
        _ = try JSONValue.parse(bytes)
      } catch {
        if let failure = Self.checkPosition(error, in: bytes) { return "tree: \(failure) in \(bytes)" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// An error's line must exist and its column lie within the line or just after its end.
  static func checkPosition(_ error: InputError, in bytes: [UInt8]) -> String? {
    guard let line = error.line, let column = error.column else { return "\(error) has no position" }
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    guard line >= 1 && line <= lines.count else { return "\(error): line out of 1...\(lines.count)" }
    let length = String(decoding: lines[line - 1], as: UTF8.self).unicodeScalars.count
    guard column >= 1 && column <= length + 1 else { return "\(error): column out of 1...\(length + 1)" }
    return nil
  }
}
