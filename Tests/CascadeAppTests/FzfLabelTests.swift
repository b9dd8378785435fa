@testable import CascadeApp
import CascadeCanvas
import CascadeFzf
import CascadeLayout
import CascadeTestSupport
import Testing

/// fzf's `--border-label` and `--preview-label` in the border lines, where their positions put
/// them, and the actions that change them.
@Suite struct FzfLabelTests {
  private func labelled(_ style: (inout FzfListStyle) -> Void) throws -> Viewer {
    try viewer(collection(#"{"title":"x"}"# + "\n"), size: Size(width: 24, height: 5)) { options in
      options.layout = .list
      options.typesQueryAsFzf = true
      options.prompt = "> "
      var list = FzfListStyle()
      list.border = .rounded
      list.scrollbar = ""
      style(&list)
      options.fzfList = list
    }
  }

  /// fzf's `printLabel`: 0 centres, N starts at column N, -N ends N columns from the right, a
  /// position past either end keeps the label on the line (over a corner when it must).
  @Test(arguments: [
    (0, false, "╭────────foobar────────╮", "╰──────────────────────╯"),
    (2, false, "╭foobar────────────────╮", "╰──────────────────────╯"),
    (-2, false, "╭────────────────foobar╮", "╰──────────────────────╯"),
    (2, true, "╭──────────────────────╮", "╰foobar────────────────╯"),
    (40, false, "╭─────────────────foobar", "╰──────────────────────╯"),
    (-40, false, "foobar─────────────────╮", "╰──────────────────────╯"),
  ])
  func theBorderLabelWhereItsPositionPutsIt(column: Int, bottom: Bool, top: String, bottomLine: String) throws {
    let viewer = try labelled { $0.borderLabel = FzfLabel(text: "foobar", column: column, bottom: bottom) }
    let lines = screen(viewer)
    #expect(lines.first == top)
    #expect(lines.last == bottomLine)
  }

  /// A label longer than the line is cut at the border's right edge, as fzf cuts it.
  @Test func aLongLabelIsCut() throws {
    let viewer = try labelled { $0.borderLabel = FzfLabel(text: String(repeating: "ab", count: 20) + "\nsecond") }
    #expect(screen(viewer).first == "abababababababababababab")
  }

  /// `change-border-label` and `change-preview-label` replace the options' labels.
  @Test func theActionsChangeTheLabels() throws {
    let viewer = try labelled { $0.borderLabel = FzfLabel(text: "ab") }
    _ = viewer.perform([.changeBorderLabel("wxyz")])
    #expect(screen(viewer).first == "╭─────────wxyz─────────╮")
    _ = viewer.perform([.changeBorderLabel("")])
    #expect(screen(viewer).first == "╭──────────────────────╮")
  }

  /// fzf's `--border-label-pos` values.
  @Test func positionsAsFzfReadsThem() {
    #expect(FzfLabel.position("0")! == (0, false))
    #expect(FzfLabel.position("-3")! == (-3, false))
    #expect(FzfLabel.position("2:bottom")! == (2, true))
    #expect(FzfLabel.position("bottom")! == (0, true))
    #expect(FzfLabel.position("4:top")! == (4, false))
    #expect(FzfLabel.position("x") == nil)
    #expect(FzfLabel.position("2:left") == nil)
    #expect(FzfLabel.position("2:3") == nil)
  }
}
