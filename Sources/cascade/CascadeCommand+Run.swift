import CascadeApp
import CascadeCanvas
import CascadeCurses
import CascadeData
import Glibc

extension CascadeCommand {
  /// Dumps a frame or prints the layout (never opening a terminal), or runs the viewer on the
  /// terminal and prints the selection after the terminal is restored.
  mutating func runReturningStatus() throws -> ExitStatus {
    var options = viewerOptions
    if dump || layoutJSON {
      let collection: any RecordCollection
      do {
        collection = try loadCollection()
      } catch {
        printError("cascade: \(error)")
        return .error
      }
      try validate(against: collection)
      options.theme = .plain
      // One frame, drawn at once: nothing to animate towards.
      options.animatesChanges = false
      let viewer = Viewer(collection: withPictures(collection), options: options)
      if dump {
        for line in FrameDump.render(viewer, size: screenSize, offset: offset, focus: focus) { print(line) }
      } else {
        print(LayoutJSON.render(viewer, size: screenSize, rect: rect?.rect))
      }
      return .selected
    }
    return runViewer(options: options)
  }

  var viewerOptions: ViewerOptions {
    var options = ViewerOptions()
    options.layout = layout.kind
    options.columns = columns
    options.minimumColumnWidth = minimumColumnWidth
    options.cellAspect = cellAspect
    options.allowsMultipleSelection = multi
    options.picksOnEnter = pick
    options.animatesChanges = !noAnimation
    return options
  }

  /// The interactive viewer on `/dev/tty`. A regular FILE is read first: it cannot block, and a
  /// malformed or missing file is the error worth reporting even where there is no terminal. Pipes
  /// (stdin, a FIFO, `<(cmd)`) are read after the terminal opens, so with no terminal they fail at
  /// once instead of after reading everything, and Ctrl-C stops a slow one. Nothing is printed
  /// before the terminal is restored, error messages included.
  private func runViewer(options: ViewerOptions) -> ExitStatus {
    var preloaded: (any RecordCollection)?
    if let request = inputRequest, request.isFinite || request.readsTerminal {
      do {
        preloaded = try loadCollection()
      } catch {
        printError("cascade: \(error)")
        return .error
      }
    }
    let session: TerminalSession
    do {
      session = try TerminalSession(options: TerminalSession.Options(mouse: !noMouse))
    } catch {
      // The library's messages name no program: "cascade: needs a terminal: …".
      printError("cascade: \(error)")
      return .error
    }
    let collection: any RecordCollection
    do {
      if let preloaded { collection = preloaded } else { collection = try loadCollection(showingProgressOn: session) }
    } catch {
      session.close()
      switch error {
      case .left(let status): return status
      case .failed(let inputError):
        printError("cascade: \(inputError)")
        return .error
      }
    }
    var options = options
    let noColor = getenv("NO_COLOR").map { String(cString: $0) }.map { !$0.isEmpty } ?? false
    options.theme = !session.backend.isUTF8 ? .ascii : (noColor ? .plain : .colored)
    let pictured = withPictures(collection)
    let viewer = Viewer(collection: pictured, options: options)
    viewer.showPictures(cardPictures(for: pictured, backend: session.backend, noColor: noColor))
    defer { viewer.source.pictures?.loader.stop() }
    let status = ViewerSession(viewer: viewer, backend: session.backend).run(
      nextEvent: { timeout in session.nextEvent(for: viewer, frameTimeoutMilliseconds: timeout) },
      suspend: { session.suspend() })
    session.close()
    if status == .selected {
      // Bytes, not `print`: a `String` would turn invalid UTF-8 in the input into U+FFFD.
      writeToStandardOutput(viewer.selectedOriginalBytes.flatMap { $0 + [0x0A] })
    }
    return status
  }
}
