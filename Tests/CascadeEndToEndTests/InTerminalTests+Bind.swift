import CascadeTerminalTestSupport
import Foundation
import Testing

// `--bind` actions and `--sync` in a real terminal: each action's effect on the screen, the files
// its commands write, cascade's output and exit status.

extension InTerminalTests {
  /// Lines with a quote, double quotes and a dollar: a command that gets them unquoted breaks.
  static let bindLines = ["it's one", #"two "quoted""#, "three $HOME", "four"]
  static var bindFiles: [String: String] { ["lines.txt": bindLines.joined(separator: "\n") + "\n"] }

  /// What the file `name` in the pane's directory holds once it holds `expected`, or what it held
  /// at the deadline.
  private func contents(of name: String, in cascade: CascadeInPane, reaching expected: String) async throws -> String {
    let url = cascade.directory.appendingPathComponent(name)
    var last = ""
    _ = try await poll { () -> Bool? in
      last = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      return last == expected ? true : nil
    }
    return last
  }

  @Test func executeSilentWritesTheQuotedRecordAndKeepsTheScreen() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, files: Self.bindFiles)
    try await cascade.start(
      #"cascade --bind 'ctrl-t:execute-silent(echo {} >> log; echo noise; echo more >&2)' lines.txt"#)
    try cascade.pane.press("C-t")
    #expect(try await contents(of: "log", in: cascade, reaching: "it's one\n") == "it's one\n")
    let before = try await cascade.press("Right", untilStatus: "card 2 of 4")
    try cascade.pane.press("C-t")
    #expect(
      try await contents(of: "log", in: cascade, reaching: "it's one\ntwo \"quoted\"\n") == "it's one\ntwo \"quoted\"\n"
    )
    let after = try cascade.pane.lines()
    #expect(after == before, "the command's output reached the screen:\n\(after.joined(separator: "\n"))")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
    #expect(try cascade.standardOutput == "")
    #expect(try cascade.standardError == "")
  }

  /// `{+}` is every selected record, each one word for the shell; `{q}` the filter text.
  @Test func theSelectionAndTheQueryReachTheCommandAsWords() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, files: Self.bindFiles)
    try await cascade.start(#"cascade --multi --bind 'ctrl-t:execute-silent(printf "<%s>" {+} {q} > words)' lines.txt"#)
    try await cascade.press("Space", untilStatus: "card 1 of 4 · 1 selected")
    try await cascade.press("Right", untilStatus: "card 2 of 4 · 1 selected")
    try await cascade.press("Right", untilStatus: "card 3 of 4 · 1 selected")
    try await cascade.press("Space", untilStatus: "card 3 of 4 · 2 selected")
    try cascade.pane.press("C-t")
    let expected = "<it's one><three $HOME><>"
    #expect(try await contents(of: "words", in: cascade, reaching: expected) == expected)
    try cascade.pane.press("C-c")
    #expect(try await cascade.exitStatus() == 130)
  }

  /// A silent command gets `/dev/null` for stdin and stderr (stdout is its own redirection here)
  /// and none of cascade's other descriptors (the terminal, the input's pipe): only the
  /// descriptor `ls` opens to read the folder is more.
  @Test func aSilentCommandInheritsNoDescriptors() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, files: Self.bindFiles)
    try await cascade.start(
      #"cat lines.txt | cascade --bind 'ctrl-t:execute-silent(ls -l /proc/self/fd > fds; echo done >> fds)'"#)
    try cascade.pane.press("C-t")
    let url = cascade.directory.appendingPathComponent("fds")
    let listing = try #require(
      try await poll { () -> String? in
        let text = try? String(contentsOf: url, encoding: .utf8)
        return text?.hasSuffix("done\n") == true ? text : nil
      })
    // `ls -l` lines end "N -> target".
    let links = listing.split(separator: "\n").compactMap { line -> (Int, String)? in
      guard let arrow = line.range(of: " -> "),
        let number = line[..<arrow.lowerBound].split(separator: " ").last.flatMap({ Int($0) })
      else { return nil }
      return (number, String(line[arrow.upperBound...]))
    }
    let targets = links.map(\.1)
    let descriptors = links.map(\.0)
    #expect(targets.count > 2 && targets[0] == "/dev/null" && targets[2] == "/dev/null", "\(listing)")
    #expect(descriptors.filter { $0 > 2 }.count == 1, "descriptors leaked into the command:\n\(listing)")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }

  @Test func executeGivesTheTerminalToTheCommandAndComesBackIntact() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, files: Self.bindFiles)
    let before = try await cascade.start(
      #"cascade --bind 'ctrl-e:execute(echo "ran:" {}; read answer; echo "$answer" > answer)' lines.txt"#)
    try cascade.pane.press("C-e")
    let running = try await cascade.pane.screen("the command's output") { $0.contains { $0.contains("ran: it's one") } }
    #expect(!running.contains { $0.hasSuffix(StatusLine.hint) }, "the cards stayed while the command ran")
    try cascade.pane.type("typed")
    try await cascade.waitForScreen(before, "the cards as they were")
    #expect(
      try await contents(of: "answer", in: cascade, reaching: "typed\n") == "typed\n", "the command read the terminal")
    try await cascade.press("Down", untilStatus: "card 4 of 4")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
    try cascade.expectShellIsBack()
  }

  /// Ctrl-Z while an `execute`d command runs stops the whole job; `fg` gives the terminal back to
  /// the command (cascade does not draw its cards over it), and the cards come back when it ends.
  @Test func ctrlZInAnExecutedCommandStopsTheJobAndFgResumesTheCommand() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, files: Self.bindFiles)
    let before = try await cascade.start(
      #"cascade --bind 'ctrl-e:execute(echo "ran:" {}; read answer; echo "got $answer"; read more; echo "$answer" > answer)' lines.txt"#
    )
    try cascade.pane.press("C-e")
    _ = try await cascade.pane.screen("the command's output") { $0.contains { $0.contains("ran: it's one") } }
    try cascade.pane.press("C-z")
    _ = try await cascade.pane.screen("the job stopped") { $0.contains { $0.contains("Stopped") } }
    try cascade.pane.type("fg")
    try cascade.pane.type("typed")
    let resumed = try await cascade.pane.screen("the command answering after fg") { $0.contains { $0 == "got typed" } }
    #expect(
      !resumed.contains { $0.hasSuffix(StatusLine.hint) },
      "cascade drew its cards over the resumed command:\n\(resumed.joined(separator: "\n"))")
    try cascade.pane.type("")
    try await cascade.waitForScreen(before, "the cards once the command ended")
    #expect(try await contents(of: "answer", in: cascade, reaching: "typed\n") == "typed\n")
    try cascade.pane.press("q")
    _ = try await cascade.pane.screen("the shell after cascade exits") { StatusLine.text(of: $0) == nil }
    try cascade.expectShellIsBack()
  }

  @Test func becomeReplacesCascadeAndItsStatusIsCascades() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, files: Self.bindFiles)
    try await cascade.start(#"cascade --bind 'enter:become(echo {q} {}; exit 3)' lines.txt"#)
    try cascade.pane.press("/")
    try cascade.pane.send(literally: "four")
    _ = try await cascade.pane.screen("the filter typed") { $0.last?.contains("/four") == true }
    try cascade.pane.press("Enter")
    #expect(try await cascade.exitStatus() == 3)
    #expect(try cascade.standardOutput == "four four\n")
    try cascade.expectShellIsBack()
  }

  @Test func reloadReplacesTheCardsWithTheCommandsOutput() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, files: Self.bindFiles)
    // The shell's pid becomes cascade's (exec), so the test can look at cascade's children.
    try await cascade.start(
      #"sh -c 'echo $$ > pid; exec cascade --pick --bind "ctrl-r:reload(printf \"x1\\nx2\\nx3\\n\")" lines.txt'"#)
    let screen = try await cascade.press("C-r", untilStatus: "card 1 of 3")
    #expect(
      screen.contains { $0.contains("x2") } && !screen.contains { $0.contains("four") },
      "\(screen.joined(separator: "\n"))")
    let pid = try String(contentsOf: cascade.directory.appendingPathComponent("pid"), encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    var children = ""
    let reaped = try await poll { () -> Bool? in
      children = try Subprocess.capture(["ps", "--ppid", pid, "-o", "stat=,comm="]).standardOutput
      return children.split(separator: "\n").allSatisfy { !$0.hasPrefix("Z") } ? true : nil
    }
    #expect(reaped != nil, "the reload command stays a zombie: \(children)")
    try await cascade.press("Right", untilStatus: "card 2 of 3")
    try cascade.pane.press("Enter")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput == "x2\n")
  }

  @Test func selectAllAcceptToggleDeselectAllAndAbort() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, files: Self.bindFiles)
    let bindings =
      "ctrl-a:select-all+accept,ctrl-y:toggle,ctrl-d:deselect-all,ctrl-o:accept,ctrl-g:abort,ctrl-s:select-all"
    try await cascade.start("cascade --multi --bind '\(bindings)' lines.txt")
    try cascade.pane.press("C-a")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput == Self.bindLines.joined(separator: "\n") + "\n")

    try cascade.pane.type("clear")
    try await cascade.start("cascade --multi --bind '\(bindings)' lines.txt")
    try await cascade.press("C-y", untilStatus: "card 1 of 4 · 1 selected")
    try await cascade.press("Right", untilStatus: "card 2 of 4 · 1 selected")
    try cascade.pane.press("C-o")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput == "it's one\n", "the selection, not the focused card")

    try cascade.pane.type("clear")
    try await cascade.start("cascade --multi --bind '\(bindings)' lines.txt")
    try await cascade.press("C-s", untilStatus: "card 1 of 4 · 4 selected")
    try await cascade.press("C-d", untilStatus: "card 1 of 4")
    try await cascade.press("Right", untilStatus: "card 2 of 4")
    try cascade.pane.press("C-o")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput == "two \"quoted\"\n", "nothing selected: the focused card")

    try cascade.pane.type("clear")
    try await cascade.start("cascade --multi --bind '\(bindings)' lines.txt")
    try await cascade.press("C-y", untilStatus: "card 1 of 4 · 1 selected")
    try cascade.pane.press("C-g")
    #expect(try await cascade.exitStatus() == 130)
    #expect(try cascade.standardOutput == "")
    try cascade.expectShellIsBack()
  }

  /// With `--sync` nothing is drawn while the input is still coming: a gate (a FIFO the test
  /// writes to) holds the rest of the input back, and the first status line cascade draws counts
  /// every record.
  @Test func syncDrawsNothingUntilTheInputIsRead() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, files: Self.bindFiles)
    let gate = cascade.directory.appendingPathComponent("gate").path
    #expect(mkfifo(gate, 0o600) == 0)
    try cascade.pane.type(
      #"(printf 'a\n'; cat gate; printf 'b\n') | cascade --sync > out 2> err; s=$?; echo $s > status; echo "== exit $s ==""#
    )
    let early = try await cascade.pane.waitUntil("a status line while the input is held back", timeout: .seconds(1)) {
      StatusLine.text(of: $0) != nil
    }
    #expect(early != nil, "cascade drew before its input ended")
    let writer = try #require(FileHandle(forWritingAtPath: gate))
    writer.write(Data("gate\n".utf8))
    try writer.close()
    let screen = try await cascade.pane.screen("cascade's first frame") { StatusLine.text(of: $0) != nil }
    #expect(StatusLine.text(of: screen) == "card 1 of 3", "\(screen.last ?? "")")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }
}

/// `--bind` values that cannot be read, without a terminal.
@Suite struct BindOptionTests {
  @Test func aBadBindingIsAUsageErrorNamingIt() throws {
    for (spec, reason) in [
      ("ctrl-x:explode", "'explode' is not an action"), ("sideways:accept", "'sideways' is not a key name"),
      ("ctrl-x:execute(ls", "'execute(' has no closing ')'"),
    ] {
      let result = try CascadeBinary.run(["--bind", spec, "--demo"])
      #expect(result.status == 2, "\(spec)")
      #expect(result.standardError.contains("--bind '\(spec)': \(reason)"), "\(spec): \(result.standardError)")
    }
    // fzf's +s after --bind is the binding's value, not --no-sort.
    let plus = try CascadeBinary.run(["--bind", "+s", "--demo"])
    #expect(plus.status == 2 && plus.standardError.contains("--bind '+s': no action for '+s'"), "\(plus.standardError)")
    // --filter ignores a binding, as fzf does, but not one that cannot be read.
    let filtering = try CascadeBinary.run(["--bind", "ctrl-a:accept", "--filter", "Fuji", "--demo"])
    #expect(filtering.status == 0 && filtering.standardError.isEmpty, "\(filtering.standardError)")
    let badFiltering = try CascadeBinary.run(["--bind", "ctrl-x:explode", "--filter", "x", "--demo"])
    #expect(
      badFiltering.status == 2 && badFiltering.standardError.contains("'explode' is not an action"),
      "\(badFiltering.standardError)")
  }
}
