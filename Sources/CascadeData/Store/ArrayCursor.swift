/// Where the scan of a JSON array's elements stands between two batches of input.
struct ArrayCursor {
  enum State {
    /// At the `[`.
    case opening
    /// After `[`: an element or `]`.
    case first
    /// After `,`: an element.
    case element
    /// After an element: `,` or `]`.
    case separator
    /// After `]`.
    case closed
  }

  /// The offset of the next byte to look at.
  var position: Int
  var state: State
  /// The array is the whole input, so only whitespace may follow it; an array inside a document
  /// ends the scan at its `]`.
  var isTopLevel: Bool
}
