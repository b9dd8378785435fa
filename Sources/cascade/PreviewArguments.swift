import ArgumentParser
import CascadeApp
import CascadeCurses
import CascadeFzf

/// fzf's preview and inline-mode flags: `--preview`, `--preview-window`, `--ansi` and `--height`.
struct PreviewArguments: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Run CMD on the focused card and show its output in a pane beside the cards ({} the card's text, {q} the filter, {n} its index, {FIELD} a JSON field, {1} or {2..} fields split at blanks or at -d, {+} the selection, {s1} spaces kept, {+f} a file of them; all shell-quoted). p shows or hides the pane, Shift-↑↓ and Shift-PgUp/PgDn scroll it.",
      valueName: "CMD"))
  var preview: String?

  @Option(
    name: .customLong("preview-window"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "Where the preview pane goes, as fzf's: right:50% (default), left, up, down, N or N%, hidden, wrap, follow, noborder, and <N(…) for other words while the pane is under N cells; given again, its words apply on top. Without --preview the pane shows the record, a JSON record pretty-printed.",
      valueName: "SPEC"))
  var previewWindow: [String] = []

  @Flag(
    help:
      "Keep the colours (SGR sequences) in the preview command's output (every other escape sequence is always dropped); the input's lines are matched and printed without their escape sequences."
  )
  var ansi = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Draw in N lines (or N% of the terminal) below the prompt instead of the whole screen, leaving the lines above as they were; N at least the terminal's height is the whole screen. ~N: at most N, fewer when fzf's list needs fewer.",
      valueName: "[~]N[%]"))
  var height: InlineHeight?

  /// The parsed `--preview-window`s, each on top of the ones before (as fzf's), nil when none was
  /// given. Throws fzf-style words Cascade does not know.
  func window() throws -> PreviewWindow? {
    guard !previewWindow.isEmpty else { return nil }
    do {
      var window = PreviewWindow()
      for spec in previewWindow { try window.apply(spec: spec) }
      return window
    } catch {
      throw ValidationError("--preview-window: \(error).")
    }
  }

  /// Refuses a spec that does not parse, and these flags with `--dump` and `--layout-json`;
  /// `--filter` ignores them, as fzf does.
  func validate(filtering: Bool, dumping: Bool) throws {
    _ = try window()
    let given: [(String, Bool)] = [("--preview", preview != nil), ("--ansi", ansi), ("--height", height != nil)]
    if let (name, _) = given.first(where: \.1), dumping, !filtering {
      throw ValidationError("\(name) goes with the viewer, not --dump or --layout-json.")
    }
  }

  /// How much of the terminal the session takes: `--height`, else the whole screen; a share of it
  /// is at least `minimumRows` (`--min-height`) lines when given.
  func sessionHeight(minimumRows: Int?) -> TerminalSession.Height {
    switch height?.limit {
    case nil: return .fullScreen
    case .lines(let n)?: return .lines(n)
    case .percent(let p)?: return minimumRows.map { .percentAtLeast(p, minimum: $0) } ?? .percent(p)
    case .fitting?: return .fullScreen
    }
  }

  /// These flags in the viewer's options.
  func apply(to options: inout ViewerOptions) throws {
    options.previewCommand = preview
    options.previewWindow = try window()
    options.previewKeepsColors = ansi
  }
}

/// `--height`: lines, or a share of the terminal's height; `~` before either fits the region to
/// fzf's list, up to that (fzf's adaptive height).
enum InlineHeight: ExpressibleByArgument, Hashable {
  case lines(Int)
  case percent(Int)
  indirect case fitting(InlineHeight)

  /// The largest region: the height itself, or what `~` fits within.
  var limit: InlineHeight {
    if case .fitting(let limit) = self { return limit }
    return self
  }

  init?(argument: String) {
    if argument.hasPrefix("~") {
      guard let limit = InlineHeight(argument: String(argument.dropFirst())), limit == limit.limit else { return nil }
      self = .fitting(limit)
    } else if argument.hasSuffix("%") {
      guard let percent = Int(argument.dropLast()), (1...100).contains(percent) else { return nil }
      self = .percent(percent)
    } else {
      guard argument.allSatisfy(\.isASCII), let lines = Int(argument), lines >= 1 else { return nil }
      self = .lines(lines)
    }
  }

}
