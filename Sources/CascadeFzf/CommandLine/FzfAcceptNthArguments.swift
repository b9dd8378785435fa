import ArgumentParser

/// fzf 0.74's `--accept-nth`: the fields of a picked line to print instead of the whole line.
package struct FzfAcceptNthArguments: ParsableArguments {
  package init() {}

  @Option(
    name: .customLong("accept-nth"),
    help: ArgumentHelp(
      "With --filter, print these fields of each match (fzf's field ranges), joined by the delimiter, or a template of them ('{2}: {1}', {n} the line's index from 0).",
      valueName: "N[,..]|TEMPLATE"))
  package var acceptNth: String?
}
