import CascadeLayout

/// An in-memory terminal: a `Backend` for tests that keeps what a real terminal would show in its
/// own `CellBuffer`, so a test can draw through a `Screen` and compare the screen with lines.
///
/// It behaves as a terminal does where that matters for diffing: a wide grapheme also covers the
/// cell to its right, overwriting half of a wide grapheme blanks the other half, and `clear()`
/// blanks the screen.
public final class TestBackend: Backend {
  /// What the terminal shows.
  public private(set) var buffer: CellBuffer
  /// Calls to `flush()`.
  public private(set) var flushCount = 0
  /// Calls to `clear()`.
  public private(set) var clearCount = 0
  /// Calls to `draw(_:)`, and the cells the last one and all of them carried.
  public private(set) var drawCount = 0
  /// Cells carried by the last `draw(_:)`.
  public private(set) var lastDrawnCellCount = 0
  /// Cells carried by every `draw(_:)` so far.
  public private(set) var drawnCellCount = 0
  /// Where the cursor is shown, nil when hidden.
  public private(set) var cursor: Point?
  /// Every Unicode scalar outside printable ASCII that `draw(_:)` was asked to draw, as it came:
  /// what a real backend would have written. (The screen this backend keeps is sanitised as it is
  /// stored, so reading it cannot tell whether anything unsafe was sent.)
  public private(set) var receivedScalars: Set<UInt32> = []

  /// Makes the next `needsFullFrame()` answer true, as a terminal whose colours ran out does.
  public var asksForFullFrame = false

  /// True once after `asksForFullFrame` was set.
  public func needsFullFrame() -> Bool {
    defer { asksForFullFrame = false }
    return asksForFullFrame
  }

  /// A blank terminal of `size`.
  public init(size: Size) {
    buffer = CellBuffer(size: size)
  }

  /// The terminal size.
  public var size: Size { buffer.size }

  /// Writes the changed cells as a terminal would. O(changes).
  public func draw(_ changes: [CellChange]) {
    drawCount += 1
    lastDrawnCellCount = changes.count
    drawnCellCount += changes.count
    for change in changes {
      for scalar in change.cell.grapheme.unicodeScalars where !(0x20..<0x7F).contains(scalar.value) {
        receivedScalars.insert(scalar.value)
      }
      let position = change.position
      guard buffer.bounds.contains(position), !change.cell.isContinuation else { continue }
      let cell = TextSanitizer.sanitize(change.cell)
      let width = Swift.max(1, Int(cell.width))
      buffer.put(cell.grapheme, width: width, style: cell.style, x: position.x, y: position.y)
    }
  }

  /// Counts the flush.
  public func flush() { flushCount += 1 }

  /// Shows the cursor at `position`, or hides it.
  public func setCursor(_ position: Point?) { cursor = position }

  /// Blanks the screen. O(cells).
  public func clear() {
    clearCount += 1
    buffer.clear()
  }

  /// The terminal changes size (the user resized the window); what it showed is lost.
  public func resize(to size: Size) {
    buffer.resize(to: size)
  }

  /// The screen's text, one string per row, wide graphemes once, trailing spaces kept.
  public func lines() -> [String] { buffer.lines() }

  /// A readable line diff of the screen against `expected`, or nil when they are equal:
  /// `#expect(backend.diff(expected: [...]) == nil)`.
  public func diff(expected: [String]) -> String? {
    Self.diff(actual: lines(), expected: expected)
  }

  /// A line diff of `actual` against `expected`, rows marked with `|` so trailing spaces show.
  /// - Complexity: O(rows × row length).
  public static func diff(actual: [String], expected: [String]) -> String? {
    guard actual != expected else { return nil }
    var report = ["screen differs (expected \(expected.count) lines, got \(actual.count)):"]
    for row in 0..<Swift.max(actual.count, expected.count) {
      let want = row < expected.count ? "|\(expected[row])|" : "(no line)"
      let got = row < actual.count ? "|\(actual[row])|" : "(no line)"
      if want == got {
        report.append("  \(row)  \(got)")
      } else {
        report.append("- \(row)  \(want)")
        report.append("+ \(row)  \(got)")
      }
    }
    return report.joined(separator: "\n")
  }
}
