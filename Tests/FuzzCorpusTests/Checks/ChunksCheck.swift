@testable import CascadeData

/// What the `chunks` fuzz target asks, and what `FuzzCorpusTests` asks of every file of its
/// corpus: an input of any bytes loaded two ways must give the same records. The
/// reference is one piece with the loader's own chunking; against it, the same bytes with blocks,
/// early publications and two-core cuts every few bytes (`StoreChunking`, from the input's second
/// byte), delivered in pieces of 1 to 64 bytes (from the third), as a pipe cuts them. Equal means
/// the same failure, record count, collection path, and per record the same bytes, record and
/// aspect ratio. The first byte picks the format (detected, JSON, NDJSON, lines, CSV, TSV, NUL-separated,
/// CSV without a header row).
enum ChunksCheck {
  /// Runs the check on `input`; throws what fails.
  static func run(_ input: [UInt8]) throws(FuzzCheckFailure) {
    guard input.count >= 3 else { return }
    let setup = ChunksSetup(input[0], input[1], input[2])
    let bytes = Array(input[3...])
    let reference = load(bytes, setup, chunking: .standard, pieces: [bytes.count])
    try compare(
      load(bytes, setup, chunking: setup.chunking, pieces: setup.pieces(total: bytes.count)), reference,
      "in pieces, chunked", bytes)
  }

  struct ChunksSetup {
    let format: InputFormat?
    let separator: UInt8
    let csv: CSVDialect
    let chunking: StoreChunking
    let pieceSeed: UInt8

    init(_ formatByte: UInt8, _ chunkByte: UInt8, _ pieceByte: UInt8) {
      let formats: [InputFormat?] = [nil, .json, .ndjson, .lines, .csv, .tsv, .lines, .csv]
      format = formats[Int(formatByte % 8)]
      separator = formatByte % 8 == 6 ? 0 : 0x0A
      csv = CSVDialect(hasHeader: formatByte % 8 != 7)
      let block = 1 + Int(chunkByte & 0x3F)
      chunking = StoreChunking(
        blockSize: block, firstBlockSize: 1 + Int(chunkByte >> 6) * 5, firstPublishElements: 1 + Int(chunkByte >> 7),
        parallelThreshold: 1 + Int(chunkByte & 0x0F), scansHalvesTogether: false)
      pieceSeed = pieceByte
    }

    /// Piece sizes of 1 to 64 bytes covering `total`, from a small linear congruential sequence.
    func pieces(total: Int) -> [Int] {
      var state = UInt32(pieceSeed) &* 2_654_435_761 &+ 1
      let largest = UInt32(1 + (pieceSeed & 0x3F))
      var pieces: [Int] = []
      var sum = 0
      while sum < total {
        state = state &* 1_103_515_245 &+ 12_345
        let piece = Int((state >> 16) % largest) + 1
        pieces.append(piece)
        sum += piece
      }
      return pieces
    }
  }

  struct Loaded {
    var failure: String?
    var count = 0
    var itemsPath: String?
    var records: [(Range<Int>, Record, Double?)] = []
  }

  static func load(_ bytes: [UInt8], _ setup: ChunksSetup, chunking: StoreChunking, pieces: [Int]) -> Loaded {
    do throws(InputError) {
      let store = try RecordLoader.storeHolding(
        bytes, name: "in", format: setup.format, separator: setup.separator, csv: setup.csv, chunking: chunking,
        pieces: pieces)
      let progress = store.progress
      var loaded = Loaded(
        failure: progress.failure.map { "\($0)" }, count: progress.recordCount, itemsPath: progress.itemsPath)
      for item in 0..<progress.recordCount {
        // Made directly, not through the store's cache of records, which costs a 4,096-slot table.
        loaded.records.append((store.byteRange(at: item), store.makeRecord(at: item), store.index[item].ratio))
      }
      return loaded
    } catch {
      return Loaded(failure: "thrown: \(error)")
    }
  }

  static func compare(_ loaded: Loaded, _ reference: Loaded, _ how: String, _ bytes: [UInt8]) throws(FuzzCheckFailure) {
    func stop(_ what: String) throws(FuzzCheckFailure) -> Never {
      throw FuzzCheckFailure("\(how): \(what) for \(String(decoding: bytes, as: UTF8.self).debugDescription)")
    }
    if loaded.failure != reference.failure {
      try stop("failure \(loaded.failure ?? "none") != \(reference.failure ?? "none")")
    }
    if loaded.count != reference.count { try stop("\(loaded.count) records != \(reference.count)") }
    if loaded.itemsPath != reference.itemsPath {
      try stop("items path \(loaded.itemsPath ?? "nil") != \(reference.itemsPath ?? "nil")")
    }
    for (item, (a, b)) in zip(loaded.records, reference.records).enumerated() {
      if a.0 != b.0 { try stop("record \(item) at \(a.0) != \(b.0)") }
      if a.1 != b.1 { try stop("record \(item): \(a.1) != \(b.1)") }
      if a.2?.bitPattern != b.2?.bitPattern {
        try stop("record \(item) aspect ratio \(String(describing: a.2)) != \(String(describing: b.2))")
      }
    }
  }
}
