extension StoreBuilder {
  /// Chooses how to read the input from the request and its first bytes, and sets the store's
  /// record kind and format. A `.json`/`.ndjson`/`.jsonl` file or `--format` is read as that format;
  /// otherwise `[` starts a JSON array, `{` an NDJSON line, unless that first object is all the input
  /// holds (a JSON document: its collection is found inside it), and anything else is text lines.
  /// - Returns: false when more bytes are needed to decide.
  func decide(_ buffer: UnsafeBufferPointer<UInt8>, atEnd: Bool) throws(JSONSyntaxError) -> Bool {
    let count = buffer.count
    // NUL-separated records are text, whatever their first bytes look like.
    if separator != 0x0A {
      startLines(json: false, at: 0)
      return true
    }
    if count < 3 && !atEnd { return false }
    if buffer.starts(with: [0xFF, 0xFE]) || buffer.starts(with: [0xFE, 0xFF]) {
      throw JSONSyntaxError(offset: 0, reason: "UTF-16 input is not supported; convert it to UTF-8")
    }
    var scanner = JSONScanner(bytes: buffer, range: 0..<count)
    scanner.skipByteOrderMark()
    let contentStart = scanner.position
    if requestedFormat == .csv || requestedFormat == .tsv {
      if itemsPath != nil {
        throw JSONSyntaxError.withoutPosition("--items finds the collection inside a JSON document, not in CSV")
      }
      startCSV(at: contentStart, tab: requestedFormat == .tsv)
      return true
    }
    scanner.skipWhitespace()
    guard let first = scanner.current else {
      guard atEnd else { return false }
      if requestedFormat == .json || itemsPath != nil { throw scanner.unexpectedEnd }
      startLines(json: requestedFormat == .ndjson, at: contentStart)
      return true
    }
    let start = scanner.position
    // A first character cut by the end of the bytes so far would be named as a lone byte.
    if !atEnd && count < start + 4 { return false }
    switch requestedFormat {
    case .lines?, .ndjson?:
      if itemsPath != nil {
        throw JSONSyntaxError.withoutPosition(
          "--items finds the collection inside a JSON document, not in \(requestedFormat == .lines ? "text lines" : "NDJSON")"
        )
      }
      startLines(json: requestedFormat == .ndjson, at: contentStart)
      return true
    case .json?, nil, .csv?, .tsv?:
      break
    }
    let isDocumentStart = first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
    if !isDocumentStart {
      guard requestedFormat == nil, itemsPath == nil else {
        let found = JSONValueKind(firstByte: first)?.name ?? scanner.describeCharacter(at: start)
        throw scanner.error("a JSON array or object expected, found \(found)", at: start)
      }
      startLines(json: false, at: contentStart)
      return true
    }
    store.setFormat(.json)
    if itemsPath != nil || (first == UInt8(ascii: "{") && requestedFormat == .json) {
      mode = .document(start: start)
      return true
    }
    if first == UInt8(ascii: "[") {
      store.setContents(bytes, kind: .element)
      mode = .array(ArrayCursor(position: start, state: .opening, isTopLevel: true))
      return true
    }
    return try probeFirstObject(buffer, at: start, contentStart: contentStart, atEnd: atEnd)
  }

  /// Input starting with `{` and no format given: a document when the object is all there is,
  /// NDJSON when anything follows it (an object spread over lines and followed by more is left to
  /// the NDJSON reader, which names it). Waits until the object and the next byte (or the end) have
  /// arrived.
  private func probeFirstObject(
    _ buffer: UnsafeBufferPointer<UInt8>, at start: Int, contentStart: Int, atEnd: Bool
  ) throws(JSONSyntaxError) -> Bool {
    let count = buffer.count
    if !atEnd && count < retryAt { return false }
    var probe = JSONScanner(bytes: buffer, range: start..<count)
    do throws(JSONSyntaxError) {
      try probe.skipValue(depth: 0)
    } catch {
      if !atEnd && probe.position >= count - Self.incompleteMargin {
        retryAt = count + max(64 << 10, count - start)
        return false
      }
      startLines(json: true, at: contentStart)
      return true
    }
    probe.skipWhitespace()
    if probe.isAtEnd {
      guard atEnd else {
        retryAt = count + 1
        return false
      }
      mode = .document(start: start)
      return true
    }
    startLines(json: true, at: contentStart)
    return true
  }

  private func startLines(json: Bool, at offset: Int) {
    store.setContents(bytes, kind: json ? .jsonLine : .textLine)
    store.setFormat(json ? .ndjson : .lines)
    scanned = offset
    lineSearch = offset
    mode = .lines(json: json)
  }
}

extension JSONSyntaxError {
  /// An error about the input as a whole (no line and column), such as an `--items` path that
  /// names nothing.
  static func withoutPosition(_ reason: String) -> JSONSyntaxError {
    JSONSyntaxError(offset: -1, reason: reason)
  }
}
