/// fzf's query line: its text, the cursor in it and the text last killed, edited as fzf 0.38's
/// emacs-style actions edit it. Pure, so every edit is tested without a terminal.
public struct FzfQueryLine: Equatable, Sendable {
  /// The query's characters.
  package var text: [Character]
  /// Where the cursor is: the number of characters before it, 0 through `text.count`.
  package var cursor: Int
  /// What the last kill removed, for `yank`.
  package var yanked: [Character] = []
  /// Words are the parts between slashes (`--filepath-word`), not runs of letters and numbers.
  package var filepathWord = false

  /// The query `text` with the cursor at its end, as fzf starts.
  package init(_ text: String = "", yanked: [Character] = []) {
    self.text = Array(text)
    cursor = self.text.count
    self.yanked = yanked
  }

  package init(text: [Character], cursor: Int, yanked: [Character] = [], filepathWord: Bool = false) {
    self.text = text
    self.cursor = min(max(0, cursor), text.count)
    self.yanked = yanked
    self.filepathWord = filepathWord
  }

  /// fzf's editing actions, by their `--bind` names.
  public enum Edit: String, CaseIterable, Sendable {
    /// The cursor one character left.
    case backwardChar = "backward-char"
    /// The cursor one character right.
    case forwardChar = "forward-char"
    /// The cursor to the start of the query.
    case beginningOfLine = "beginning-of-line"
    /// The cursor to the end of the query.
    case endOfLine = "end-of-line"
    /// The cursor to the start of the word before it.
    case backwardWord = "backward-word"
    /// The cursor past the end of the word after it.
    case forwardWord = "forward-word"
    /// Deletes the character under the cursor.
    case deleteChar = "delete-char"
    /// Deletes the character before the cursor.
    case backwardDeleteChar = "backward-delete-char"
    /// Cuts from the cursor to the end, for `yank`.
    case killLine = "kill-line"
    /// Cuts from the cursor to the end of the word after it, for `yank`.
    case killWord = "kill-word"
    /// Cuts from the start of the word before the cursor to the cursor, for `yank`.
    case backwardKillWord = "backward-kill-word"
    /// Cuts from the start of the query to the cursor, for `yank`.
    case unixLineDiscard = "unix-line-discard"
    /// Cuts the whitespace-separated word before the cursor, for `yank`.
    case unixWordRubout = "unix-word-rubout"
    /// Pastes the text cut last at the cursor.
    case yank
  }

  /// Applies one of fzf's actions.
  /// - Complexity: O(text).
  package mutating func apply(_ edit: Edit) {
    switch edit {
    case .backwardChar: cursor = max(0, cursor - 1)
    case .forwardChar: cursor = min(text.count, cursor + 1)
    case .beginningOfLine: cursor = 0
    case .endOfLine: cursor = text.count
    case .backwardWord: cursor = wordStart(before: cursor, isWord: isWord)
    case .forwardWord: cursor += wordEnd(after: cursor)
    case .deleteChar:
      if cursor < text.count { text.remove(at: cursor) }
    case .backwardDeleteChar:
      if cursor > 0 {
        text.remove(at: cursor - 1)
        cursor -= 1
      }
    case .killLine:
      if cursor < text.count {
        yanked = Array(text[cursor...])
        text.removeSubrange(cursor...)
      }
    case .killWord:
      let end = cursor + wordEnd(after: cursor)
      if end > cursor {
        yanked = Array(text[cursor..<end])
        text.removeSubrange(cursor..<end)
      }
    case .backwardKillWord:
      if cursor > 0 { rubout(to: wordStart(before: cursor, isWord: isWord)) }
    case .unixLineDiscard:
      if cursor > 0 { rubout(to: 0) }
    case .unixWordRubout:
      if cursor > 0 { rubout(to: wordStart(before: cursor) { !$0.isWhitespace }) }
    case .yank:
      text.insert(contentsOf: yanked, at: cursor)
      cursor += yanked.count
    }
  }

  /// Types `typed` at the cursor.
  package mutating func insert(_ typed: String) {
    let characters = Array(typed)
    text.insert(contentsOf: characters, at: cursor)
    cursor += characters.count
  }

  /// fzf's word characters: letters and numbers (`\pL\pN`), or anything but `/` with
  /// `--filepath-word`.
  package func isWord(_ character: Character) -> Bool {
    filepathWord ? character != "/" : character.isLetter || character.isNumber
  }

  /// Removes the text from `start` to the cursor, keeping it for `yank`.
  private mutating func rubout(to start: Int) {
    yanked = Array(text[start..<cursor])
    text.removeSubrange(start..<cursor)
    cursor = start
  }

  /// fzf's `findLastMatch` of `[^w][w]` before `end`, plus one: the start of the word the cursor is
  /// in or after, 0 when no such pair is there. Matches of that pattern never overlap, so the last
  /// one is the last such pair.
  private func wordStart(before end: Int, isWord: (Character) -> Bool) -> Int {
    var i = end - 2
    while i >= 0 {
      if !isWord(text[i]) && isWord(text[i + 1]) { return i + 1 }
      i -= 1
    }
    return 0
  }

  /// fzf's `findFirstMatch` of `[w][^w]|(.$)` after `start`, plus one: how far the end of the next
  /// word is (0 at the end of the text).
  private func wordEnd(after start: Int) -> Int {
    var i = start
    while i < text.count {
      if i == text.count - 1 || (isWord(text[i]) && !isWord(text[i + 1])) { return i - start + 1 }
      i += 1
    }
    return 0
  }
}
