import CascadeSystem
import Glibc

/// Whether the tmux the viewer runs in forwards sequences to the terminal outside
/// (`allow-passthrough` on or `all`), as kitty images need there: asked with
/// `tmux show -gv allow-passthrough`. False when tmux cannot be asked.
func tmuxPassesThrough() -> Bool {
  var ends: [Int32] = [0, 0]
  guard pipe(&ends) == 0 else { return false }
  let spawned = ShellProcess.spawn("tmux show -gv allow-passthrough", input: nil, output: ends[1], errors: nil)
  close(ends[1])
  defer { close(ends[0]) }
  guard case .success(let pid) = spawned else { return false }
  var answer: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 64)
  while answer.count < 256 {
    let count = chunk.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { break }
    answer += chunk[0..<count]
  }
  guard ShellProcess.wait(for: pid) == 0 else { return false }
  let value = String(decoding: answer, as: UTF8.self).split(whereSeparator: \.isWhitespace).first
  return value == "on" || value == "all"
}
