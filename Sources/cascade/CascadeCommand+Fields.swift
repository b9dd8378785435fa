import ArgumentParser
import CascadeApp
import CascadeData
import CascadeFzf
import CascadeLayout
import CascadeMatch

// fzf's --nth and --with-nth with --filter: a record's text is cut into fields (-d), --with-nth
// keeps some of them as the item's text and --nth says which of the item's fields the query
// matches. The whole record is printed, and the length tiebreak measures the item's text, as in fzf.

extension CascadeCommand {
  /// `-d` as fzf reads it for fields: `\t` is a tab; nil splits at runs of blanks, empty after
  /// each character.
  var fieldDelimiter: [UInt8]? {
    guard let delimiter else { return nil }
    var bytes: [UInt8] = []
    var rest = Substring(delimiter)
    while let first = rest.first {
      if rest.hasPrefix("\\t") {
        bytes.append(0x09)
        rest = rest.dropFirst(2)
      } else {
        bytes.append(contentsOf: String(first).utf8)
        rest = rest.dropFirst()
      }
    }
    return bytes
  }

  var nthRanges: FieldRanges? { fzfArguments.nth.flatMap(FieldRanges.init) }
  var withNthSelection: FieldSelection? { fzfArguments.withNth.flatMap(FieldSelection.init) }

  func validateFieldOptions() throws {
    if let value = fzfArguments.nth, FieldRanges(value) == nil {
      throw ValidationError("--nth: '\(value)' is not a field expression (1, -1, 2.., ..3, 1,3).")
    }
    for (name, value) in [("--with-nth", fzfArguments.withNth), ("--accept-nth", fzfAcceptNthArguments.acceptNth)] {
      if let value, FieldSelection(value) == nil {
        throw ValidationError(
          "\(name): '\(value)' is neither a field expression (1, -1, 2.., ..3, 1,3) nor a template with one ('{2}: {1}')."
        )
      }
    }
    // fzf reads a longer delimiter as a regular expression, which Cascade does not: refused
    // rather than split differently.
    if fzfArguments.nth != nil || fzfArguments.withNth != nil, let delimiter, delimiter.count > 1, delimiter != "\\t",
      delimiter.contains(where: { "\\.+*?()|[]{}^$".contains($0) })
    {
      throw ValidationError(
        "--delimiter '\(delimiter)': a regular expression as a delimiter is not supported; give the separator itself.")
    }
  }

  /// The item's text (`--with-nth`'s fields, trailing blanks dropped, or its template filled in for
  /// the input's line `index`; else the whole line) and the text the query matches (`--nth`'s fields of
  /// the item).
  func fieldTexts(of line: [UInt8], index: Int) -> (item: [UInt8], match: [UInt8]) {
    let item = withNthSelection.map { $0.itemText(of: line, index: index, delimiter: fieldDelimiter) } ?? line
    guard let nthRanges else { return (item, item) }
    return (item, nthRanges.pieces(of: FieldRanges.fields(of: item[...], delimiter: fieldDelimiter)).flatMap { $0 })
  }

  /// `--filter` with `--nth` or `--with-nth` over `records` (header lines dropped, `--tac`
  /// applied): ranks the match texts, orders equal scores by `--tiebreak` (lengths are the
  /// item's), and prints the
  /// records whole, as fzf 0.74 does (`--no-sort` included, where fzf 0.38 printed the item's text).
  func printFieldMatches(of query: MatchQuery, records: [[UInt8]]) -> ExitStatus {
    var candidates = PackedCandidates()
    var items: [[UInt8]] = []
    items.reserveCapacity(records.count)
    for (position, record) in records.enumerated() {
      let (item, match) = fieldTexts(of: record, index: inputLineIndex(position, itemCount: records.count))
      items.append(item)
      candidates.append(contentsOf: match)
    }
    // fzf measures the item's text, not the fields matched.
    let lengths = items.map(TiebreakOrder.trimmedLength(of:))
    var ranked: [RankedMatch]
    if let nthRanges {
      // Each range a token of its own (`CascadeCommand+FieldTokens.swift`).
      ranked = nthMatches(of: query, items: items, ranges: nthRanges)
      if !noSort && query.isSortable {
        ranked.sort { $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index }
        ranked = TiebreakOrder.reorder(
          ranked, by: tiebreakCriteria, query: query, candidates: candidates, lengths: lengths)
      }
    } else {
      ranked = TiebreakOrder.ranked(query, in: candidates, criteria: tiebreakCriteria, sorts: !noSort, lengths: lengths)
    }
    return printRecords(ranked.map(\.index), itemCount: records.count) { index, output in
      output.append(contentsOf: records[index])
    }
  }
}
