import ArgumentParser
import CascadeCanvas
import CascadeCurses
import CascadeFzf
import CascadePictures

/// How pictures are drawn: `--pictures auto|kitty|sixel|iterm|symbols|none`.
enum PictureMode: String, ExpressibleByArgument, CaseIterable {
  case auto, kitty, sixel, iterm, symbols, none
}

/// Options for pictures beyond the cards' own: how they are drawn, and the shared thumbnail cache
/// on disk.
struct PictureArguments: ParsableArguments {
  @Option(
    name: .customLong("pictures"),
    help: ArgumentHelp(
      "How pictures are drawn: auto (ask the terminal), kitty (pixels through kitty's graphics protocol: Unicode placeholders in kitty 0.28+ and Ghostty, placements in older kitty, WezTerm and Konsole), sixel (xterm -ti vt340, foot, WezTerm, mlterm, Konsole, Windows Terminal), iterm (iTerm2's inline images: iTerm2, WezTerm), symbols (coloured symbol cells, everywhere), or none.",
      valueName: "auto|kitty|sixel|iterm|symbols|none"))
  var pictureMode: PictureMode = .auto

  @Flag(
    name: .customLong("no-thumbnail-cache"),
    help:
      "Neither read nor write the thumbnail cache file managers share ($XDG_CACHE_HOME/thumbnails); pictures are decoded every time."
  )
  var noThumbnailCache = false

  /// The user's thumbnail cache, unless `--no-thumbnail-cache`.
  var thumbnails: FreedesktopThumbnails? { noThumbnailCache ? nil : FreedesktopThumbnails.forUser() }

  /// Whether the terminal is asked at start what it draws: only for `auto`, and only when the
  /// cards will have pictures, as the question costs up to 100 ms on a terminal that answers
  /// nothing, and keys typed before the answer would be read as part of it.
  /// `kitty` asks too: its answer says which kind of kitty placement the terminal draws.
  func probesTerminal(showsPictures: Bool) -> Bool {
    (pictureMode == .auto || pictureMode == .kitty) && showsPictures
  }

  /// The pixel protocol pictures are drawn with on `session` (nil: symbol cells): the one asked
  /// for, or under `auto` the one the terminal said it has, among those Cascade draws.
  func pixelProtocol(
    for session: TerminalSession, environment: [String: String], tmuxPassesThrough: @autoclosure () -> Bool
  ) -> PixelProtocol? {
    switch pictureMode {
    case .kitty: return session.graphics.kittyProtocol(environment: environment)
    case .sixel: return .sixel
    case .iterm: return .iterm
    case .symbols, .none: return nil
    case .auto:
      let inTmux = environment["TMUX"].map { !$0.isEmpty } ?? false
      return session.graphics.pixelProtocol(environment: environment, tmuxPassesThrough: inTmux && tmuxPassesThrough())
    }
  }
}
