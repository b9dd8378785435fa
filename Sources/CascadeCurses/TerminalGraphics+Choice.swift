import CascadeCanvas

extension TerminalGraphics {
  /// The pixel protocol to draw pictures with, from what the terminal answered; the environment
  /// (`TERM`, `TERM_PROGRAM`, `KITTY_WINDOW_ID`, …) only as hints, for what a terminal cannot be
  /// asked. Nil: symbol cells.
  ///
  /// A terminal that speaks kitty's graphics protocol gets its Unicode placeholders where it draws
  /// them (`drawsKittyPlaceholders`), else its ordinary placements (kitty before 0.28, WezTerm,
  /// Konsole), which are placed at screen cells and so are not used inside tmux.
  ///
  /// Inside tmux (`TMUX` set) pixels are used only when `tmuxPassesThrough` (its
  /// `allow-passthrough` is on): tmux answers DA1 itself and does not hand the outer terminal's
  /// kitty reply back, so there the outer terminal is known from the variables it left
  /// (`KITTY_WINDOW_ID`, `GHOSTTY_RESOURCES_DIR`). Sixel is used there when tmux itself says it
  /// draws sixel.
  /// - Complexity: O(1).
  public func pixelProtocol(environment: [String: String], tmuxPassesThrough: Bool) -> PixelProtocol? {
    let term = environment["TERM"] ?? ""
    let inTmux = environment["TMUX"].map { !$0.isEmpty } ?? false
    let drawsPlaceholders = drawsKittyPlaceholders(environment: environment)
    if inTmux {
      guard tmuxPassesThrough else { return nil }
      let outerIsKitty = environment["KITTY_WINDOW_ID"] != nil || environment["GHOSTTY_RESOURCES_DIR"] != nil
      if (kitty || outerIsKitty) && drawsPlaceholders { return .kitty }
      // tmux answered DA1 itself: attribute 4 means a tmux built with sixel (3.4 and later), which
      // keeps sixel images in the pane and draws them on the terminal outside.
      return sixel ? .sixel : nil
    }
    if kitty { return drawsPlaceholders ? .kitty : .kittyPlacements }
    if sixel { return .sixel }
    let program = environment["TERM_PROGRAM"] ?? ""
    if program == "iTerm.app" || program == "WezTerm" { return .iterm }
    // The graphics query unanswered in time (a slow link, a busy machine): a kitty is believed
    // from its XTVERSION reply, which says which kind of placement it draws; every Ghostty draws
    // placeholders.
    if isKittyWithPlaceholders || version?.hasPrefix("ghostty") == true { return .kitty }
    if isKittyWithoutPlaceholders || isKittyOfUnknownVersion(environment: environment) { return .kittyPlacements }
    if !answeredAttributes, term == "xterm-ghostty" { return .kitty }
    return nil
  }

  /// The kitty protocol's flavour for `--pictures kitty`: placeholders where the terminal draws
  /// them or inside tmux (where placements, put at the outer terminal's cells, would miss the
  /// pane), else ordinary placements.
  /// - Complexity: O(1).
  public func kittyProtocol(environment: [String: String]) -> PixelProtocol {
    let inTmux = environment["TMUX"].map { !$0.isEmpty } ?? false
    return inTmux || drawsKittyPlaceholders(environment: environment) ? .kitty : .kittyPlacements
  }

  /// False for the terminals known to speak kitty's graphics protocol without Unicode
  /// placeholders: WezTerm, Konsole, and kitty before 0.28 (Debian 12's is 0.26.5, which rejects
  /// the placement key and draws nothing), known from its XTVERSION reply or, when that did not
  /// come, from `TERM_PROGRAM_VERSION` beside `TERM_PROGRAM=kitty`; and a kitty whose replies came
  /// too late to say its version, which every kitty's ordinary placements suit.
  /// - Complexity: O(1).
  public func drawsKittyPlaceholders(environment: [String: String]) -> Bool {
    let program = environment["TERM_PROGRAM"] ?? ""
    if program == "WezTerm" || environment["KONSOLE_VERSION"] != nil { return false }
    if isKittyWithoutPlaceholders { return false }
    if version == nil, program == "kitty", let named = environment["TERM_PROGRAM_VERSION"] {
      return !Self.isBeforePlaceholders(named)
    }
    return !isKittyOfUnknownVersion(environment: environment)
  }

  /// A kitty, from the variables it sets (`KITTY_WINDOW_ID`, `TERM=xterm-kitty`), that answered
  /// neither the graphics query nor XTVERSION in time (a loaded machine, a slow link), outside
  /// tmux (whose environment may have kept another terminal's variables).
  /// - Complexity: O(1).
  func isKittyOfUnknownVersion(environment: [String: String]) -> Bool {
    guard !kitty, version == nil, environment["TERM_PROGRAM_VERSION"] == nil else { return false }
    guard environment["TMUX"].map({ $0.isEmpty }) ?? true else { return false }
    return environment["KITTY_WINDOW_ID"] != nil || environment["TERM"] == "xterm-kitty"
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
    return Self.isBeforePlaceholders(String(version.dropFirst(6).dropLast()))
  }

  /// True when `version` ("0.26.5") is a kitty older than 0.28.
  private static func isBeforePlaceholders(_ version: String) -> Bool {
    let numbers = version.split(separator: ".").map { Int($0) ?? 0 }
    guard numbers.count >= 2 else { return false }
    return numbers[0] == 0 && numbers[1] < 28
  }
}
