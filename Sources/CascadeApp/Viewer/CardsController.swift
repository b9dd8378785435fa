import CascadeCanvas
import CascadeLayout

/// What the session drives: the viewer's cards, or fzf's list over the same cards
/// (`Viewer.controller` says which has the screen).
public protocol CardsController: AnyObject {
  /// Applies one input event and says what the session should do next.
  func handle(_ event: InputEvent) -> ViewerAction
  /// Draws the whole screen into `buffer` and returns where the cursor should be, or nil to hide it.
  @discardableResult
  func render(into buffer: inout CellBuffer) -> Point?
}

extension Viewer: CardsController {}
