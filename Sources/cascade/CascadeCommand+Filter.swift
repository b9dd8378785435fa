import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeMatch

extension CascadeCommand {
  /// The query as `--exact`, `-i`, `+i`, `+x`, `--literal`, `--algo` and `--scheme` say to read it.
  func matchQuery(_ text: String) -> MatchQuery {
    let caseMode: CaseMode = ignoreCase ? .insensitive : (caseSensitive ? .sensitive : .smart)
    let normalize = !fzfMatchingArguments.literal
    if fzfArguments.noExtended {
      return MatchQuery(basic: text, caseMode: caseMode, fuzzy: !exact, normalize: normalize).aligned(
        by: fzfMatchingArguments.algorithm
      ).scored(by: fzfMatchingArguments.scheme)
    }
    return MatchQuery(text, caseMode: caseMode, fuzzy: !exact, normalize: normalize).aligned(
      by: fzfMatchingArguments.algorithm
    ).scored(by: fzfMatchingArguments.scheme)
  }

  /// `--tiebreak`'s criteria after the score; none under `--scheme=history`, which orders equal
  /// scores by input order whatever the tiebreak, as fzf 0.38 does. Without `--tiebreak`,
  /// `--scheme=path` orders them by `pathname,length`, as fzf 0.74 does.
  var tiebreakCriteria: [TiebreakCriterion] {
    switch fzfMatchingArguments.scheme {
    case .history: []
    case .path: tiebreak?.criteria ?? [.pathname, .length]
    case .default: tiebreak?.criteria ?? [.length]
    }
  }

  /// `--filter QUERY`: no terminal. Reads the whole input, prints the original text of every
  /// record that matches in rank order (input order with `--no-sort`; `--tac` reverses the input
  /// first), one per line (NUL-terminated with `--print0`), after the query with `--print-query`;
  /// the first `--header-lines` records are never matched. Status 0 when something matched, 1
  /// when nothing did, 2 when the input could not be read.
  func runFilter(query: String) -> ExitStatus {
    let collection: any RecordCollection
    do {
      collection = try loadForFilter()
    } catch {
      printError("cascade: \(error)")
      return .error
    }
    if fzfArguments.printQuery { writeToStandardOutput(Array(query.utf8) + [print0 ? 0 : 0x0A]) }
    let query = matchQuery(query)
    let headerCount = min(fzfArguments.headerLines ?? 0, collection.recordCount)
    let usesFields = fzfArguments.nth != nil || fzfArguments.withNth != nil
    // fzf's `--ansi`: the lines are matched and printed without their escape sequences.
    let stripsEscapes = previewArguments.ansi
    if let store = collection as? RecordStore, usesFields || stripsEscapes {
      var indices = Array(headerCount..<store.recordCount)
      if tac { indices.reverse() }
      let records = indices.map {
        store.withPrintedBytes(at: $0) { stripsEscapes ? EscapeSequences.stripped($0) : Array($0) }
      }
      if usesFields { return printFieldMatches(of: query, records: records) }
      var candidates = PackedCandidates()
      for record in records { candidates.append(contentsOf: record) }
      return printMatches(of: query, in: candidates)
    }
    if let store = collection as? RecordStore {
      // The printed text, as fzf matches the line it prints (docs/formats.md).
      let candidates = RecordCandidates(collection: store, text: .printed)
        .candidates(section: 0, records: headerCount..<store.recordCount, reversed: tac)
      return printMatches(of: query, in: candidates)
    }
    var order: [IndexPath] = []
    order.reserveCapacity(collection.recordCount)
    for (section, info) in collection.sections.enumerated() {
      for item in 0..<info.count { order.append(IndexPath(item: item, section: section)) }
    }
    order.removeFirst(headerCount)
    if tac { order.reverse() }
    let records = order.map {
      stripsEscapes
        ? EscapeSequences.stripped(collection.record(at: $0).printedBytes) : collection.record(at: $0).printedBytes
    }
    if usesFields { return printFieldMatches(of: query, records: records) }
    var candidates = PackedCandidates()
    for record in records { candidates.append(contentsOf: record) }
    return printMatches(of: query, in: candidates)
  }

  /// Ranks `candidates` and prints the matches, a megabyte at a time.
  private func printMatches(of query: MatchQuery, in candidates: some MatchCandidates) -> ExitStatus {
    let ranked = TiebreakOrder.ranked(query, in: candidates, criteria: tiebreakCriteria, sorts: !noSort)
    return printRecords(ranked.map(\.index), itemCount: candidates.count) { index, output in
      candidates.withBytes(at: index) { output.append(contentsOf: $0) }
    }
  }

  /// The input line of the item at `index` among `itemCount` (reversed by `--tac`, header lines
  /// left out), counted from 0: what `{n}` of a `--with-nth` or `--accept-nth` template shows.
  func inputLineIndex(_ index: Int, itemCount: Int) -> Int {
    (tac ? itemCount - 1 - index : index) + (fzfArguments.headerLines ?? 0)
  }

  /// Prints the records at `indices` in order, each ended by a line feed (a NUL with `--print0`),
  /// a megabyte at a time; `append` adds a record's bytes. Indices are positions among `itemCount`
  /// items, in input order unless `--tac` reversed it.
  func printRecords(_ indices: [Int], itemCount: Int, append: (Int, inout [UInt8]) -> Void) -> ExitStatus {
    var output: [UInt8] = []
    let acceptNth = acceptNthSelection
    for index in indices {
      let start = output.count
      append(index, &output)
      // `--accept-nth`: only the fields it names (`FzfAcceptNthArguments.swift`).
      if let acceptNth {
        let line = Array(output[start...])
        output.removeSubrange(start...)
        output += acceptedText(of: line, index: inputLineIndex(index, itemCount: itemCount), selection: acceptNth)
      }
      output.append(print0 ? 0 : 0x0A)
      if output.count >= 1 << 20 {
        writeToStandardOutput(output)
        output.removeAll(keepingCapacity: true)
      }
    }
    writeToStandardOutput(output)
    return indices.isEmpty ? .nothingSelected : .selected
  }

  /// Every record of the input (a FOLDER's pictures, or the built-in cards), read to the end
  /// through the streaming loader (NUL-separated with `--read0`), waiting until it has finished.
  private func loadForFilter() throws(InputError) -> any RecordCollection {
    if let galleryPath { return try folderCollection(galleryPath) }
    guard let request = inputRequest else { return builtInCollection }
    let stream = request.startStreaming()
    stream.waitUntilFinished()
    if let failure = stream.progress.failure { throw failure }
    return stream
  }
}
