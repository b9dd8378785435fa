import CascadeApp
import CascadeCanvas
import CascadeCurses
import CascadeData
import CascadeFzf
import CascadeSystem

extension CascadeCommand {
  /// Dumps a frame or prints the layout (never opening a terminal), or runs the viewer on the
  /// terminal and prints the selection after the terminal is restored.
  mutating func runReturningStatus() throws -> ExitStatus {
    if let filter { return runFilter(query: filter) }
    if stats { return runStatistics() }
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
      if let message = fieldPathError(in: collection) {
        printError("cascade: \(message)")
        return .error
      }
      options.theme = .plain
      // The grid sizes cards to their text as on a terminal: placed at an estimate, the screen
      // measured before the frame (`--layout-json` measures every card, as it prints them all).
      if options.layout == .grid { options.estimatedCardHeight = ViewerOptions.interactiveCardHeightEstimate }
      // One frame, drawn at once: nothing to animate towards.
      options.animatesChanges = false
      // Generated cards (--demo-items) name no pictures, and asking each of ten million for one
      // would make every record.
      let pictured = demoItems == nil ? withPictures(collection) : nil
      let viewer = Viewer(collection: pictured ?? collection, options: options)
      // Picture cards are laid out as on a terminal, their pictures drawn as the placeholder (a
      // plain-text frame has no colours to draw them with): the frames are the viewer's.
      if let pictured, !noPictures, pictureArguments.pictureMode != .none {
        viewer.showPictures(dumpPictures(for: pictured))
      }
      if dump {
        for line in FrameDump.render(viewer, size: screenSize, offset: offset, focus: focus) { print(line) }
      } else {
        print(LayoutJSON.render(viewer, size: screenSize, rect: rect?.rect))
      }
      return .selected
    }
    // On a terminal a jump must not measure every card on its way: cards are placed at an
    // estimate until measured (a dump shows every card at its exact place instead).
    options.estimatedCardHeight = ViewerOptions.interactiveCardHeightEstimate
    return runViewer(options: options)
  }

  var viewerOptions: ViewerOptions {
    var options = ViewerOptions()
    options.layout = layout.kind
    options.columns = columns
    options.minimumColumnWidth = minimumColumnWidth
    options.cellAspect = cellAspect ?? 0.5
    options.allowsMultipleSelection = multi
    options.picksOnEnter = pick
    options.animatesChanges = !noAnimation
    options.cardFields = cardFields
    options.inputName = inputRequest?.name
    if let command = inputRequest?.command {
      options.failedInputCommand = { Self.inputCommandStatus.withLock { $0 } ?? 0 != 0 ? command : nil }
    }
    applyInteractiveOptions(to: &options)
    applyMatchOptions(to: &options)
    applyFzfOptions(to: &options)
    options.order = recordOrder
    // Validated already: a spec that does not parse never gets here.
    try? previewArguments.apply(to: &options)
    // fzf reads a preview's colours whether or not `--ansi` is given (`git show --color=always`).
    if fzfArguments.fzf { options.previewKeepsColors = true }
    cardTextArguments.apply(to: &options)
    return options
  }

  /// The interactive viewer on `/dev/tty`, up while the input is still read: the reader runs on
  /// another thread and the viewer takes the records that arrived at each turn of its loop. Lines
  /// typed on the terminal itself (`cascade -`) are read to the end first, as the viewer would take
  /// the terminal from under them. Nothing is printed before the terminal is restored, error
  /// messages included; a malformed input ends the viewer with status 2 and `file:line:column`.
  private func runViewer(options: ViewerOptions) -> ExitStatus {
    let history: FzfHistory?
    do {
      history = try fzfHistoryArguments.history()
    } catch {
      printError("cascade: --history \(fzfHistoryArguments.historyPath ?? ""): \(error)")
      return .error
    }
    // The port is taken before the terminal, so one in use is an error on a shell's screen, and
    // before any thread starts, as it sets FZF_PORT in the environment threads may read.
    let server: ListenServer?
    do {
      server = try listenArguments.startServer()
    } catch {
      printError("cascade: \(error)")
      return .error
    }
    // A folder's pictures are listed before the terminal is touched: an empty folder is an error.
    var folderCards: (any RecordCollection)?
    if let galleryPath {
      do {
        folderCards = try folderCollection(galleryPath)
      } catch {
        return report(error)
      }
    }
    // A folder of pictures is listed at once; other input is read while the viewer runs.
    let request = galleryPath == nil ? inputRequest : nil
    let readsTerminal = request?.readsTerminal == true
    // The viewer draws as soon as the first records are in, unless the whole input is wanted
    // first: then nothing is held (see `LoadRequest.holdsForFirstScreen`).
    let drawsAtOnce = !readsTerminal && !sync && !select1 && !exit0 && !fitsHeight
    let streaming = request.map { fzfRecordView($0.startStreaming(holdingForFirstScreen: drawsAtOnce)) }
    if let streaming, !readsTerminal, let message = fieldPathError(in: streaming, streaming: streaming) {
      streaming.cancel()
      printError("cascade: \(message)")
      return .error
    }
    if let streaming, readsTerminal {
      streaming.waitUntilFinished()
      if let failure = streaming.progress.failure { return report(failure) }
    }
    // --sync: nothing is drawn before the whole input is read.
    if sync, let streaming {
      streaming.waitUntilFinished()
      if let failure = streaming.progress.failure { return report(failure) }
    }
    // -1 and -0 decide on the whole input before the terminal is touched.
    if select1 || exit0, let decided = decideBeforeDrawing(streaming: streaming) { return decided }
    let session: TerminalSession
    do {
      // A gallery, or cards told where their pictures are, asks the terminal what it draws.
      let showsPictures = !noPictures && demoItems == nil && (galleryPath != nil || imageFields != nil)
      var sessionOptions = TerminalSession.Options(
        mouse: !noMouse,
        height: fittedSessionHeight(options: options, streaming: streaming)
          ?? previewArguments.sessionHeight(minimumRows: fzfMinimumRows(options: options, streaming: streaming)),
        probesGraphics: pictureArguments.probesTerminal(showsPictures: showsPictures))
      sessionOptions.clearsOnExit = !fzfArguments.noClear
      session = try TerminalSession(options: sessionOptions)
    } catch {
      // A malformed file is the error worth reporting, terminal or not: a regular file (which
      // cannot block) is read to its end to find out. A pipe is not waited for.
      if let streaming, request?.isFinite == true {
        streaming.waitUntilFinished()
        if let failure = streaming.progress.failure { return report(failure) }
      }
      streaming?.cancel()
      // The library's messages name no program: "cascade: needs a terminal: …".
      printError("cascade: \(error)")
      return .error
    }
    var options = options
    options.history = history
    // fzf's CTRL-P and CTRL-N go through the history when there is one and they are not bound.
    if options.history != nil {
      for (key, action) in [("p", "previous-history"), ("n", "next-history")]
      where options.bindings[.control(Character(key))] == nil {
        try? options.bindings.add("ctrl-\(key):\(action)")
      }
    }
    // Pictures take their shape from the terminal's own cells when it gives their size in pixels.
    if cellAspect == nil, let measured = session.cellAspect { options.cellAspect = measured }
    options.picksOnEnter = picksOnEnter
    if let view = streaming as? FzfRecordView, view.headerCount > 0 {
      options.header = ((options.header.map { [$0] } ?? []) + view.headerLines()).joined(separator: "\n")
      options.fzfList?.inputHeaderLineCount = view.headerLines().count
    }
    let noColor = SystemEnvironment.value(of: "NO_COLOR").map { !$0.isEmpty } ?? false
    options.theme = !session.backend.isUTF8 ? .ascii : (noColor ? .plain : .colored)
    // fzf's default colours are its 256-colour scheme where the terminal has 256, else its 16.
    options.fzfList?.theme.terminalHas256Colors =
      session.backend.showsIndexedColors || session.backend.showsDirectColors
    let shown = folderCards ?? streaming ?? builtInCollection
    // Generated cards (--demo-items) name no pictures, and asking each of ten million for one
    // would make every record.
    let pictured = demoItems == nil ? withPictures(shown) : nil
    let viewer = Viewer(collection: pictured ?? shown, options: options, loading: streaming)
    if let query { viewer.setFilter(query) }
    viewer.tableBrowsing.open = tableOpener(for: request)
    // --sync: the first frame shows the query's every match.
    if sync { while viewer.source.isFiltering { viewer.advance() } }
    let commandHost = TerminalCommandHost(
      session: session, request: request?.loadRequest ?? LoadRequest(path: nil, fields: fieldMapping))
    commandHost.view = { [self] in fzfRecordView($0) }
    viewer.commandHost = commandHost
    var pixels = PixelDrawing()
    if let pictured {
      pixels = pixelDrawing(for: session, cellAspect: options.cellAspect)
      viewer.showPictures(cardPictures(for: pictured, backend: session.backend, noColor: noColor, pixels: pixels))
      // A `reload`'s records find their pictures as the input's did.
      let backend = session.backend
      viewer.picturesForCollection = { [self] collection in
        cardPictures(for: withPictures(collection), backend: backend, noColor: noColor, pixels: pixels)
      }
    }
    defer { viewer.source.pictures?.loader.stop() }
    var viewerSession = ViewerSession(viewer: viewer, backend: session.backend)
    // A dragged window edge: each size the user has already dragged past is given up, mid-layout
    // or before its frame, so only the last one is laid out to the end.
    viewer.placementInterruption = { session.hasPendingResize() }
    if pixels.inline != nil {
      viewerSession.beforeFrame = { [pixels] in
        session.eraseInlinePictures(of: viewer, fullRedraw: $0, wrapsForTmux: pixels.wrapsForTmux)
      }
      viewerSession.afterFrame = { [pixels] in
        session.writeInlinePictures(of: viewer, fullRedraw: $0, wrapsForTmux: pixels.wrapsForTmux)
      }
    }
    if pixels.kittyPlacements {
      viewerSession.beforeFrame = { session.deleteKittyPlacements(of: viewer, fullRedraw: $0) }
      viewerSession.afterFrame = { _ in session.placeKittyPictures(of: viewer) }
    }
    viewerSession.hasPendingResize = { session.hasPendingResize() }
    // A terminal drawing slowly (sixel pictures) holds frames back, so held keys never queue.
    viewerSession.frameSent = { session.askForFrameReport() }
    viewerSession.outputPending = { session.isReadingFrame() }
    if let wake = streaming?.wakeDescriptor {
      // The store wakes the loop when the first records are in and when loading ends, so the first
      // screen and the final count are drawn at once; the timed look only updates the count.
      session.wakeDescriptor = wake
      viewerSession.firstRecordsPollMilliseconds = viewerSession.loadingPollMilliseconds
      // Records usually follow within milliseconds: the first screen waits for them (woken at once).
      viewerSession.firstFrameWaitMilliseconds = viewerSession.loadingPollMilliseconds
    }
    if let server {
      session.requestWakeDescriptor = server.wake.descriptor
      viewerSession.takeRequests = { server.takeRequests() }
    }
    let status = viewerSession.run(
      nextEvent: { session.nextEvent(for: viewer, timeoutMilliseconds: $0) },
      suspend: {
        session.deleteKittyImages(of: viewer, remakes: true)
        session.suspend()
      })
    session.deleteKittyImages(of: viewer)
    session.close()
    withExtendedLifetime(commandHost) {}
    // A default command or a reload still running is killed, as fzf kills them on accept and abort.
    ShellProcess.endAll()
    // Leaving during the load (q, Esc, Ctrl-C) stops the reader; records read stay printable.
    streaming?.cancel()
    // A reload's reader, when one replaced the input.
    viewer.streaming?.cancel()
    if status == .error, let failure = viewer.loadFailure { return report(failure) }
    // fzf adds the query to the history when it accepts, a match or none.
    if let history = options.history, status == .selected || viewer.acceptedWithoutMatch,
      let failure = fzfHistoryArguments.save(history, accepting: viewer.filterText)
    {
      printError("cascade: --history \(failure)")
    }
    // fzf's `print-query` action: the query alone.
    if viewer.printsOnlyQuery {
      writeToStandardOutput(Array(viewer.filterText.utf8) + [print0 ? 0 : 0x0A])
      return .selected
    }
    if fzfArguments.printQuery, status == .selected || viewer.endingKeyName != nil || viewer.acceptedWithoutMatch {
      writeToStandardOutput(Array(viewer.filterText.utf8) + [print0 ? 0 : 0x0A])
    }
    if !options.expectedKeys.isEmpty, status == .selected || viewer.endingKeyName != nil {
      writeToStandardOutput(Array((viewer.endingKeyName ?? "").utf8) + [print0 ? 0 : 0x0A])
    }
    if status == .selected {
      // Bytes, not `print`: a `String` would turn invalid UTF-8 in the input into U+FFFD.
      writeToStandardOutput(viewer.selectedOriginalBytes.flatMap { $0 + [print0 ? 0 : 0x0A] })
    }
    return status
  }

  /// Prints `cascade: file:line:column: reason` and returns the error status.
  func report(_ failure: InputError) -> ExitStatus {
    printError("cascade: \(failure)")
    return .error
  }
}
