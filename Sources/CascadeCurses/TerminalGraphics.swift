/// What a terminal said about pictures when asked at start: the kitty graphics query, XTSMGRAPHICS,
/// the cell size in pixels, its name and version (XTVERSION) and the primary device attributes
/// (DA1), whose reply every terminal sends and which is asked last, so its reply ends the wait.
public struct TerminalGraphics: Hashable, Sendable {
  /// The terminal answered the kitty graphics query with OK.
  public var kitty = false
  /// DA1 lists attribute 4 (sixel), or XTSMGRAPHICS reported a sixel geometry.
  public var sixel = false
  /// The largest sixel image XTSMGRAPHICS allows, in pixels, when it said.
  public var sixelGeometry: (width: Int, height: Int)? {
    get { sixelWidth.flatMap { w in sixelHeight.map { (w, $0) } } }
    set { sixelWidth = newValue?.width; sixelHeight = newValue?.height }
  }
  private var sixelWidth: Int?
  private var sixelHeight: Int?
  /// A cell's size in pixels from the `CSI 16 t` reply, when it came.
  public var cellPixelWidth: Int?
  /// A cell's height in pixels from the `CSI 16 t` reply, when it came.
  public var cellPixelHeight: Int?
  /// The DA1 reply arrived: everything asked before it has been answered or never will be.
  public var answeredAttributes = false
  /// The terminal's name and version from its XTVERSION reply (`kitty(0.26.5)`, `XTerm(379)`),
  /// printable ASCII only, when it sent one.
  public var version: String?

  /// Nothing known.
  public init() {}

  /// The replies found in `bytes` (what the terminal wrote back, possibly with keys typed meanwhile
  /// between them, which are skipped). A malformed or unknown sequence is skipped, never trusted.
  /// - Complexity: O(bytes).
  public static func parse(_ bytes: [UInt8]) -> TerminalGraphics {
    var result = TerminalGraphics()
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x1B, index + 1 < bytes.count else { index += 1; continue }
      switch bytes[index + 1] {
      case 0x5F:  // APC: ESC _ G keys ; message ESC \
        let (end, next) = stringTerminator(in: bytes, from: index + 2)
        let body = bytes[(index + 2)..<end]
        if body.first == 0x47, let semicolon = body.firstIndex(of: 0x3B) {
          let keys = String(decoding: body[(body.startIndex + 1)..<semicolon], as: UTF8.self)
          let message = String(decoding: body[(semicolon + 1)...], as: UTF8.self)
          if keys.split(separator: ",").contains("i=31"), message == "OK" { result.kitty = true }
        }
        index = next
      case 0x50:  // DCS: ESC P > | name(version) ESC \ (XTVERSION)
        let (end, next) = stringTerminator(in: bytes, from: index + 2)
        let body = bytes[(index + 2)..<end]
        if body.starts(with: [0x3E, 0x7C]) {
          result.version = String(decoding: body.dropFirst(2).filter { (0x20...0x7E).contains($0) }, as: UTF8.self)
        }
        index = next
      case 0x5B:  // CSI parameters final
        var cursor = index + 2
        while cursor < bytes.count, (0x20...0x3F).contains(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count else { return result }
        result.read(csi: bytes[(index + 2)..<cursor], final: bytes[cursor])
        index = cursor + 1
      default:
        index += 2
      }
    }
    return result
  }

  /// Where the body of a string sequence begun before `start` ends, at its `ESC \\` or BEL, and
  /// where the next sequence starts; the end of `bytes` for both when the terminator is missing.
  private static func stringTerminator(in bytes: [UInt8], from start: Int) -> (end: Int, next: Int) {
    var index = start
    while index < bytes.count {
      if bytes[index] == 0x07 { return (index, index + 1) }
      if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == 0x5C { return (index, index + 2) }
      index += 1
    }
    return (bytes.count, bytes.count)
  }

  private mutating func read(csi parameters: ArraySlice<UInt8>, final: UInt8) {
    let isPrivate = parameters.first == 0x3F
    let numbers = String(decoding: parameters.dropFirst(isPrivate ? 1 : 0), as: UTF8.self)
      .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    switch (isPrivate, final) {
    case (true, 0x63):  // DA1: CSI ? class ; attributes c
      answeredAttributes = true
      if numbers.dropFirst().contains(4) { sixel = true }
    case (true, 0x53):  // XTSMGRAPHICS: CSI ? item ; status ; values S
      // Item 2 (sixel geometry), status 0 (success).
      if numbers.count >= 4, numbers[0] == 2, numbers[1] == 0, let width = numbers[2], let height = numbers[3],
        width > 0, height > 0
      {
        sixel = true
        sixelGeometry = (width, height)
      }
    case (false, 0x74):  // CSI 6 ; height ; width t
      if numbers.count == 3, numbers[0] == 6, let height = numbers[1], let width = numbers[2], width > 0, height > 0 {
        cellPixelWidth = width
        cellPixelHeight = height
      }
    default:
      break
    }
  }
}
