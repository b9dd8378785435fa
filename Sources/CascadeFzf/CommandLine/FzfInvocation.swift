import Glibc

/// Cascade run as fzf: through a link named `fzf` (fzf's shell integration and editor plugins call
/// `fzf`), or with `--fzf`. Then `--fzf` is implied, the list layout comes first, then
/// `FZF_DEFAULT_OPTS`, then the command line's own options (a later option wins).
package enum FzfInvocation {
  /// `arguments` (without the program name) as Cascade should read them when run as `program`.
  package static func arguments(program: String, _ arguments: [String], environment defaults: String?)
    throws(FzfSpellings
    .Failure) -> [String]
  {
    let runAsFzf = program.split(separator: "/").last == "fzf" || arguments.prefix { $0 != "--" }.contains("--fzf")
    guard runAsFzf else { return arguments }
    let words = try defaults.map(shellWords) ?? []
    return ["--fzf", "--layout", "list"] + words + arguments.filter { $0 != "--fzf" }
  }

  /// `text` split as a POSIX shell splits words: blanks separate, single quotes keep everything,
  /// double quotes keep all but `\"`, `\\`, `\$` and `` \` ``, a backslash outside quotes keeps the
  /// next character.
  package static func shellWords(_ text: String) throws(FzfSpellings.Failure) -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var characters = text.makeIterator()
    while let character = characters.next() {
      switch character {
      case " ", "\t", "\n":
        if inWord { words.append(word) }
        word = ""
        inWord = false
      case "'":
        inWord = true
        while true {
          guard let next = characters.next() else {
            throw FzfSpellings.Failure(description: "FZF_DEFAULT_OPTS: a ' is not closed")
          }
          if next == "'" { break }
          word.append(next)
        }
      case "\"":
        inWord = true
        while true {
          guard let next = characters.next() else {
            throw FzfSpellings.Failure(description: "FZF_DEFAULT_OPTS: a \" is not closed")
          }
          if next == "\"" { break }
          if next == "\\" {
            guard let escaped = characters.next() else {
              throw FzfSpellings.Failure(description: "FZF_DEFAULT_OPTS: a \" is not closed")
            }
            if !"\"\\$`".contains(escaped) { word.append("\\") }
            word.append(escaped)
          } else {
            word.append(next)
          }
        }
      case "\\":
        inWord = true
        if let next = characters.next(), next != "\n" { word.append(next) }
      default:
        inWord = true
        word.append(character)
      }
    }
    if inWord { words.append(word) }
    return words
  }
}
