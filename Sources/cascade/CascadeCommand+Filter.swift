import CascadeApp
import CascadeData
import CascadeLayout
import CascadeMatch

extension CascadeCommand {
  /// The query as `--exact`, `-i` and `+i` say to read it.
  func matchQuery(_ text: String) -> MatchQuery {
    MatchQuery(text, caseMode: ignoreCase ? .insensitive : (caseSensitive ? .sensitive : .smart), fuzzy: !exact)
  }

  /// `--filter QUERY`: no terminal. Reads the whole input, prints the original text of every
  /// record that matches in rank order (input order with `--no-sort`; `--tac` reverses the input
  /// first), one per line (NUL-terminated with `--print0`). Status 0 when something matched, 1
  /// when nothing did, 2 when the input could not be read.
  func runFilter(query: String) -> ExitStatus {
    let collection: any RecordCollection
    do {
      collection = try loadForFilter()
    } catch {
      printError("cascade: \(error)")
      return .error
    }
    let query = matchQuery(query)
    if let store = collection as? RecordStore {
      return printMatches(of: query, in: StoreCandidates(store: store, count: store.recordCount, isReversed: tac))
    }
    var order: [IndexPath] = []
    order.reserveCapacity(collection.recordCount)
    for (section, info) in collection.sections.enumerated() {
      for item in 0..<info.count { order.append(IndexPath(item: item, section: section)) }
    }
    if tac { order.reverse() }
    var candidates = PackedCandidates()
    for indexPath in order { candidates.append(contentsOf: collection.record(at: indexPath).printedBytes) }
    return printMatches(of: query, in: candidates)
  }

  /// Ranks `candidates` and prints the matches, a megabyte at a time.
  private func printMatches(of query: MatchQuery, in candidates: some MatchCandidates) -> ExitStatus {
    let ranked = ParallelMatcher.rank(query, in: candidates, order: noSort ? .input : .score(tiebreak.tiebreak))
    var output: [UInt8] = []
    for match in ranked {
      candidates.withBytes(at: match.index) { output.append(contentsOf: $0) }
      output.append(print0 ? 0 : 0x0A)
      if output.count >= 1 << 20 {
        writeToStandardOutput(output)
        output.removeAll(keepingCapacity: true)
      }
    }
    writeToStandardOutput(output)
    return ranked.isEmpty ? .nothingSelected : .selected
  }

  /// Every record of the input (a FOLDER's pictures, or the built-in cards), read to the end
  /// through the streaming loader (NUL-separated with `--read0`), waiting until it has finished.
  private func loadForFilter() throws(InputError) -> any RecordCollection {
    if let galleryPath { return try folderCollection(galleryPath) }
    guard let request = inputRequest else { return builtInCollection }
    let stream = RecordLoader.startStreaming(request.loadRequest)
    stream.waitUntilFinished()
    if let failure = stream.progress.failure { throw failure }
    return stream
  }
}
