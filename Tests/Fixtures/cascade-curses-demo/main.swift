// cascade-curses-demo: the smallest program that exercises CascadeCurses on a real terminal. It draws
// a title with CJK and an emoji, a box and its own pid, then names every decoded input event on the
// screen. `q` quits and prints "bye" to stdout after the terminal is restored; Ctrl-Z suspends; `!`
// crashes on purpose, so tests can check that a crash restores the terminal too. `c` draws a row of
// 16 fixed 24-bit colours (row 7, once) and 4 cells in colours never shown before (row 8, on every
// press), so a terminal with few colour pairs must recycle them while the fixed row stays on screen.
// For the vanished-terminal tests: `DEMO_VANISH` (`reads`, `watcher` or `none`) keeps one way of
// noticing a closed terminal or neither, `DEMO_CHILD=1` starts `sleep 600` in a process group of
// its own, noted to be killed on the way out (its pid on row 6), `DEMO_TIMED=1` waits for keys
// 200 ms at a time beside a wake pipe, and `b` makes the demo busy for good, reading no more keys.
import CCascadeChildren
import CascadeCanvas
import CascadeCurses
import CascadeLayout
import Glibc

/// Display width for the demo's own fixed strings and typed characters. The demo does not depend on
/// the canvas's text measurement; this rough East Asian/emoji check is enough for what it shows.
func width(of grapheme: Character) -> Int {
  guard let scalar = grapheme.unicodeScalars.first?.value else { return 1 }
  let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
    0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
  ]
  return wideRanges.contains { $0.contains(scalar) } ? 2 : 1
}

/// A row of text, padded with spaces to `columns` so it overwrites whatever was there.
func line(_ text: String, row: Int, columns: Int, style: Style = .plain) -> [CellChange] {
  var changes: [CellChange] = []
  var x = 0
  for grapheme in text {
    let cellWidth = width(of: grapheme)
    guard x + cellWidth <= columns else { break }
    let cell = Cell(grapheme: grapheme, style: style, width: UInt8(cellWidth))
    changes.append(CellChange(position: Point(x: x, y: row), cell: cell))
    x += cellWidth
  }
  while x < columns {
    changes.append(CellChange(position: Point(x: x, y: row), cell: Cell(style: style)))
    x += 1
  }
  return changes
}

func name(of event: InputEvent) -> String {
  switch event {
  case .resize: return "resize"
  case .refresh: return "refresh"
  case .mouse(.click(let p)): return "click \(p.x),\(p.y)"
  case .mouse(.wheelUp(let p)): return "wheelUp \(p.x),\(p.y)"
  case .mouse(.wheelDown(let p)): return "wheelDown \(p.x),\(p.y)"
  case .key(.character(let c)): return "char \(c)"
  case .key(.control(let c)): return "ctrl \(c)"
  case .key(.function(let n)): return "F\(n)"
  case .key(.alt("\u{7F}")): return "alt backspace"
  case .key(.alt(let c)): return "alt \(c)"
  case .key(let key): return "\(key)"
  }
}

func drawFrame(_ backend: CursesBackend, lastEvent: String) {
  let columns = backend.size.width
  let boxStyle = Style(foreground: .yellow)
  let (top, middle, bottom) =
    backend.isUTF8 ? ("┌──────────┐", "│ box ✓    │", "└──────────┘") : ("+----------+", "| box      |", "+----------+")
  var changes = line("Cascade 瀑布 🌊", row: 0, columns: columns, style: Style(foreground: .cyan, attributes: .bold))
  changes += line(top, row: 1, columns: columns, style: boxStyle)
  changes += line(middle, row: 2, columns: columns, style: boxStyle)
  changes += line(bottom, row: 3, columns: columns, style: boxStyle)
  changes += line("pid \(getpid())", row: 4, columns: columns, style: Style(foreground: .indexed(244)))
  changes += line(lastEvent, row: 5, columns: columns, style: Style(attributes: .reverse))
  backend.draw(changes)
  backend.flush()
}

/// Row 7: 16 fixed colours, drawn on the first press only; row 8: 4 new colours on every press.
func drawColourChurn(_ backend: CursesBackend, press: Int) {
  var changes: [CellChange] = []
  if press == 0 {
    for x in 0..<16 {
      let style = Style(background: .rgb(red: UInt8(16 * x), green: 200, blue: UInt8(255 - 16 * x)))
      changes.append(CellChange(position: Point(x: x, y: 7), cell: Cell(style: style)))
    }
  }
  for x in 0..<4 {
    let shade = press * 4 + x
    let style = Style(background: .rgb(red: 10, green: UInt8(shade % 256), blue: UInt8(shade / 256 % 256)))
    changes.append(CellChange(position: Point(x: x, y: 8), cell: Cell(style: style)))
  }
  backend.draw(changes)
  backend.flush()
}

/// `sleep 600` leading a process group of its own, noted in `CCascadeChildren`.
func startChild() -> pid_t {
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
  posix_spawnattr_setpgroup(&attributes, 0)
  var pid: pid_t = 0
  let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("sleep"), strdup("600"), nil]
  let spawned = posix_spawnp(&pid, "sleep", nil, &attributes, arguments, environ)
  posix_spawnattr_destroy(&attributes)
  guard spawned == 0 else { return -1 }
  _ = cascade_children_add(-pid)
  return pid
}

var churnPresses = 0
let session: TerminalSession
do {
  var options = TerminalSession.Options()
  switch getenv("DEMO_VANISH").map({ String(cString: $0) }) {
  case "reads": options.vanishedTerminalChecks = .reads
  case "watcher": options.vanishedTerminalChecks = .watcher
  case "none": options.vanishedTerminalChecks = []
  default: break
  }
  session = try TerminalSession(options: options)
} catch {
  let message = "\(error)\n"
  _ = message.withCString { write(2, $0, strlen($0)) }
  exit(1)
}
var count = 0
var lastEvent = "last: none"
let child = getenv("DEMO_CHILD") != nil ? startChild() : 0
drawFrame(session.backend, lastEvent: lastEvent)
if child != 0 {
  session.backend.draw(line("child \(child)", row: 6, columns: session.backend.size.width))
  session.backend.flush()
}
// Timed waits beside a wake pipe (as the viewer waits while records arrive), never woken.
let timed = getenv("DEMO_TIMED") != nil
if timed {
  var wake: [Int32] = [0, 0]
  _ = pipe(&wake)
  _ = fcntl(wake[0], F_SETFL, O_NONBLOCK)
  session.wakeDescriptor = wake[0]
}
while true {
  guard let event = session.nextEvent(timeoutMilliseconds: timed ? 200 : nil) else {
    if timed { continue }
    session.close()
    exit(1)
  }
  switch event {
  case .key(.character("q")):
    session.close()
    print("bye")
    exit(0)
  case .key(.character("!")):
    fatalError("crashing on purpose")
  case .key(.character("b")):
    session.backend.draw(line("busy", row: 5, columns: session.backend.size.width))
    session.backend.flush()
    while true { usleep(1_000) }
  case .key(.character("c")):
    drawColourChurn(session.backend, press: churnPresses)
    churnPresses += 1
  case .key(.control("z")):
    session.suspend()
  case .resize:
    session.backend.clear()
  default:
    break
  }
  count += 1
  let size = event == .resize ? " \(session.backend.size)" : ""
  lastEvent = "last: \(name(of: event))\(size) (#\(count))"
  drawFrame(session.backend, lastEvent: lastEvent)
}
