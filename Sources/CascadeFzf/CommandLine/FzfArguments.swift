import ArgumentParser

/// fzf's options that change what Cascade does and have no Cascade spelling of their own.
/// `FzfSpellings` turns fzf's forms (`+x`, `--multi=3`, `--layout=reverse`…) into these first.
package struct FzfArguments: ParsableArguments {
  package init() {}

  @Flag(
    help:
      "Act as fzf (also when run through a link named fzf): FZF_DEFAULT_OPTS is read, the cards start as a list, typing goes to the query at once, Esc aborts (status 130), the prompt is '> '."
  )
  package var fzf = false

  @Flag(
    name: .customLong("no-clear"),
    help: "With --height: leave the last frame on the screen when Cascade ends (fzf's --no-clear).")
  package var noClear = false

  @Flag(
    name: .customLong("no-extended"), help: "fzf's +x: the query is one term, its spaces, ', ^, $, ! and | plain text.")
  package var noExtended = false

  @Option(
    name: .customLong("multi-limit"),
    help: ArgumentHelp("With --multi: select at most N cards (fzf's --multi=N).", valueName: "N"))
  package var multiLimit: Int?

  @Flag(
    name: .customLong("print-query"),
    help: "Print the query (the / filter's text) as the first output line, as fzf does.")
  package var printQuery = false

  @Option(
    name: .customLong("header-lines"),
    help: ArgumentHelp(
      "Treat the first N input lines as a header: shown above the cards, never matched or printed.", valueName: "N"))
  package var headerLines: Int?

  @Flag(help: "Moving past the last card goes to the first, and back (Up, Down, Tab).")
  package var cycle = false

  @Option(
    name: .customLong("list-direction"),
    help: ArgumentHelp(
      "fzf's --layout: default, reverse or reverse-list (--reverse); how fzf's list runs.", valueName: "LAYOUT",
      visibility: .hidden))
  package var listDirection: String?

  @Option(
    name: [.customShort("n"), .customLong("nth")], parsing: .unconditional,
    help: ArgumentHelp(
      "With --filter, match only these fields of a line (fzf's field expressions: 1, -1, 2.., ..3, 1,3); fields split at -d or, by default, at runs of blanks. The viewer still matches the whole card.",
      valueName: "N[,..]"))
  package var nth: String?

  @Option(
    name: .customLong("with-nth"), parsing: .unconditional,
    help: ArgumentHelp(
      "Show (and match) only these fields of a text line, or a template of them ('{2}: {1}', {n} the line's index from 0); the whole line is still printed.",
      valueName: "N[,..]|TEMPLATE"))
  package var withNth: String?

  @Flag(
    help:
      "Do not filter as the query is typed (fzf's --disabled, for reload-driven pickers); the query is still printed and passed to commands as {q}."
  )
  package var disabled = false

  @Option(
    name: .customLong("min-height"),
    help: ArgumentHelp(
      "With --height N%: take at least N lines; N+ adds the lines around the list (borders, prompt, header).",
      valueName: "N[+]"))
  package var minHeight: FzfMinimumHeight?

  package func validate() throws {
    if let multiLimit, multiLimit < 1 {
      throw ValidationError("--multi=N takes a number of at least 1, not \(multiLimit).")
    }
    if let headerLines, headerLines < 0 {
      throw ValidationError("--header-lines must be 0 or more, not \(headerLines).")
    }
    if let listDirection, !FzfSpellings.fzfLayouts.contains(listDirection) {
      throw ValidationError("--layout: '\(listDirection)' is not a layout.")
    }
    if let minHeight, minHeight.rows < 1 {
      throw ValidationError("--min-height must be at least 1, not \(minHeight.rows).")
    }
  }
}
