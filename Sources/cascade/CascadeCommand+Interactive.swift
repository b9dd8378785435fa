import ArgumentParser
import CascadeApp
import CascadeCurses
import CascadeData
import CascadeFzf
import CascadeSystem

// fzf's flags for scripts that run the viewer: --query, --select-1, --exit-0, --header, --prompt,
// --expect, --bind and --sync.

extension CascadeCommand {
  /// These flags shape the interactive viewer: `--dump` and `--layout-json` draw none. `--filter`
  /// ignores them, as fzf does, so a script's common option set works with and without it.
  func validateInteractiveOptions() throws {
    let interactive: [(String, Bool)] = [
      ("--query", query != nil), ("--select-1", select1), ("--exit-0", exit0), ("--header", header != nil),
      ("--prompt", prompt != nil), ("--expect", expect != nil), ("--bind", !bind.isEmpty), ("--sync", sync),
    ]
    if let (name, _) = interactive.first(where: \.1), filter == nil {
      if dump || layoutJSON { throw ValidationError("\(name) goes with the viewer, not --dump or --layout-json.") }
    }
    if let expect {
      if expect.isEmpty { throw ValidationError("--expect: key names required.") }
      do {
        _ = try Viewer.expectedKeys(from: expect)
      } catch {
        throw ValidationError("--expect: \(error).")
      }
    }
    _ = try keyBindings
  }

  /// Every `--bind` value's bindings, later ones winning for a key bound twice.
  var keyBindings: KeyBindings {
    get throws {
      var bindings = KeyBindings()
      for spec in bind {
        do {
          try bindings.add(spec)
        } catch {
          throw ValidationError("--bind \(error).")
        }
      }
      return bindings
    }
  }

  /// `--header`, `--prompt` and `--expect` in the viewer's options. `--expect` makes Enter pick, as
  /// fzf's Enter accepts.
  func applyInteractiveOptions(to options: inout ViewerOptions) {
    // A final line feed ends the header's last line, as fzf reads it (`a\n\n` is `a` and one blank).
    options.header = header.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }
    if let prompt { options.prompt = prompt }
    if let expect, let keys = try? Viewer.expectedKeys(from: expect) {
      options.expectedKeys = keys
      options.picksOnEnter = true
    }
    if let bindings = try? keyBindings { options.bindings = bindings }
  }

  /// `-1` and `-0`: reads the whole input, then tests every record with the viewer's own `/` filter
  /// for `--query` (so the decision agrees with what the viewer would show). Exactly one match with
  /// `-1`: prints it (after an empty line with `--expect`) and returns 0; none with `-0`: returns 1
  /// (after the empty line with `--expect`). Otherwise nil: the viewer opens.
  ///
  /// Without a terminal to open the viewer on, records are tested as they are read, and the run
  /// ends with "needs a terminal" as soon as the matches rule out a decision (two with `-1`, one
  /// with `-0` alone), not after the whole input.
  func decideBeforeDrawing(streaming: (any StreamingRecordCollection)?) -> ExitStatus? {
    var options = ViewerOptions()
    options.animatesChanges = false
    applyMatchOptions(to: &options)
    let decider: Viewer
    if let streaming, galleryPath == nil, (try? TerminalSession.checkTerminal()) == nil {
      decider = Viewer(collection: streaming, options: options, loading: streaming)
      if let query { decider.setFilter(query) }
      let undecided = select1 ? 2 : 1
      while decider.isLoading || decider.source.isFiltering {
        if !decider.advance() { SystemProcess.sleep(for: .milliseconds(1)) }
        if decider.source.shownCount >= undecided {
          streaming.cancel()
          printError("cascade: \(TerminalSessionError.noTerminal)")
          return .error
        }
      }
      if let failure = streaming.progress.failure { return report(failure) }
    } else {
      if let streaming {
        streaming.waitUntilFinished()
        if let failure = streaming.progress.failure { return report(failure) }
      }
      let collection = galleryPath.flatMap { try? folderCollection($0) } ?? streaming ?? builtInCollection
      decider = Viewer(collection: collection, options: options)
      if let query { decider.setFilter(query) }
    }
    while decider.source.isFiltering { decider.advance() }
    let count = decider.source.shownCount
    guard (select1 && count == 1) || (exit0 && count == 0) else { return nil }
    let terminator: UInt8 = print0 ? 0 : 0x0A
    var output: [UInt8] = fzfArguments.printQuery ? Array((query ?? "").utf8) + [terminator] : []
    if expect != nil { output.append(terminator) }
    if count == 1, let only = decider.source.indexPath(forFlatIndex: 0) {
      output += decider.source.record(at: only).printedBytes + [terminator]
    }
    writeToStandardOutput(output)
    return count == 1 ? .selected : .nothingSelected
  }
}
