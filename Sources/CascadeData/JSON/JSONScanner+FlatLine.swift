/// What the loading pass's fast path made of one NDJSON line.
enum FlatLineSizing: Equatable {
  /// The line holds one valid object; its aspect ratio, nil for none.
  case sized(Double?)
  /// The fast path does not decide this line (an error, an escape in a key, a line that is not an
  /// object, an unusual spelling): the general scan reads it and gives the answer or the error.
  case needsGeneralScan
}

extension JSONScanner {
  /// The loading pass for the commonest NDJSON line, one object whose keys have no escapes: the
  /// same answer as `scanElementSizing` followed by the check for trailing characters, from
  /// `flatObjectSizing`. Anything else, an error included, answers `.needsGeneralScan`.
  /// - Precondition: `position` is at the line's first byte that is not whitespace.
  /// - Complexity: O(length of the line); no allocation.
  func flatLineSizing(matcher: FieldMatcher) -> FlatLineSizing {
    guard let base = bytes.baseAddress, let object = flatObjectSizing(depth: 0, matcher: matcher) else {
      return .needsGeneralScan
    }
    var at = object.end
    Self.skipSpaces(base, &at, end)
    guard at == end else { return .needsGeneralScan }
    return .sized(object.ratio)
  }

  /// The loading pass for the commonest record, an object whose keys have no escapes: the same
  /// answer as `scanElementSizing(depth:matcher:acceptsScalars:)` on an object, in one tight loop
  /// over raw pointers with no closure, no thrown error and no optional byte per step.
  ///
  /// The general scan reads every byte through `current` (an optional and a bounds check), walks
  /// members through a closure and skips values through a `switch` on their kind; on millions of
  /// small records those per-token costs outweigh reading the bytes. Here strings are skipped eight bytes at a time, escapes in values are checked in place,
  /// numbers are checked against JSON's grammar digit by digit, and the size fields are matched and
  /// kept exactly as `scanObjectSizing` keeps them (`ScannedSizes`' rules, `aspectRatio`), so the
  /// ratio is the same `Double`. A nested object or array is skipped by the general `skipValue` at
  /// the depth the general scan would use.
  ///
  /// Anything else (not an object, an escape in a key, an error, the bytes ending inside the
  /// object) answers nil without a message: the caller scans the record again with the general
  /// scanner, which is the one place messages come from and which knows about bytes still to come.
  /// - Parameter depth: how many containers enclose the object (0 for an NDJSON line, 1 for an
  ///   element of a top-level array).
  /// - Returns: the aspect ratio (nil for none) and the offset just past the closing brace.
  /// - Complexity: O(length of the object); no allocation.
  func flatObjectSizing(depth: Int, matcher: FieldMatcher) -> (ratio: Double?, end: Int)? {
    guard let base = bytes.baseAddress, position < end, base[position] == UInt8(ascii: "{") else { return nil }
    let end = self.end
    var at = position + 1
    var sizes = FlatSizes()
    Self.skipSpaces(base, &at, end)
    if at < end && base[at] == UInt8(ascii: "}") {
      at += 1
    } else {
      while true {
        guard at < end, base[at] == UInt8(ascii: "\"") else { return nil }
        let keyStart = at + 1
        guard Self.skipFlatString(base, &at, end, allowsEscapes: false) else { return nil }
        let key = JSONStringToken(content: keyStart..<(at - 1), hasEscapes: false)
        let sizeMatch =
          matcher.maySizeMatch(first: base[keyStart], count: key.content.count) ? matcher.sizeMatch(key, in: self) : nil
        Self.skipSpaces(base, &at, end)
        guard at < end, base[at] == UInt8(ascii: ":") else { return nil }
        at += 1
        Self.skipSpaces(base, &at, end)
        guard at < end else { return nil }
        let valueStart = at
        let kind: JSONValueKind
        var value: Double?
        switch base[at] {
        case UInt8(ascii: "\""):
          guard Self.skipFlatString(base, &at, end, allowsEscapes: true) else { return nil }
          kind = .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          guard Self.skipFlatNumber(base, &at, end, wantsValue: sizeMatch != nil, value: &value) else { return nil }
          kind = .number
        case UInt8(ascii: "t"):
          guard Self.skipWord(base, &at, end, 0x6575_7274, count: 4) else { return nil }  // "true"
          kind = .boolean
        case UInt8(ascii: "f"):
          guard Self.skipWord(base, &at, end, 0x65_736C_6166, count: 5) else { return nil }  // "false"
          kind = .boolean
        case UInt8(ascii: "n"):
          guard Self.skipWord(base, &at, end, 0x6C6C_756E, count: 4) else { return nil }  // "null"
          kind = .null
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          // As `scanObjectSizing(depth:)` skips a member's value: one level deeper than the object.
          var nested = JSONScanner(bytes: bytes, range: at..<end, endName: endName)
          guard let skipped = try? nested.skipValue(depth: depth + 1) else { return nil }
          at = nested.position
          kind = skipped
        default:
          return nil
        }
        if let match = sizeMatch {
          sizes.offer(
            ScannedFields.Field(rank: match.rank, range: valueStart..<at, kind: kind), value: value, for: match.role)
        }
        Self.skipSpaces(base, &at, end)
        guard at < end else { return nil }
        if base[at] == UInt8(ascii: ",") {
          at += 1
          Self.skipSpaces(base, &at, end)
        } else if base[at] == UInt8(ascii: "}") {
          at += 1
          break
        } else {
          return nil
        }
      }
    }
    return (aspectRatio(of: sizes), at)
  }

  /// `aspectRatio(width:height:aspect:)` of the kept size fields, taking a whole number's value
  /// from the scan instead of reading its digits again.
  @inline(__always)
  private func aspectRatio(of sizes: FlatSizes) -> Double? {
    if let width = sizes.widthValue ?? number(of: sizes.width.field),
      let height = sizes.heightValue ?? number(of: sizes.height.field),
      let ratio = Record.aspectRatio(width: width, height: height)
    {
      return ratio
    }
    return (sizes.aspectValue ?? number(of: sizes.aspect.field)).flatMap(Record.sanitizedAspectRatio)
  }

  /// Moves `at` past JSON whitespace (the bytes `skipWhitespace` skips).
  @inline(__always)
  private static func skipSpaces(_ base: UnsafePointer<UInt8>, _ at: inout Int, _ end: Int) {
    while at < end {
      let byte = base[at]
      guard byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A else { return }
      at += 1
    }
  }

  /// Moves `at` from a string's opening quote past its closing quote; false for anything the
  /// general `scanString` would reject or (without `allowsEscapes`) an escape. Plain bytes are
  /// skipped eight at a time, as `scanString` skips them.
  /// - Complexity: O(length of the string).
  @inline(__always)
  private static func skipFlatString(_ base: UnsafePointer<UInt8>, _ at: inout Int, _ end: Int, allowsEscapes: Bool)
    -> Bool
  {
    var index = at + 1
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while true {
      // A word holding a quote, a backslash or a control byte stops at the first such byte (a
      // flag after a true one can be wrong, through the subtraction's borrow; the first is exact).
      while index + 8 <= end {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
        let flagged = special & highs
        if flagged != 0 {
          index += flagged.trailingZeroBitCount >> 3
          break
        }
        index += 8
      }
      guard index < end else { return false }
      let byte = base[index]
      if byte == UInt8(ascii: "\"") {
        at = index + 1
        return true
      }
      if byte == UInt8(ascii: "\\") {
        guard allowsEscapes, index + 1 < end else { return false }
        switch base[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
          UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          index += 2
        case UInt8(ascii: "u"):
          guard index + 6 <= end else { return false }
          for offset in (index + 2)..<(index + 6) where hexValue(base[offset]) == nil { return false }
          index += 6
        default:
          return false
        }
      } else if byte < 0x20 {
        return false
      } else {
        index += 1  // a byte the word loop leaves for the tail (fewer than eight remain)
      }
    }
  }

  /// Moves `at` past a number spelled as JSON's grammar allows
  /// (`-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`); false where `scanNumber` would
  /// throw. It stops where `scanNumber` stops, so the value's range is the same.
  /// - Complexity: O(length of the number).
  /// - Parameter value: with `wantsValue`, set to the number's value if it is a whole number of at most
  ///   15 digits (the value `plainDecimal` gives it, exactly), else left nil.
  @inline(__always)
  private static func skipFlatNumber(
    _ base: UnsafePointer<UInt8>, _ at: inout Int, _ end: Int, wantsValue: Bool, value: inout Double?
  ) -> Bool {
    var index = at
    let negative = base[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    guard index < end else { return false }
    var mantissa: UInt64 = 0
    let digitsStart = index
    if base[index] == UInt8(ascii: "0") {
      index += 1
      if index < end && isDigit(base[index]) { return false }
    } else if isDigit(base[index]) {
      while index < end && isDigit(base[index]) {
        mantissa = mantissa &* 10 &+ UInt64(base[index] &- UInt8(ascii: "0"))
        index += 1
      }
    } else {
      return false
    }
    let wholeEnd = index
    if index < end && base[index] == UInt8(ascii: ".") {
      index += 1
      guard index < end, isDigit(base[index]) else { return false }
      while index < end && isDigit(base[index]) { index += 1 }
    }
    if index < end && (base[index] == UInt8(ascii: "e") || base[index] == UInt8(ascii: "E")) {
      index += 1
      if index < end && (base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-")) { index += 1 }
      guard index < end, isDigit(base[index]) else { return false }
      while index < end && isDigit(base[index]) { index += 1 }
    }
    if wantsValue, index == wholeEnd, wholeEnd - digitsStart <= 15 {
      value = negative ? -Double(mantissa) : Double(mantissa)
    }
    at = index
    return true
  }

  /// Moves `at` past `word` (`count` bytes, little-endian: "true", "false" or "null"); false when
  /// the bytes differ or the line ends first.
  @inline(__always)
  private static func skipWord(_ base: UnsafePointer<UInt8>, _ at: inout Int, _ end: Int, _ word: UInt64, count: Int)
    -> Bool
  {
    guard at + count <= end else { return false }
    var found: UInt64 = 0
    for index in 0..<count { found |= UInt64(base[at + index]) << (8 * UInt64(index)) }
    guard found == word else { return false }
    at += count
    return true
  }
}

/// The size fields one flat object offers, kept by `ScannedSizes`' rules, each with its value when
/// the scan already knows it (a whole number).
private struct FlatSizes {
  var width = (field: ScannedFields.Field?.none, value: Double?.none)
  var height = (field: ScannedFields.Field?.none, value: Double?.none)
  var aspect = (field: ScannedFields.Field?.none, value: Double?.none)

  var widthValue: Double? { width.value }
  var heightValue: Double? { height.value }
  var aspectValue: Double? { aspect.value }

  /// As `ScannedSizes.offer`: `null` counts as absent, and a field ranked at least as well as the
  /// one held replaces it (a later duplicate key wins), its value with it.
  @inline(__always)
  mutating func offer(_ field: ScannedFields.Field, value: Double?, for role: FieldMatcher.Role) {
    guard field.kind != .null else { return }
    func better(_ held: ScannedFields.Field?) -> Bool { held.map { field.rank <= $0.rank } ?? true }
    switch role {
    case .width: if better(width.field) { width = (field, value) }
    case .height: if better(height.field) { height = (field, value) }
    case .aspect: if better(aspect.field) { aspect = (field, value) }
    case .title, .text: break
    }
  }
}
