import CascadeApp

extension CascadeCommand {
  /// fzf's options that shape the viewer: `--multi=MAX`, `--cycle`, `--disabled`.
  func applyFzfOptions(to options: inout ViewerOptions) {
    options.selectionLimit = fzfArguments.multiLimit
    options.cycles = fzfArguments.cycle
    options.filtersAsTyped = !fzfArguments.disabled
  }
}
