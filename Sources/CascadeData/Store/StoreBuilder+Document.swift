#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension StoreBuilder {
  /// Indexes the collection inside the complete JSON document at `start`: the array or object
  /// `--items` names, else the largest array of objects inside, else (a top-level object of
  /// objects) one card per member, else the document itself as one card. An array wins over the
  /// members when it holds at least as many items, so `{"data": {"children": [...]}}` shows the
  /// children while a map of a hundred packages, each with a short list inside, shows the packages.
  /// - Complexity: O(document) for the outline, then O(collection).
  func indexDocument(_ buffer: UnsafeBufferPointer<UInt8>, start: Int) throws(JSONSyntaxError) {
    let outline = try DocumentOutline(buffer, start: start)
    let isObject = buffer[start] == UInt8(ascii: "{")
    let target: ItemsPath.Target
    if let itemsPath {
      guard let path = ItemsPath(itemsPath) else {
        throw .withoutPosition("--items: \(ItemsPath.syntaxError(in: itemsPath))")
      }
      target = try path.resolve(in: buffer, root: start)
      if !path.components.isEmpty { store.setItemsPath(path.description) }
    } else if let array = outline.largestObjectArray,
      !isObject || !outline.topLevelValuesAreObjects || array.count >= outline.topLevelMembers
    {
      target = .array(start: array.start)
      if array.start != start { store.setItemsPath(array.path) }
    } else if isObject && outline.topLevelValuesAreObjects && outline.topLevelMembers > 0 {
      target = .object(start: start)
    } else {
      try indexSingleValue(buffer, outline.root)
      return
    }
    switch target {
    case .iterated:
      // Each value the path reaches is an element-like card, printed as its compact JSON.
      store.setContents(bytes, kind: .element)
      let matcher = store.matcher
      guard let path = itemsPath.flatMap(ItemsPath.init) else { break }
      try path.forEachValue(in: buffer, root: start) { (range: Range<Int>) throws(JSONSyntaxError) in
        var scanner = JSONScanner(bytes: buffer, range: range)
        let ratio = try scanner.scanElementSizing(depth: 1, matcher: matcher, acceptsScalars: true)
        try append(range, ratio: ratio, scanner: scanner)
      }
    case .array(let arrayStart):
      store.setContents(bytes, kind: .element)
      var cursor = ArrayCursor(position: arrayStart, state: .opening, isTopLevel: false)
      _ = try scanArray(buffer, cursor: &cursor, atEnd: true)
    case .object(let objectStart):
      store.setContents(bytes, kind: .member)
      var scanner = JSONScanner(bytes: buffer, range: objectStart..<buffer.count)
      let matcher = store.matcher
      try scanner.forEachMember(depth: 1) { (scanner: inout JSONScanner, key) throws(JSONSyntaxError) in
        let keyStart = key.content.lowerBound - 1
        let ratio = try scanner.scanElementSizing(depth: 1, matcher: matcher, acceptsScalars: true)
        try append(keyStart..<scanner.position, ratio: ratio, scanner: scanner)
      }
    }
    finishDocument(buffer)
  }

  /// The document as one card. On one line it is an NDJSON line of one record, printed as the
  /// line itself; spread over lines it prints as compact JSON, like an array element.
  private func indexSingleValue(_ buffer: UnsafeBufferPointer<UInt8>, _ root: Range<Int>) throws(JSONSyntaxError) {
    var scanner = JSONScanner(bytes: buffer, range: root.lowerBound..<buffer.count)
    let ratio = try scanner.scanElementSizing(depth: 0, matcher: store.matcher, acceptsScalars: true)
    if memchr(buffer.baseAddress! + root.lowerBound, 0x0A, root.count) == nil {
      var lineStart = root.lowerBound
      while lineStart > 0 && buffer[lineStart - 1] != 0x0A { lineStart -= 1 }
      if lineStart == 0 && buffer.starts(with: [0xEF, 0xBB, 0xBF]) { lineStart = 3 }
      var lineEnd = root.upperBound
      while lineEnd < buffer.count && buffer[lineEnd] != 0x0A { lineEnd += 1 }
      if lineEnd > root.upperBound && buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
      store.setContents(bytes, kind: .jsonLine)
      if buffer[root.lowerBound] == UInt8(ascii: "{") && itemsPath == nil && requestedFormat == nil {
        store.setFormat(.ndjson)
      }
      try append(lineStart..<lineEnd, ratio: ratio, scanner: scanner)
    } else {
      store.setContents(bytes, kind: .element)
      try append(root, ratio: ratio, scanner: scanner)
    }
    finishDocument(buffer)
  }

  private func finishDocument(_ buffer: UnsafeBufferPointer<UInt8>) {
    mode = .done
    store.publish(bytesRead: buffer.count)
  }
}
