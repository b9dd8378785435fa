import CascadeApp
import CascadeCanvas
import CascadeCurses
import CascadeData
import Glibc

extension CascadeCommand {
  /// Loads the input, then dumps a frame, prints the layout, or runs the viewer on the terminal and
  /// prints the selection after the terminal is restored.
  mutating func runReturningStatus() throws -> ExitStatus {
    let collection: any RecordCollection
    do {
      collection = try loadCollection()
    } catch {
      printError("cascade: \(error)")
      return .error
    }
    var options = viewerOptions
    if dump || layoutJSON {
      options.theme = .plain
      let viewer = Viewer(collection: collection, options: options)
      if dump {
        for line in FrameDump.render(viewer, size: size.size, offset: offset, focus: focus) { print(line) }
      } else {
        print(LayoutJSON.render(viewer, size: size.size, rect: rect?.rect))
      }
      return .selected
    }
    return runViewer(collection: collection, options: options)
  }

  var viewerOptions: ViewerOptions {
    var options = ViewerOptions()
    options.layout = layout.kind
    options.columns = columns
    options.minimumColumnWidth = minimumColumnWidth
    options.cellAspect = cellAspect
    options.allowsMultipleSelection = multi
    options.picksOnEnter = pick
    return options
  }

  /// The interactive viewer on `/dev/tty`. Nothing is printed before the terminal is restored.
  private func runViewer(collection: any RecordCollection, options: ViewerOptions) -> ExitStatus {
    let session: TerminalSession
    do {
      session = try TerminalSession(options: TerminalSession.Options(mouse: !noMouse))
    } catch {
      // The session's messages already begin with "cascade" ("cascade needs a terminal: …").
      printError("\(error)")
      return .error
    }
    var options = options
    let noColor = getenv("NO_COLOR").map { String(cString: $0) }.map { !$0.isEmpty } ?? false
    options.theme = !session.backend.isUTF8 ? .ascii : (noColor ? .plain : .colored)
    let viewer = Viewer(collection: collection, options: options)
    let status = ViewerSession(viewer: viewer, backend: session.backend).run(
      nextEvent: { session.nextEvent(timeoutMilliseconds: nil) },
      suspend: { session.suspend() })
    session.close()
    if status == .selected {
      for line in viewer.selectedOriginals { print(line) }
    }
    return status
  }
}
