@testable import CascadeApp
import CascadeCanvas
import CascadeFzf
import CascadeLayout
import CascadeTestSupport
import Testing

/// fzf's query line: every edit against fzf 0.38's own definitions (its regular expressions for
/// words, run here with Swift's `Regex`), and the key sequence of fzf's `test_fzf_default`.
@Suite struct FzfQueryLineTests {
  /// fzf's `findLastMatch`: where the last match of `pattern` in `text` starts, in characters; -1
  /// when there is none.
  private static func lastMatch(_ pattern: Regex<AnyRegexOutput>, in text: [Character]) -> Int {
    let string = String(text)
    guard let last = string.matches(of: pattern).last else { return -1 }
    return string.distance(from: string.startIndex, to: last.range.lowerBound)
  }

  /// fzf's `findFirstMatch`.
  private static func firstMatch(_ pattern: Regex<AnyRegexOutput>, in text: [Character]) -> Int {
    let string = String(text)
    guard let first = string.firstMatch(of: pattern) else { return -1 }
    return string.distance(from: string.startIndex, to: first.range.lowerBound)
  }

  /// fzf 0.38's `terminal.go` for each action, written over arrays as it is over runes.
  private static func reference(_ line: FzfQueryLine, _ edit: FzfQueryLine.Edit) throws -> FzfQueryLine {
    // fzf's patterns, and its `--filepath-word` ones.
    let wordRubout = try Regex(line.filepathWord ? "/[^/]" : #"[^\p{L}\p{N}][\p{L}\p{N}]"#)
    let wordNext = try Regex(line.filepathWord ? "[^/]/|(.$)" : #"[\p{L}\p{N}][^\p{L}\p{N}]|(.$)"#)
    let unixWord = try Regex(#"\s\S"#)
    var input = line.text, cx = line.cursor, yanked = line.yanked
    func rubout(_ pattern: Regex<AnyRegexOutput>) {
      let pcx = cx
      cx = lastMatch(pattern, in: Array(input[..<cx])) + 1
      yanked = Array(input[cx..<pcx])
      input.removeSubrange(cx..<pcx)
    }
    switch edit {
    case .backwardChar: if cx > 0 { cx -= 1 }
    case .forwardChar: if cx < input.count { cx += 1 }
    case .beginningOfLine: cx = 0
    case .endOfLine: cx = input.count
    case .backwardWord: cx = lastMatch(wordRubout, in: Array(input[..<cx])) + 1
    case .forwardWord: cx += firstMatch(wordNext, in: Array(input[cx...])) + 1
    case .deleteChar: if cx < input.count { input.remove(at: cx) }
    case .backwardDeleteChar:
      if cx > 0 {
        input.remove(at: cx - 1)
        cx -= 1
      }
    case .killLine:
      if cx < input.count {
        yanked = Array(input[cx...])
        input = Array(input[..<cx])
      }
    case .killWord:
      let ncx = cx + firstMatch(wordNext, in: Array(input[cx...])) + 1
      if ncx > cx {
        yanked = Array(input[cx..<ncx])
        input.removeSubrange(cx..<ncx)
      }
    case .backwardKillWord: if cx > 0 { rubout(wordRubout) }
    case .unixLineDiscard:
      if cx > 0 {
        yanked = Array(input[..<cx])
        input.removeSubrange(..<cx)
        cx = 0
      }
    case .unixWordRubout: if cx > 0 { rubout(unixWord) }
    case .yank:
      input.insert(contentsOf: yanked, at: cx)
      cx += yanked.count
    }
    return FzfQueryLine(text: input, cursor: cx, yanked: yanked, filepathWord: line.filepathWord)
  }

  /// 5,000 seeded queries, cursors and edits (letters, digits, blanks, punctuation, CJK, accents),
  /// a third of them with `--filepath-word`, give what fzf's definitions give.
  @Test func everyEditAsFzfDefinesIt() throws {
    var random = SplitMix64(seed: 2105)
    let alphabet: [Character] = ["a", "b", "7", " ", " ", "/", "-", "東", "é", "_"]
    for seed in 0..<5_000 {
      let count = Int.random(in: 0...12, using: &random)
      let text = (0..<count).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }
      let yanked = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
      }
      var line = FzfQueryLine(
        text: text, cursor: Int.random(in: 0...count, using: &random), yanked: yanked, filepathWord: seed % 3 == 0)
      for _ in 0..<4 {
        let edit = FzfQueryLine.Edit.allCases[Int.random(in: 0..<FzfQueryLine.Edit.allCases.count, using: &random)]
        let expected = try Self.reference(line, edit)
        let before = line
        line.apply(edit)
        #expect(line == expected, "seed \(seed): \(edit) on \(String(before.text))|\(before.cursor)")
      }
    }
  }

  /// fzf's `test_fzf_default`: `99`, C-a, `1`, C-f, `3`, C-b, C-h, C-u, C-e, C-y leave `391`, and
  /// the terminal's cursor follows the query's.
  @Test func fzfsDefaultKeysEditTheQuery() throws {
    let records = (1...1000).map { #"{"title":"\#($0)"}"# }.joined(separator: "\n") + "\n"
    let viewer = try viewer(collection(records), size: Size(width: 30, height: 8)) { options in
      options.layout = .list
      options.typesQueryAsFzf = true
      options.prompt = "> "
      options.fzfList = FzfListStyle()
    }
    viewer.mode = .filtering
    press(viewer, .character("9"), .character("9"), .control("a"), .character("1"), .control("f"))
    #expect(viewer.filterText == "199" && viewer.queryLine.cursor == 2)
    press(viewer, .character("3"), .control("b"), .control("h"))
    #expect(viewer.filterText == "139" && viewer.queryLine.cursor == 1)
    var buffer = CellBuffer(size: Size(width: 30, height: 8))
    #expect(viewer.controller.render(into: &buffer) == Point(x: 3, y: 7))
    press(viewer, .control("u"), .control("e"), .control("y"))
    #expect(viewer.filterText == "391" && viewer.queryLine.cursor == 3)
    press(viewer, .home, .delete, .alt("f"), .character("x"))
    #expect(viewer.filterText == "91x" && viewer.queryLine.cursor == 3)
    // fzf's `test_key_bindings`: Ctrl-D deletes under the cursor, Alt-Backspace the word before it.
    viewer.setFilter("(foovar) bar")
    press(viewer, .control("a"), .alt("f"), .left, .left, .control("d"))
    #expect(viewer.filterText == "(foovr) bar")
    press(viewer, .alt("\u{7F}"))
    #expect(viewer.filterText == "(r) bar")
    press(viewer, .control("u"), .control("k"))
    #expect(press(viewer, .control("d")) == .redraw)
    press(viewer, .control("e"), .control("u"))
    #expect(press(viewer, .control("d")) == .exit(.interrupted))
  }
}
