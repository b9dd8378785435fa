/// Where `--tmux` opens its popup and how big it is, in fzf's form
/// `[center|top|bottom|left|right][,W[%]][,H[%]][,border-native]` (default `center,50%`).
///
/// One size after a side is the popup's depth from that side (top and bottom span the width, left
/// and right the height); one size after `center` is both; two sizes are the width then the height.
/// `border-native` is accepted as fzf's spelling of what Cascade always does: tmux draws the border.
package struct TmuxPopupSpec: Equatable {
  package enum Position: String, CaseIterable { case center, top, bottom, left, right }

  /// A length in cells, or a percentage of the tmux window.
  package enum Size: Equatable {
    case cells(Int)
    case percent(Double)

    /// As `display-popup -w`/`-h` read it: tmux takes whole percentages.
    package var tmuxValue: String {
      switch self {
      case .cells(let count): String(count)
      case .percent(let percent): "\(Int(percent.rounded()))%"
      }
    }
  }

  package var position = Position.center
  package var width = Size.percent(50)
  package var height = Size.percent(50)

  package struct Failure: Error, CustomStringConvertible {
    package var description: String
  }

  /// The spec fzf's grammar reads from `text`, or why it is not one.
  package init(parsing text: String) throws(Failure) {
    let failure = Failure(
      description:
        "--tmux: '\(text)' is not [center|top|bottom|left|right][,SIZE[%]][,SIZE[%]] (e.g. bottom,40% or 80%,60%).")
    var tokens = text.split(omittingEmptySubsequences: false) { $0 == "," || $0 == ":" }.map(String.init)
    if tokens.isEmpty || tokens.contains("") || tokens.count > 4 { throw failure }
    if let native = tokens.firstIndex(of: "border-native") { tokens.remove(at: native) }
    let spelled = tokens.first.flatMap { Self.positions[$0] }
    if let spelled { position = spelled } else { tokens.insert("center", at: 0) }
    switch position {
    case .top, .bottom: width = .percent(100)
    case .left, .right: height = .percent(100)
    case .center: break
    }
    let sizes = try tokens.dropFirst().map { token throws(Failure) in
      guard let size = Self.size(token) else { throw failure }
      return size
    }
    switch (sizes.count, position) {
    case (0, _): break
    case (1, .top), (1, .bottom): height = sizes[0]
    case (1, .left), (1, .right): width = sizes[0]
    case (1, .center): (width, height) = (sizes[0], sizes[0])
    case (2, _): (width, height) = (sizes[0], sizes[1])
    default: throw failure
    }
  }

  package init() {}

  /// fzf's words for the sides, `up` and `down` among them.
  private static let positions: [String: Position] = [
    "center": .center, "top": .top, "up": .top, "bottom": .bottom, "down": .bottom, "left": .left, "right": .right,
  ]

  /// `N` cells or `P%` (0 to 100, a fraction allowed), as fzf's sizes.
  private static func size(_ token: String) -> Size? {
    if token.hasSuffix("%") {
      let number = token.dropLast()
      guard number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let percent = Double(number),
        percent <= 100
      else { return nil }
      return .percent(percent)
    }
    guard token.allSatisfy({ $0.isASCII && $0.isNumber }), let cells = Int(token) else { return nil }
    return .cells(cells)
  }

  /// `display-popup`'s placement and size options: `-x`/`-y` as fzf places each side (S is the
  /// line by the status line, R the right edge, C the centre).
  package var tmuxArguments: [String] {
    let placement: [String] =
      switch position {
      case .center: ["-xC", "-yC"]
      case .top: ["-xC", "-y0"]
      case .bottom: ["-xC", "-yS"]
      case .left: ["-x0", "-yC"]
      case .right: ["-xR", "-yC"]
      }
    return placement + ["-w\(width.tmuxValue)", "-h\(height.tmuxValue)"]
  }
}
