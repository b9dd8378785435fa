import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout

/// A small collection loaded from NDJSON text, as the command would load it.
func collection(_ ndjson: String) throws -> LoadedCollection {
  try RecordLoader.load(data: Array(ndjson.utf8), name: "test.ndjson", format: .ndjson, fields: .standard)
}

/// A viewer with the plain theme (no colours) at `size`.
func viewer(_ collection: any RecordCollection, size: Size, configure: (inout ViewerOptions) -> Void = { _ in })
  -> Viewer
{
  var options = ViewerOptions()
  options.theme = .plain
  configure(&options)
  let viewer = Viewer(collection: collection, options: options)
  // Slices end by the record count alone, so what a test sees never depends on the machine's speed.
  viewer.source.filterSliceDuration = .seconds(3_600)
  viewer.resize(to: size)
  return viewer
}

/// Draws a frame, as the session does, by the controller that has the screen (the cards, or fzf's
/// list), and returns its lines, trailing spaces kept.
func screen(_ viewer: Viewer) -> [String] {
  var buffer = CellBuffer(size: viewer.screenSize)
  viewer.controller.render(into: &buffer)
  return buffer.lines()
}

/// Draws a frame through a `Screen`, as the command does, into an in-memory terminal that records
/// what it was asked to write.
func drawnThroughScreen(_ viewer: Viewer) -> TestBackend {
  let backend = TestBackend(size: viewer.screenSize)
  Screen(backend: backend).draw { viewer.controller.render(into: &$0) }
  return backend
}

/// Sends keys to the viewer; returns the last action.
@discardableResult
func press(_ viewer: Viewer, _ keys: Key...) -> ViewerAction {
  var last = ViewerAction.redraw
  for key in keys { last = viewer.controller.handle(.key(key)) }
  return last
}

func type(_ viewer: Viewer, _ text: String) {
  for c in text { _ = viewer.controller.handle(.key(c == " " ? .space : .character(c))) }
}
