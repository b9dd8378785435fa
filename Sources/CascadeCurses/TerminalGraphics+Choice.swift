import CascadeCanvas

extension TerminalGraphics {
  /// The pixel protocol to draw pictures with, from what the terminal answered; the environment
  /// (`TERM`, `TERM_PROGRAM`, `KITTY_WINDOW_ID`, …) only as hints, for what a terminal cannot be
  /// asked. Nil: symbol cells.
  ///
  /// Inside tmux (`TMUX` set) pixels are used only when `tmuxPassesThrough` (its
  /// `allow-passthrough` is on): tmux answers DA1 itself and does not hand the outer terminal's
  /// kitty reply back, so there the outer terminal is known from the variables it left
  /// (`KITTY_WINDOW_ID`, `GHOSTTY_RESOURCES_DIR`). Sixel is used there when tmux itself says it
  /// draws sixel.
  /// - Complexity: O(1).
  public func pixelProtocol(environment: [String: String], tmuxPassesThrough: Bool) -> PixelProtocol? {
    let program = environment["TERM_PROGRAM"] ?? ""
    let term = environment["TERM"] ?? ""
    let inTmux = environment["TMUX"].map { !$0.isEmpty } ?? false
    // WezTerm and Konsole answer the kitty query but draw no Unicode placeholders, nor does kitty
    // before 0.28 (Debian 12's is 0.26.5), which rejects the placement key and draws nothing.
    let drawsPlaceholders =
      program != "WezTerm" && environment["KONSOLE_VERSION"] == nil && !isKittyWithoutPlaceholders
    if inTmux {
      guard tmuxPassesThrough else { return nil }
      let outerIsKitty = environment["KITTY_WINDOW_ID"] != nil || environment["GHOSTTY_RESOURCES_DIR"] != nil
      if (kitty || outerIsKitty) && drawsPlaceholders { return .kitty }
      // tmux answered DA1 itself: attribute 4 means a tmux built with sixel (3.4 and later), which
      // keeps sixel images in the pane and draws them on the terminal outside.
      return sixel ? .sixel : nil
    }
    if kitty && drawsPlaceholders { return .kitty }
    if sixel { return .sixel }
    if program == "iTerm.app" || program == "WezTerm" { return .iterm }
    // The graphics query unanswered in time (a slow link, a busy machine): a kitty is believed
    // only from its XTVERSION reply, since kitty before 0.28 draws no placeholders and `TERM`
    // cannot tell which kitty it is; every Ghostty draws them.
    if isKittyWithPlaceholders || version?.hasPrefix("ghostty") == true { return .kitty }
    if !answeredAttributes, term == "xterm-ghostty" { return .kitty }
    return nil
  }

  /// The XTVERSION reply names kitty 0.28 or later, which draws Unicode placeholders.
  /// - Complexity: O(length of the reply).
  var isKittyWithPlaceholders: Bool {
    guard let version, version.hasPrefix("kitty("), version.hasSuffix(")") else { return false }
    return !isKittyWithoutPlaceholders
  }

  /// The XTVERSION reply names kitty older than 0.28, the first with Unicode placeholders.
  /// - Complexity: O(length of the reply).
  var isKittyWithoutPlaceholders: Bool {
    guard let version, version.hasPrefix("kitty("), version.hasSuffix(")") else { return false }
    let numbers = version.dropFirst(6).dropLast().split(separator: ".").map { Int($0) ?? 0 }
    guard numbers.count >= 2 else { return false }
    return numbers[0] == 0 && numbers[1] < 28
  }
}
