import CascadeSystem

/// Whether the tmux the viewer runs in forwards sequences to the terminal outside
/// (`allow-passthrough` on or `all`), as kitty images need there: asked with
/// `tmux show -gv allow-passthrough`. False when tmux cannot be asked.
package func tmuxPassesThrough() -> Bool {
  guard let answer = ShellProcess.output(of: "tmux show -gv allow-passthrough", keeping: 256), answer.status == 0
  else { return false }
  let value = String(decoding: answer.bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace).first
  return value == "on" || value == "all"
}
