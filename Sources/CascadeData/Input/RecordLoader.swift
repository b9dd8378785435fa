/// Reads a collection from a file, stdin or bytes in memory. Never writes to its input.
///
/// `startStreaming(_:)` is the way in for the viewer: records become readable while the input is
/// still arriving. The `load` functions here read the whole input first and hand back every record
/// made, for callers that want an array (tests, small inputs); they go through the same
/// `RecordStore`, so both ways read a given input alike.
public enum RecordLoader {
  /// Reads `path` (stdin when nil or "-") and makes its records: in `format`, or when nil in the
  /// format the file name's extension (`.json`, `.ndjson`, `.jsonl`), then the content, says; with
  /// the card parts named by `fields` and the collection found at `itemsPath` in a JSON document.
  public static func load(
    path: String?, format: InputFormat? = nil, fields: FieldMapping = .standard, itemsPath: String? = nil
  ) throws(InputError) -> LoadedCollection {
    let request = LoadRequest(path: path == "-" ? nil : path, format: format, fields: fields, itemsPath: itemsPath)
    let store = RecordStore(name: request.name, fields: fields)
    let source: StoreLoading.Source = request.path.map { .path($0) } ?? .descriptor(0)
    StoreLoading.run(source, request: request, into: store)
    return try store.loadedCollection()
  }

  /// Reads an open file descriptor to its end (the command's stdin, or a pipe) and makes its
  /// records; `name` is what messages call the input. The descriptor is left open.
  public static func load(
    descriptor: Int32, name: String, format: InputFormat? = nil, fields: FieldMapping = .standard,
    itemsPath: String? = nil
  ) throws(InputError) -> LoadedCollection {
    let store = RecordStore(name: name, fields: fields)
    StoreLoading.run(
      .descriptor(descriptor), request: LoadRequest(path: nil, format: format, fields: fields, itemsPath: itemsPath),
      into: store)
    return try store.loadedCollection()
  }

  /// Makes the records of `data`, an input called `name` in messages: in `format`, or when nil in the
  /// format the content says (the name's extension is not consulted: `data` need not come from a
  /// file); with the card parts named by `fields` and the collection at `itemsPath`.
  /// - Complexity: O(data.count).
  public static func load(
    data: [UInt8], name: String, format: InputFormat? = nil, fields: FieldMapping = .standard, itemsPath: String? = nil
  ) throws(InputError) -> LoadedCollection {
    let store = try storeHolding(
      data, name: name, format: format, fields: fields, itemsPath: itemsPath, pieces: [data.count])
    return try store.loadedCollection()
  }

  /// A store filled from `data` delivered in pieces of the given sizes (the rest in one piece), as a
  /// pipe would deliver it; finished, with its failure in `progress`. For tests of the streaming
  /// path against whole-input reading.
  package static func storeHolding(
    _ data: [UInt8], name: String, format: InputFormat? = nil, fields: FieldMapping = .standard,
    itemsPath: String? = nil,
    separator: UInt8 = 0x0A, csv: CSVDialect = CSVDialect(), chunking: StoreChunking = .standard,
    keepsEveryLineVerbatim: Bool = false, pieces: [Int]
  ) throws(InputError) -> RecordStore {
    let store = RecordStore(name: name, fields: fields)
    let bytes: InputBytes
    switch InputBytes.reservation() {
    case .success(let region): bytes = region
    case .failure(let error): throw InputError.unreadable(name, errno: error.code)
    }
    let builder = StoreBuilder(
      store: store, bytes: bytes, format: format, itemsPath: itemsPath, separator: separator, csv: csv,
      chunking: chunking, keepsEveryLineVerbatim: keepsEveryLineVerbatim)
    var filled = 0
    var failure: InputError?
    data.withUnsafeBufferPointer { source in
      var remaining = pieces.makeIterator()
      while failure == nil {
        let piece = min(data.count - filled, max(0, remaining.next() ?? data.count))
        let atEnd = filled + piece == data.count
        if piece > 0, bytes.makeWritable(upTo: filled + piece), let base = bytes.base, let from = source.baseAddress {
          (base + filled).update(from: from + filled, count: piece)
          filled += piece
        }
        do throws(InputError) {
          try builder.advance(filled: filled, atEnd: atEnd)
        } catch {
          failure = error
        }
        if atEnd { break }
      }
    }
    store.finish(bytesRead: filled, failure: failure)
    return store
  }
}

extension RecordStore {
  /// Every record, made now, or the failure that stopped reading.
  /// - Complexity: O(input).
  func loadedCollection() throws(InputError) -> LoadedCollection {
    let progress = self.progress
    if let failure = progress.failure { throw failure }
    let records = (0..<progress.recordCount).map { makeRecord(at: $0) }
    return LoadedCollection(name: name, format: format ?? .lines, records: records)
  }
}
