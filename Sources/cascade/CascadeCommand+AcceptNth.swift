import CascadeFzf

extension CascadeCommand {
  /// `--accept-nth`'s ranges, when given.
  var acceptNthRanges: FieldRanges? { fzfAcceptNthArguments.acceptNth.flatMap(FieldRanges.init) }

  /// `line`'s fields that `--accept-nth` names, as fzf prints them: each range's text without the
  /// delimiter at its end, joined by the delimiter (a space without `-d`).
  func acceptedFields(of line: [UInt8], ranges: FieldRanges) -> [UInt8] {
    let delimiter = fieldDelimiter
    let separator = delimiter ?? [0x20]
    let pieces = ranges.pieces(of: FieldRanges.fields(of: line[...], delimiter: delimiter)).map { piece in
      var piece = piece
      if let delimiter, !delimiter.isEmpty, piece.count >= delimiter.count,
        piece.suffix(delimiter.count).elementsEqual(delimiter)
      {
        piece.removeLast(delimiter.count)
      } else if delimiter == nil {
        while let last = piece.last, last == 0x20 || last == 0x09 { piece.removeLast() }
      }
      return piece
    }
    return Array(pieces.filter { !$0.isEmpty }.joined(separator: separator))
  }
}
