@testable import CascadeData

/// What the `items-path` fuzz target asks, and what `FuzzCorpusTests` asks of every file of its
/// corpus: an `--items` path (the input's first line, any bytes read as UTF-8) and a
/// document (the rest).
///
/// - A path that parses prints (`description`) as a path that parses to the same steps, and a
///   nested field name (`FieldPath`) parses without a crash into at least one step.
/// - The document read with that path (any path, parsed or not) gives the same failure, records and
///   byte ranges whole as in pieces of 1 to 16 bytes, as a pipe delivers it.
enum ItemsPathCheck {
  /// Runs the check on `input`; throws what fails.
  static func run(_ input: [UInt8]) throws(FuzzCheckFailure) {
    let split = input.firstIndex(of: 0x0A) ?? input.endIndex
    let text = String(decoding: input[..<split], as: UTF8.self)
    let document = Array(input[min(split + 1, input.endIndex)...])

    if let path = ItemsPath(text) {
      guard let again = ItemsPath(path.description), again == path else {
        throw FuzzCheckFailure(
          "\(text.debugDescription) prints as \(path.description.debugDescription), which reads back as \(String(describing: ItemsPath(path.description)))"
        )
      }
    }
    if let field = FieldPath(text), field.steps.isEmpty {
      throw FuzzCheckFailure("no steps in \(text.debugDescription)")
    }

    let pieceSize = 1 + (document.first.map { Int($0 & 0x0F) } ?? 0)
    let whole = load(document, itemsPath: text, pieces: [document.count])
    let pieces = load(
      document, itemsPath: text, pieces: Array(repeating: pieceSize, count: document.count / pieceSize + 1))
    if whole != pieces {
      throw FuzzCheckFailure(
        "\(text.debugDescription): whole \(whole), in pieces of \(pieceSize) \(pieces), for \(String(decoding: document, as: UTF8.self).debugDescription)"
      )
    }
  }

  struct Loaded: Equatable {
    var failure: String?
    var itemsPath: String?
    var ranges: [Range<Int>] = []
    var records: [Record] = []
  }

  static func load(_ document: [UInt8], itemsPath: String, pieces: [Int]) -> Loaded {
    do throws(InputError) {
      let store = try RecordLoader.storeHolding(document, name: "in", itemsPath: itemsPath, pieces: pieces)
      let progress = store.progress
      var loaded = Loaded(failure: progress.failure.map { "\($0)" }, itemsPath: progress.itemsPath)
      for item in 0..<progress.recordCount {
        loaded.ranges.append(store.byteRange(at: item))
        loaded.records.append(store.makeRecord(at: item))
      }
      return loaded
    } catch {
      return Loaded(failure: "thrown: \(error)")
    }
  }
}
