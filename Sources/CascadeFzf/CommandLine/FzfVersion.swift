/// `--version` when Cascade runs as fzf: the fzf release whose behaviour Cascade follows, then
/// Cascade's own version, as scripts that check fzf's version (`fzf --version`) read it.
package enum FzfVersion {
  /// The fzf release Cascade's fzf behaviour follows.
  package static let followed = "0.74.0"

  /// The line `fzf --version` prints: `0.74.0 (cascade 0.1.0)`.
  package static func line(cascade version: String) -> String { "\(followed) (cascade \(version))" }

  /// True when `arguments` (as `FzfInvocation` returns them) run as fzf and ask for the version.
  package static func isAsked(in arguments: [String]) -> Bool {
    arguments.first == "--fzf" && arguments.prefix { $0 != "--" }.contains("--version")
  }
}
