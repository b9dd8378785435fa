import CascadeCanvas
import CascadeFzf
import CascadeLayout
import CascadeSystem

/// The preview pane's state: what it shows, for which record, and the command run for it.
///
/// The viewer owns one and drives it from its loop (`Viewer.updatePreview()`); it holds no
/// terminal and draws nothing itself.
public final class PreviewPane {
  /// The command run on the focused record (`--preview`, `changePreview(to:)`); nil shows the
  /// record itself, a JSON record pretty-printed.
  public internal(set) var command: String?
  /// fzf's `preview(…)`: a command shown for one record instead of `command`, until the focus
  /// leaves it.
  var once: (command: String, record: IndexPath)?
  /// Where the pane goes and how it looks at the current size: `configured`, or its alternative
  /// while that is in effect (`Viewer.choosePreviewWindow()`).
  public internal(set) var window: PreviewWindow
  /// The window as `--preview-window` and `change-preview-window` set it, its alternative inside.
  /// Each of the two keeps its own hidden flag, which the toggle flips for the one in effect.
  var configured: PreviewWindow
  /// `window` is `configured`'s alternative.
  public internal(set) var usesAlternative = false
  /// The pane may show: a command or a window was given, or a key asked for it.
  var isEnabled: Bool
  /// The window `--preview-window` gave: `change-preview-window` applies its words on top of it.
  let initialWindow: PreviewWindow
  /// Which alternative each `change-preview-window(a|b|…)` spec takes next.
  var windowTurns: [String: Int] = [:]
  /// Keeps the output's SGR colours (`--ansi`); every other sequence is dropped either way.
  public let keepsColors: Bool
  /// The pane is on screen: enabled, and the window in effect not hidden.
  public var isShown: Bool { isEnabled && !window.isHidden }
  /// The output's lines, or the record's.
  public internal(set) var lines: [StyledLine] = []
  /// The first line on screen.
  public internal(set) var offset = 0
  /// The largest `offset` the text allowed when last drawn: the end is in view at it.
  var endOffset = 0
  /// The end of the output stays in view as it grows: the window's `follow`, suspended while the
  /// text is scrolled up from its end.
  var isFollowing = false
  /// What `lines` is (or is about to be) for; nil: nothing yet.
  var target: PreviewTarget?
  /// When the command for `target` is due to start: the focus rested long enough.
  var startTime: Duration?
  /// The next target's command starts without the debounce: the pane was just shown (or the
  /// viewer just started: the first card is no move).
  var startsAtOnce = true
  /// The command running (or finished) for `target`.
  public internal(set) var process: PreviewProcess?
  /// The process output's generation `lines` was parsed from.
  var shownGeneration = -1
  /// `lines` as rows of one width (wrapped when the window wraps), made once per text and width.
  var rowsCache: (width: Int, rows: [StyledLine])?
  /// The first line to show, from the window's scroll offset (`+{2}-5`), set again as each part of
  /// the output arrives until the command ends (fzf's way); nil: no offset asked for.
  var startOffset: Int?
  /// The output was cut at `maximumBytes`.
  public internal(set) var isTruncated = false
  /// The temporary files `{f}` placeholders were written to; a preview command takes its own
  /// (removed when it ends), a `--bind` command's stay until the pane goes.
  var files: [String] = []

  /// How long the focus must rest on a card before its command starts: moving through cards with
  /// a key held runs no command for the cards passed on the way.
  public static let debounce: Duration = .milliseconds(80)
  /// How often the loop looks for new output while a command runs.
  public static let pollMilliseconds = 25
  /// The most output kept per run; a command that writes more is cut (and gets SIGPIPE).
  public static let maximumBytes = 512 * 1024
  /// The most lines kept per run.
  public static let maximumLines = 10_000

  init(options: ViewerOptions) {
    command = options.previewCommand
    window = options.previewWindow ?? PreviewWindow()
    configured = window
    initialWindow = window
    isFollowing = window.follows
    keepsColors = options.previewKeepsColors
    isEnabled = options.previewCommand != nil || options.previewWindow != nil
  }

  /// Changes the window in effect, in `configured` too (the alternative's part of it while that
  /// is in effect), so choosing again at another size keeps the change.
  func changeWindowInEffect(_ change: (inout PreviewWindow) -> Void) {
    change(&window)
    if usesAlternative, var alternative = configured.alternative {
      change(&alternative)
      configured.alternative = alternative
    } else {
      change(&configured)
    }
  }

  deinit {
    process?.cancel()
    removeFiles()
  }

  /// Stops the running command (it is killed and reaped in the background) and forgets the target,
  /// so the next update starts afresh.
  func reset() {
    process?.cancel(patiently: true)
    process = nil
    target = nil
    startTime = nil
  }

  /// Removes the `{f}` files of `--bind` commands.
  func removeFiles() {
    for path in files { TemporaryFile.remove(path) }
    files = []
  }
}

/// What a preview's output is for: the record, the query when the command uses it, and the command.
struct PreviewTarget: Hashable {
  var record: IndexPath
  var query: String
  var command: String?
  /// The selection, in order, when the command reads it (`{+}`); else empty.
  var selection: [IndexPath] = []
}
