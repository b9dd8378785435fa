import CascadeFzf
import CascadeMatch

// fzf's `--nth` with `--filter`: each range of fields is a token of its own, and a term matches
// within one token, never across two (`-n2..,..` over `1<TAB>hello world` does not match `hello`
// in the second copy's tab and the first's words together).

extension CascadeCommand {
  /// The tokens `--nth` cuts the item's text into, one per range, the last one without the
  /// delimiter at its end (as fzf strips it, so a suffix term can match there).
  func nthTokens(of item: [UInt8], ranges: FieldRanges) -> [[UInt8]] {
    let delimiter = fieldDelimiter
    var tokens = ranges.pieces(of: FieldRanges.fields(of: item[...], delimiter: delimiter))
    if let delimiter, !delimiter.isEmpty, let last = tokens.last, last.count >= delimiter.count,
      last.suffix(delimiter.count).elementsEqual(delimiter)
    {
      tokens[tokens.count - 1].removeLast(delimiter.count)
    }
    return tokens
  }

  /// The matches of `query` over `items` (the items' texts) with `--nth`'s tokens, in input order.
  /// - Complexity: O(total length of the tokens × query terms).
  func nthMatches(of query: MatchQuery, items: [[UInt8]], ranges: FieldRanges) -> [RankedMatch] {
    let matcher = FuzzyMatcher()
    var matches: [RankedMatch] = []
    for (index, item) in items.enumerated() {
      let tokens = nthTokens(of: item, ranges: ranges)
      let score = withBuffers(tokens) { matcher.score(query, tokens: $0) }
      guard let score else { continue }
      matches.append(RankedMatch(index: index, score: score, trimmedLength: TiebreakOrder.trimmedLength(of: item)))
    }
    return matches
  }

  /// `body` with a buffer over each of `arrays`, all valid at once.
  private func withBuffers<Result>(
    _ arrays: [[UInt8]], _ body: ([UnsafeBufferPointer<UInt8>]) -> Result
  ) -> Result {
    var buffers: [UnsafeBufferPointer<UInt8>] = []
    func step(_ index: Int) -> Result {
      guard index < arrays.count else { return body(buffers) }
      return arrays[index].withUnsafeBufferPointer { buffer in
        buffers.append(buffer)
        return step(index + 1)
      }
    }
    return step(0)
  }
}
