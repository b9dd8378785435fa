import CascadeTerminalTestSupport
import Foundation
import Testing

/// fzf 0.74's sections drawn as fzf 0.74.5 draws them: the list, input, header, header lines and
/// footer in windows of their own with their borders and labels (`--list-border`,
/// `--input-border`, `--header-border`, `--header-lines-border`, `--footer`, `--style`), the gap
/// line and the preview at `next`; and `click-header`'s variables. Whole screens are compared
/// (the gutter, pointer and marker given, as fzf's own tests give them).
@Suite(.enabled(if: Fzf074.path != nil, "fzf 0.74.5 is not installed: run scripts/install-dependencies"))
struct Fzf074SectionAgreementTests {
  static let common = "--no-scrollbar --gutter ' ' --pointer '>' --marker '>' "

  /// The screen's rows, blanks at their ends dropped; nil until the count shows.
  static func screenRows(_ screen: [String]) -> [String]? {
    guard screen.contains(where: { $0.range(of: #"[0-9]+/[0-9]+"#, options: .regularExpression) != nil }) else {
      return nil
    }
    return screen.map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  @Test(arguments: [
    "--border rounded --list-border double --list-label list --list-label-pos 2:bottom --header-lines 3"
      + " --header-border sharp --header-label header --header-label-pos 2:bottom --query 1 --padding 1,2"
      + " --input-border bold --input-label input --input-label-pos 2:bottom",
    "--style full:sharp --header foo --footer $'bar\\nbaz' --layout reverse --info default",
    "--header-lines 2 --header bar --header-border rounded --header-lines-border double --layout reverse-list",
    "--list-border rounded --header $'one\\ntwo' --header-border --header-first --footer f --footer-label F",
    "--input-border line --header-lines 1 --no-input-border --input-border top --footer-border sharp --footer x",
    "--preview 'echo hi' --preview-window next,3 --header h --header-border",
    "--preview 'echo hi' --preview-window next,2,border-line --layout reverse",
    "--gap 2 --gap-line xy --reverse",
  ])
  func sections(_ options: String) async throws {
    let options = Self.common + options
    let fzf = try await FzfPane(height: 20).rows(
      of: try #require(Fzf074.path), input: "seq 30", options: options, keys: [], typed: "", until: .settled("/")
    ) { _, screen in Self.screenRows(screen) }
    #expect(fzf.contains { !$0.isEmpty }, "fzf 0.74.5 drew nothing for \(options)")
    let cascade = try await FzfPane(height: 20).rows(
      of: try BuiltProducts.executable("cascade").path, input: "seq 30", options: options, keys: [], typed: "",
      until: .matching(fzf)
    ) { _, screen in Self.screenRows(screen) }
    #expect(
      cascade == fzf, "\(options):\nfzf\n\(fzf.joined(separator: "\n"))\ncascade\n\(cascade.joined(separator: "\n"))")
  }

  /// A click on a header word sets the line fzf's `click-header` reports (counted as fzf counts
  /// them: the input's header lines first, upside down in the default layout) and the word, shown
  /// in the prompt; the same from fzf 0.74.5 and Cascade.
  @Test(arguments: [
    ("default", [("Xaa", 2), ("Ybb", 1), ("Aaa", 3), ("Bbb", 4)]),
    ("reverse", [("Aaa", 1), ("Bbb", 2), ("Xaa", 3), ("Ybb", 4)]),
    ("reverse-list", [("Xaa", 1), ("Ybb", 2), ("Aaa", 3), ("Bbb", 4)]),
  ])
  func clickHeader(_ layout: String, _ clicks: [(String, Int)]) async throws {
    let options =
      Self.common + "--layout \(layout) --header $'Aaa\\nBbb' --header-lines 2 --style full"
      + " --bind 'click-header:transform-prompt:echo \"L=$FZF_CLICK_HEADER_LINE W=$FZF_CLICK_HEADER_WORD> \"'"
    for program in [try #require(Fzf074.path), try BuiltProducts.executable("cascade").path] {
      for (word, line) in clicks {
        let expected = "L=\(line) W=\(word)>"
        var clicked = false
        let prompt = try await FzfPane(height: 20).rows(
          of: program, input: "(printf 'Xaa\\nYbb\\n'; seq 5)", options: options, keys: [], typed: "",
          until: .matching([expected])
        ) { pane, screen in
          if !clicked, let row = screen.firstIndex(where: { $0.contains(word) }),
            let found = screen[row].range(of: word)
          {
            let column = screen[row].distance(from: screen[row].startIndex, to: found.lowerBound) + 1
            try? pane.send(literally: "\u{1b}[<0;\(column);\(row + 1)M\u{1b}[<0;\(column);\(row + 1)m")
            clicked = true
          }
          return screen.first { $0.contains("L=") }.map {
            [String($0.drop { $0 == " " || $0 == "│" }.prefix(expected.count))]
          }
        }
        #expect(prompt == [expected], "\(program) --layout \(layout), \(word): \(prompt)")
      }
    }
  }
}
