/// fzf's options from after 0.38 (up to 0.74) that Cascade reads and does not act on: they change
/// only how fzf draws its screen (the raw gutter, the ghost text) or ask for what Cascade does not do yet (`--track`, `--tail`).
/// Read in both spellings, they are dropped, so a configuration that names them still runs;
/// docs/fzf.md lists them.
package enum FzfNewerOptions {
  /// Every such option, as `FzfSpellings.options` takes them.
  package static let table: [String: FzfSpellings.Option] = {
    var table: [String: FzfSpellings.Option] = [:]
    func drop(_ names: [String], _ arity: FzfSpellings.Arity) {
      for name in names { table[name] = FzfSpellings.Option(arity: arity, meaning: .undoes([])) }
    }
    let borderStyle: @Sendable (String) -> Bool = { borderStyles.contains($0) }
    drop(
      [
        "--gutter-raw", "--ghost", "--preview-wrap-sign", "--with-shell", "--tail", "--id-nth",
        "--freeze-left", "--freeze-right", "--info-command", "--walker", "--walker-root", "--walker-skip",
        "--nth-highlight",
      ], .required)
    drop(["--preview-border"], .optional(accepts: borderStyle))
    drop(["--popup"], .optional(accepts: { $0.first.map { "0123456789,~%".contains($0) } ?? false }))
    drop(
      [
        "--track", "--no-track", "--raw", "--no-raw", "--smart-case", "--no-ghost", "--no-tail",
        "--no-with-shell", "--no-id-nth", "--no-style", "--no-walker", "--no-freeze-left", "--no-freeze-right",
        "--no-info-command", "--no-popup", "--exit-0-on-empty",
      ], .none)
    return table
  }()

  /// The border styles of fzf 0.74's `--border` and the other borders.
  package static let borderStyles: Set<String> = FzfSpellings.borderStyles.union(["block", "thinblock", "line"])

  /// fzf 0.74's values that an older spelling of Cascade reads: `--min-height 20+` (the `+` adds
  /// the header and the rest, which Cascade's fitted height always counts), `--info=inline-right`
  /// and `--info=right` (drawn as `inline` and `default`).
  package static func value(of spelling: String, _ value: String) -> String {
    switch spelling {
    case "--info" where value.hasPrefix("inline-right:"): return "inline" + value.dropFirst("inline-right".count)
    case "--info" where value == "right": return "default"
    default: return value
    }
  }
}
