@testable import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Foundation
import Testing

/// The preview pane in the viewer: placeholders, the record itself without a command, and a
/// command started after the focus rests, stopped and reaped when it moves on.
@Suite struct PreviewTests {
  private func record(_ json: String) throws -> Record {
    try collection(json + "\n").record(at: IndexPath(item: 0, section: 0))
  }

  @Test func placeholdersAreShellQuoted() throws {
    let json = try record(#"{"title":"it's","n":3,"tags":["a"]}"#)
    let object = CommandTemplate.Item(original: json.original, fields: json.fields, index: 7)
    func expand(_ template: String, _ item: CommandTemplate.Item, selected: [CommandTemplate.Item] = []) -> String? {
      CommandTemplate(template).expand(focused: item, selected: selected, query: "a b")
    }
    #expect(expand("cat {} | jq {q} {n}", object) == #"cat '{"title":"it'\''s","n":3,"tags":["a"]}' | jq 'a b' 7"#)
    #expect(expand("echo {title} {n} {missing}", object) == #"echo 'it'\''s' 7 ''"#)
    #expect(expand("awk '{print $1}' {", object) == "awk '{print $1}' {", "braces that name no placeholder stay")
    let line = CommandTemplate.Item(original: "alpha beta gamma", fields: [], index: 0)
    #expect(expand("{1}:{-1}:{2}:{9}", line) == "'alpha':'gamma':'beta':''")
    #expect(expand("{title}", line) == "{title}", "a text line has no fields")
    #expect(
      expand("{+}", line, selected: [object, line]) == #"'{"title":"it'\''s","n":3,"tags":["a"]}' 'alpha beta gamma'"#)
  }

  /// Whatever the text, `sh` reads the quoted form back as exactly that text (NUL aside, which no
  /// argument can hold).
  @Test func quotingRoundTripsThroughTheShell() throws {
    var rng = SplitMix64(seed: 11)
    let alphabet = Array("ab '\"\\$`!*?;&|<>(){}[]#~\n\t瀑")
    var texts = ["", "'", "''", "\\'", "$(touch pwned)", "`id`"]
    for _ in 0..<40 {
      texts.append(String((0..<Int.random(in: 1..<20, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }))
    }
    let script = texts.map { "printf '%s\\0' " + CommandTemplate.quoted($0) }.joined(separator: "; ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let printed = output.split(separator: 0, omittingEmptySubsequences: false).dropLast().map {
      String(decoding: $0, as: UTF8.self)
    }
    #expect(printed == texts)
  }

  @Test func withoutACommandThePaneShowsTheRecordPrettyPrinted() throws {
    let cards = try collection(#"{"title":"one","n":1}"# + "\n" + #"{"title":"two","n":2}"# + "\n")
    let v = viewer(cards, size: Size(width: 50, height: 9)) {
      $0.previewWindow = try? PreviewWindow(parsing: "right:26")
    }
    v.updatePreview()
    #expect(
      screen(v) == [
        "┏━━━━━━━━━━━━━━━━━━━━━━┓╭────────────────────────╮",
        "┃ one                  ┃│ {                      │",
        "┃ n: 1                 ┃│   \"title\": \"one\",      │",
        "┗━━━━━━━━━━━━━━━━━━━━━━┛│   \"n\": 1               │",
        "╭──────────────────────╮│ }                      │",
        "│ two                  ││                        │",
        "│ n: 2                 ││                        │",
        "╰──────────────────────╯╰────────────────────────╯",
        " card 1 of 2                       ? keys  q quit ",
      ])
    press(v, .down)
    #expect(v.updatePreview())
    #expect(screen(v)[2].hasSuffix("\"title\": \"two\",      │"))
    press(v, .character("p"))
    #expect(!v.preview.isShown)
    #expect(screen(v)[0] == "╭────────────────────────────────────────────────╮", "the cards take the whole width back")
  }

  /// Shift-Down and Shift-PgDn scroll the pane a line and a page (its text's height less one), and
  /// never past the end of its text; Shift-PgUp goes back, never above the first line.
  @Test func shiftKeysScrollThePaneWithinItsText() throws {
    let fields = (1...20).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
    let cards = try collection("{\"title\":\"t\",\(fields)}\n")
    let v = viewer(cards, size: Size(width: 40, height: 8)) {
      $0.previewWindow = try? PreviewWindow(parsing: "right:20")
    }
    v.updatePreview()
    // 23 lines ({, the title, 20 fields, }) in 5 rows (8, less the status line and the border).
    #expect(screen(v)[0].hasSuffix("╭─────────── 1/23 ─╮"))
    press(v, .shiftDown)
    #expect(screen(v)[1].hasSuffix("│   \"title\": \"t\",  │"))
    #expect(v.preview.offset == 1)
    press(v, .shiftPageDown)
    _ = screen(v)
    #expect(v.preview.offset == 5)
    press(v, .shiftPageUp, .shiftPageUp)
    _ = screen(v)
    #expect(v.preview.offset == 0)
    for _ in 0..<40 { press(v, .shiftDown) }
    let end = screen(v)
    #expect(v.preview.offset == 18)
    #expect(end[0].hasSuffix(" 19/23 ─╮") && end[5].hasSuffix("│ }                │"), "\(end.joined(separator: "\n"))")
    press(v, .shiftUp)
    _ = screen(v)
    #expect(v.preview.offset == 17, "scrolling back starts from the end, not from past it")
  }

  /// Waits (polling, with a deadline) until `condition` holds; false when it never did.
  private func eventually(_ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now.advanced(by: .seconds(10))
    while ContinuousClock.now < deadline {
      if condition() { return true }
      usleep(5_000)
    }
    return condition()
  }

  /// The first card's command starts at once (fzf's first preview); after a move the next waits
  /// for the focus to rest.
  @Test func theCommandStartsAfterAPauseAndIsKilledWhenTheFocusMovesOn() throws {
    let cards = try collection(#"{"title":"one"}"# + "\n" + #"{"title":"two"}"# + "\n")
    let clock = ManualAnimationClock()
    var options = ViewerOptions()
    options.theme = .plain
    options.previewCommand = "echo shown {title}; exec sleep 30"
    let v = Viewer(collection: cards, options: options, clock: clock)
    v.resize(to: Size(width: 60, height: 10))
    #expect(v.updatePreview())
    let first = try #require(v.preview.process, "the first card's command starts at once")
    #expect(
      eventually {
        v.updatePreview()
        return v.preview.lines.map(\.text) == ["shown one"]
      })
    press(v, .down)
    v.updatePreview()
    #expect(v.preview.process == nil, "nothing starts before the focus rests")
    #expect(v.previewTimeoutMilliseconds == 80)
    #expect(eventually { first.isReaped }, "the first command is killed and reaped")
    #expect(kill(first.processID, 0) != 0, "no process and no zombie keeps its pid")
    clock.now += .milliseconds(80)
    v.updatePreview()
    let second = try #require(v.preview.process)
    #expect(
      eventually {
        v.updatePreview()
        return v.preview.lines.map(\.text) == ["shown two"]
      })
    v.stopPreview()
    #expect(second.isReaped)
  }

  /// The command is told its pane's size, and runs again when the pane's size changes: a preview
  /// started before the terminal's real size was known must not keep the guessed width.
  @Test func aResizedPaneRunsTheCommandAgainWithItsNewSize() throws {
    let cards = try collection(#"{"title":"one"}"# + "\n")
    var options = ViewerOptions()
    options.theme = .plain
    options.previewCommand = #"echo "$FZF_PREVIEW_COLUMNS x $FZF_PREVIEW_LINES""#
    let v = Viewer(collection: cards, options: options, clock: ManualAnimationClock())
    func shown(in size: Size) -> Bool {
      let ranBefore = v.preview.target != nil
      v.resize(to: size)
      // The rerun is started by the resize itself: the loop waits for a key when nothing runs.
      if ranBefore && v.previewTimeoutMilliseconds == nil { return false }
      let pane = v.previewTextRect.map { "\($0.width) x \($0.height)" }
      return eventually {
        v.updatePreview()
        return pane != nil && v.preview.lines.map(\.text) == [pane!]
      }
    }
    #expect(shown(in: Size(width: 60, height: 10)))
    #expect(shown(in: Size(width: 100, height: 20)))
    #expect(shown(in: Size(width: 80, height: 12)))
    v.stopPreview()
  }
}
