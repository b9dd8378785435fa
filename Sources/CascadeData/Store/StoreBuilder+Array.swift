extension StoreBuilder {
  /// Indexes the elements of the array `cursor` is in, as far as the bytes go. An element cut by the
  /// end of what has arrived is scanned again from its start once twice as much has come.
  /// - Returns: false when nothing could be done without more bytes.
  /// - Complexity: O(new bytes) amortised.
  func scanArray(_ buffer: UnsafeBufferPointer<UInt8>, cursor: inout ArrayCursor, atEnd: Bool) throws(JSONSyntaxError)
    -> Bool
  {
    let count = buffer.count
    var scanner = JSONScanner(bytes: buffer, range: cursor.position..<count)
    let matcher = store.matcher
    var progressed = false
    var sincePublish = 0
    // The first elements are published early, for the first screen; then every 65,536.
    var publishEvery = store.index.written == 0 ? chunking.firstPublishElements : 1 << 16
    defer {
      cursor.position = scanner.position
      store.publish(bytesRead: scanner.position)
    }
    while !store.isCancelled {
      switch cursor.state {
      case .opening:
        scanner.position += 1
        cursor.state = .first
      case .first, .element:
        scanner.skipWhitespace()
        guard let byte = scanner.current else {
          if atEnd { throw scanner.unexpectedEnd }
          return progressed
        }
        if cursor.state == .first && byte == UInt8(ascii: "]") {
          scanner.position += 1
          cursor.state = .closed
          break
        }
        if !atEnd && count < retryAt { return progressed }
        if count - scanner.position >= 2 * chunking.parallelThreshold, store.index.written > 0,
          let (end, state) = scanElementsOnTwoCores(buffer, from: scanner.position)
        {
          scanner.position = end
          cursor.state = state
          store.publish(bytesRead: end)
          break
        }
        let start = scanner.position
        let ratio: Double?
        do throws(JSONSyntaxError) {
          // Most elements are flat objects: the fast path reads them, the general scan the rest.
          if let object = scanner.flatObjectSizing(depth: 1, matcher: matcher) {
            ratio = object.ratio
            scanner.position = object.end
          } else {
            ratio = try scanner.scanElementSizing(depth: 1, matcher: matcher, acceptsScalars: true)
          }
        } catch {
          guard !atEnd && scanner.position >= count - Self.incompleteMargin else { throw error }
          retryAt = count + max(64 << 10, count - start)
          scanner.position = start
          return progressed
        }
        if scanner.position == count && !atEnd {  // a number may go on in the next bytes
          retryAt = count + 1
          scanner.position = start
          return progressed
        }
        try append(start..<scanner.position, ratio: ratio, scanner: scanner)
        cursor.state = .separator
        sincePublish += 1
        if sincePublish >= publishEvery {
          store.publish(bytesRead: scanner.position)
          sincePublish = 0
          publishEvery = 1 << 16
        }
      case .separator:
        scanner.skipWhitespace()
        guard let byte = scanner.current else {
          if atEnd { throw scanner.unexpectedEnd }
          return progressed
        }
        switch byte {
        case UInt8(ascii: ","): cursor.state = .element
        case UInt8(ascii: "]"): cursor.state = .closed
        default: throw scanner.error("expected ',' or ']' after array element")
        }
        scanner.position += 1
      case .closed:
        guard cursor.isTopLevel else {
          mode = .done
          return true
        }
        scanner.skipWhitespace()
        if !scanner.isAtEnd { throw scanner.error("trailing characters after the JSON array") }
        guard atEnd else { return progressed }
        mode = .done
        return true
      }
      progressed = true
    }
    return false
  }
}
