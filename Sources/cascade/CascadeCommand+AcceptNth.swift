import CascadeFzf

extension CascadeCommand {
  /// `--accept-nth`'s ranges or template, when given.
  var acceptNthSelection: FieldSelection? { fzfAcceptNthArguments.acceptNth.flatMap(FieldSelection.init) }

  /// What `--accept-nth` prints of `line`, the input's line `index`: its template filled in, or the
  /// fields its ranges name (`acceptedFields(of:ranges:)`).
  func acceptedText(of line: [UInt8], index: Int, selection: FieldSelection) -> [UInt8] {
    switch selection {
    case .ranges(let ranges): return acceptedFields(of: line, ranges: ranges)
    case .template(let template): return template.text(of: line, index: index, delimiter: fieldDelimiter)
    }
  }

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
