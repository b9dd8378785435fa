@testable import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import CascadeSystem
import Foundation
import Testing

/// When fzf's preview runs again, and what it shows: a selection it reads, a pane just shown, a
/// command cancelled before it wrote anything, a command that clears its screen; and the
/// selection moves fzf's suite drives it with (`toggle-all` under `--multi=MAX`, `pos(0)`).
@Suite struct FzfPreviewRefreshTests {
  private static func lines(_ count: Int, configure: (inout ViewerOptions) -> Void = { _ in }) throws -> Viewer {
    let records = try RecordLoader.load(
      data: Array((1...count).map(String.init).joined(separator: "\n").utf8), name: "t", format: .lines,
      fields: .standard)
    return viewer(records, size: Size(width: 60, height: 20)) {
      $0.layout = .list
      $0.allowsMultipleSelection = true
      $0.typesQueryAsFzf = true
      configure(&$0)
    }
  }

  private func titles(_ viewer: Viewer) -> [String] {
    viewer.selection.map { viewer.source.collection.record(at: $0).title }
  }

  /// fzf's two passes: the selected lines leave, then the others join while there is room.
  @Test func toggleAllTurnsAFullSelectionOver() throws {
    let shown = try Self.lines(10) { $0.selectionLimit = 3 }
    _ = shown.perform([.position(1), .toggle, .position(10), .toggle])
    _ = shown.perform([.toggleAll])
    #expect(titles(shown) == ["2", "3", "4"])
    _ = shown.perform([.toggleAll])
    #expect(titles(shown) == ["1", "5", "6"])
    _ = shown.perform([.position(0)])
    #expect(shown.focusedShownIndexPath.map { shown.source.record(at: $0).title } == "1")
  }

  /// A command that reads `{+}` is a new target when the selection changes.
  @Test func aSelectionReadByTheCommandIsPartOfItsTarget() throws {
    let shown = try Self.lines(5) { $0.previewCommand = "echo {+}" }
    shown.updatePreview()
    let before = shown.preview.target
    _ = shown.perform([.toggle])
    shown.updatePreview()
    #expect(shown.preview.target != before && shown.preview.target?.selection.count == 1)
    let plain = try Self.lines(5) { $0.previewCommand = "echo {}" }
    plain.updatePreview()
    let first = plain.preview.target
    _ = plain.perform([.toggle])
    plain.updatePreview()
    #expect(plain.preview.target == first, "a command that does not read the selection keeps its output")
  }

  /// Shown again, the pane starts its command in the same turn; moves keep the debounce.
  @Test func aPaneJustShownStartsAtOnce() throws {
    let shown = try Self.lines(5) {
      $0.previewCommand = "echo {}"
      $0.previewWindow = try! PreviewWindow(parsing: "0,hidden")
    }
    shown.togglePreview()
    shown.updatePreview()
    #expect(shown.preview.process != nil)
    press(shown, .down)
    shown.updatePreview()
    #expect(shown.preview.process == nil, "a move waits for the focus to rest")
    shown.stopPreview()
  }

  @Test func outputAfterAClearReplacesWhatCameBefore() {
    let bytes = Array("one\n\u{1B}[2Jtwo\n\u{1B}[2Jthree\n".utf8)
    #expect(String(decoding: Viewer.afterLastClear(bytes), as: UTF8.self) == "three\n")
    #expect(Viewer.afterLastClear(Array("plain".utf8)).count == 5)
    #expect(Viewer.afterLastClear(Array("\u{1B}[2J".utf8)).isEmpty)
  }

  /// Cancelled before writing anything, a command gets fzf's wait to finish (its side effect
  /// happens); cancelled at once, it is killed before it gets there.
  @Test func aQuietCommandCancelledPatientlyFinishes() throws {
    for patiently in [true, false] {
      let path = NSTemporaryDirectory() + "cascade-patient-\(UUID().uuidString)"
      let process = try PreviewProcess(
        command: "sleep 0.2; echo done > '\(path)'", environment: [:], maximumBytes: 1024)
      process.cancel(patiently: patiently)
      let deadline = ContinuousClock.now.advanced(by: .seconds(10))
      while !process.isReaped, ContinuousClock.now < deadline { usleep(5_000) }
      #expect(process.isReaped)
      #expect(FileManager.default.fileExists(atPath: path) == patiently, "patiently: \(patiently)")
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  /// `{+f}`'s file is there while the command runs and gone once it is reaped.
  @Test func aPreviewsFileGoesWithItsCommand() throws {
    let path = try TemporaryFile.create(Array("a\nb\n".utf8), prefix: "cascade-test-")
    let process = try PreviewProcess(
      command: "cat '\(path)'", environment: [:], maximumBytes: 1024, temporaryFiles: [path])
    let deadline = ContinuousClock.now.advanced(by: .seconds(10))
    while !process.isReaped, ContinuousClock.now < deadline { usleep(5_000) }
    #expect(String(decoding: process.snapshot().bytes, as: UTF8.self) == "a\nb\n")
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  /// `change-preview-window(a|b|…)`: each press takes the next alternative, applied on top of
  /// `--preview-window` as given; `hidden` hides the pane and an empty alternative restores it.
  @Test func changePreviewWindowCyclesOverTheInitialWindow() throws {
    let shown = try Self.lines(5) {
      $0.previewCommand = "echo hello"
      $0.previewWindow = try! PreviewWindow(parsing: "left,border-none")
      $0.fzfList = FzfListStyle()
    }
    let spec = "right|down,wrap|hidden|"
    var seen: [(PreviewWindow.Position, Bool, Bool, Bool)] = []
    for _ in 0..<5 {
      _ = shown.perform([.changePreviewWindow(spec)])
      let window = shown.preview.window
      seen.append((window.position, window.wraps, window.hasBorder, shown.preview.isShown))
    }
    #expect(seen.map(\.0) == [.right, .down, .left, .left, .right])
    #expect(seen.map(\.1) == [false, true, false, false, false], "each alternative starts from the initial window")
    #expect(seen.map(\.2) == [false, false, false, false, false])
    #expect(seen.map(\.3) == [true, true, false, true, true])
    #expect(BindAction.argumentActions["change-preview-window"]?("up|bogus") == nil, "a bad alternative is refused")
  }

  /// `follow` keeps the end in view; scrolling up stops it, scrolling back to the end resumes it.
  @Test func scrollingUpStopsFollowingAndTheEndResumesIt() throws {
    let shown = try Self.lines(5) {
      $0.previewCommand = "seq 100"
      $0.previewWindow = try! PreviewWindow(parsing: "follow")
    }
    #expect(shown.preview.isFollowing)
    _ = screen(shown)
    shown.preview.endOffset = 90
    shown.preview.offset = 90
    shown.scrollPreview(by: -1)
    #expect(!shown.preview.isFollowing && shown.preview.offset == 89)
    shown.scrollPreview(by: 1)
    #expect(shown.preview.isFollowing, "back at the end")
    shown.stopPreview()
  }

  /// `--preview-window` given twice: the second's words go on top of the first's.
  @Test func windowWordsApplyOnTop() throws {
    var window = try PreviewWindow(parsing: "follow,up")
    try window.apply(spec: "~3")
    #expect(window.follows && window.position == .up && window.headerLines == 3)
  }

  /// `refresh-preview` runs the default command again; with none, a `preview(…)` shown stays.
  @Test func refreshKeepsAOneOffPreviewWithoutADefaultCommand() throws {
    let bare = try Self.lines(5) { $0.fzfList = FzfListStyle() }
    _ = bare.perform([.preview("echo once")])
    _ = bare.perform([.refreshPreview])
    #expect(bare.preview.once?.command == "echo once")
    bare.preview.lines = [StyledLine([StyledRun("once", style: Style())])]
    press(bare, .down)
    bare.updatePreview()
    #expect(bare.preview.lines.map(\.text) == ["once"], "fzf keeps the one-off output after a move")
    let withDefault = try Self.lines(5) { $0.previewCommand = "echo {}" }
    _ = withDefault.perform([.preview("echo once")])
    _ = withDefault.perform([.refreshPreview])
    #expect(withDefault.preview.once == nil)
    bare.stopPreview()
    withDefault.stopPreview()
  }
}
