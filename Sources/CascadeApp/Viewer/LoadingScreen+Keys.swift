import CascadeCanvas

extension LoadingScreen {
  /// What a key does while the input is read.
  public enum Action: Equatable, Sendable {
    /// Leave with this status: q and Esc as nothing selected (1), Ctrl-C as interrupted (130).
    case exit(ExitStatus)
    /// Ctrl-Z: stop the process until `fg`.
    case suspend
  }

  /// The keys the viewer's quitting keys mean on the loading screen, so they work before the cards
  /// are there; nil for anything else (there is nothing yet to move or pick).
  public static func action(for event: InputEvent) -> Action? {
    guard case .key(let key) = event else { return nil }
    switch key {
    case .control("c"): return .exit(.interrupted)
    case .character("q"), .escape: return .exit(.nothingSelected)
    case .control("z"): return .suspend
    default: return nil
    }
  }
}
