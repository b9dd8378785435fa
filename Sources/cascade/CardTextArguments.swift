import ArgumentParser
import CascadeApp

/// How much of a card's text the cards show: `--max-lines`.
struct CardTextArguments: ParsableArguments {
  @Option(
    name: .customLong("max-lines"),
    help: ArgumentHelp(
      "The most lines a card's title, text and each field wrap to; the last is cut with …. Enter shows the whole record.",
      valueName: "N"))
  var maxLines = 12

  /// The most `--max-lines` takes: more rows than any terminal has.
  static let largest = 10_000

  func validate() throws {
    if maxLines < 1 || maxLines > Self.largest {
      throw ValidationError("--max-lines must be between 1 and \(Self.largest), not \(maxLines).")
    }
  }

  func apply(to options: inout ViewerOptions) {
    options.maxLines = maxLines
  }
}
