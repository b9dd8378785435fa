/// A stretch of text in one style, by Unicode scalar offsets into the text it colours.
public struct ColorSpan: Hashable, Sendable {
  /// The scalars it covers.
  public var scalars: Range<Int>
  /// Their colours and attributes.
  public var style: Style

  /// `style` over `scalars`.
  public init(_ scalars: Range<Int>, style: Style) {
    self.scalars = scalars
    self.style = style
  }
}

/// Text whose SGR colours travel beside it (fzf's `--ansi`): the text as
/// `EscapeSequences.stripped` leaves it, so it matches, measures and prints as the plain text,
/// and the spans of it that are not plain. Drawing code lays the text out as usual and then
/// restyles the cells of the coloured scalars, so only what is drawn pays for the colours.
public struct ColoredText: Hashable, Sendable {
  /// The text without its escape sequences.
  public var text: String
  /// The non-plain stretches, in order, never overlapping.
  public var spans: [ColorSpan]
  /// The style in effect after the text: fzf carries it to a header's next line.
  public var endStyle: Style

  /// Reads `bytes`' SGR sequences into spans, starting in `style`; every other sequence is dropped.
  /// - Complexity: O(n).
  public init(_ bytes: some Collection<UInt8>, startingWith style: Style = .plain) {
    var text = "", spans: [ColorSpan] = []
    var style = style
    var scalar = 0
    Array(bytes).withUnsafeBufferPointer { buffer in
      EscapeSequences.scan(buffer) { piece in
        switch piece {
        case .text(let range):
          let piece = String(decoding: buffer[range], as: UTF8.self)
          let count = piece.unicodeScalars.count
          text += piece
          if style != .plain {
            if let last = spans.indices.last, spans[last].style == style, spans[last].scalars.upperBound == scalar {
              spans[last].scalars = spans[last].scalars.lowerBound..<scalar + count
            } else {
              spans.append(ColorSpan(scalar..<scalar + count, style: style))
            }
          }
          scalar += count
        case .selectGraphicRendition(let range):
          style = SelectGraphicRendition.apply(String(decoding: buffer[range], as: UTF8.self), to: style)
        }
        return true
      }
    }
    self.text = text
    self.spans = spans
    self.endStyle = style
  }

  /// Reads `text`'s SGR sequences into spans, starting in `style`.
  public init(_ text: String, startingWith style: Style = .plain) {
    self.init(Array(text.utf8), startingWith: style)
  }

  /// Plain `text` with `spans` over it.
  public init(text: String, spans: [ColorSpan]) {
    self.text = text
    self.spans = spans
    self.endStyle = .plain
  }

  /// The style of each of the text's first `count` scalars: nil where it is plain.
  /// - Complexity: O(count + spans).
  public func scalarStyles(count: Int) -> [Style?] {
    var styles = [Style?](repeating: nil, count: max(0, count))
    for span in spans {
      for i in span.scalars where i < styles.count { styles[i] = span.style }
    }
    return styles
  }
}
