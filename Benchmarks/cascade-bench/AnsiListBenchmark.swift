import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout

/// `cascade-bench ansi-list`: fzf's list (`--fzf --ansi`) over N generated `git log --color
/// --oneline`-like lines, each with four SGR colours read only when its line is drawn: a frame's
/// time at the top and after `last`, beside the same lines without colours. The records are made
/// on demand, so the figures show what a frame costs as N grows, not the input's reading.
enum AnsiListBenchmark {
  /// N coloured lines, each made when asked for.
  struct Lines: RecordCollection {
    let count: Int
    let colored: Bool
    var sections: [RecordSection] { [RecordSection(count: count)] }

    func record(at indexPath: IndexPath) -> Record {
      let i = indexPath.item
      let hash = String(i &* 7919 & 0xFFF_FFFF, radix: 16)
      let title = "\(hash) Fix the parser for case \(i) main src/file\(i % 977).swift"
      var record = Record(title: title, original: title)
      if colored {
        record.styledTitle =
          "\u{1B}[33m\(hash)\u{1B}[m Fix the \u{1B}[1mparser\u{1B}[m for case \(i) \u{1B}[1;32mmain\u{1B}[m "
          + "\u{1B}[4msrc/file\(i % 977).swift\u{1B}[0m"
      }
      return record
    }
  }

  /// Median frame time in microseconds over `frames` frames at the top and after `last`.
  static func frameMicroseconds(lines: Int, colored: Bool, frames: Int = 200) -> (top: Double, last: Double) {
    var options = ViewerOptions()
    options.theme = .colored
    options.layout = .list
    options.typesQueryAsFzf = true
    options.prompt = "> "
    options.fzfList = FzfListStyle()
    try? options.bindings.add("f1:last")
    let viewer = Viewer(collection: Lines(count: lines, colored: colored), options: options)
    viewer.resize(to: ViewerBenchmark.screen)
    var buffer = CellBuffer(size: ViewerBenchmark.screen)
    func median() -> Double {
      viewer.render(into: &buffer)
      return Measure.median((0..<frames).map { _ in Measure.nanoseconds { viewer.render(into: &buffer) } }) / 1_000
    }
    let top = median()
    _ = viewer.handle(.key(.function(1)))
    return (top, median())
  }

  static func run() {
    print("fzf's list, 120×40, a frame (median of 200), microseconds")
    for lines in [10_000, 1_000_000] {
      let plain = frameMicroseconds(lines: lines, colored: false)
      let colored = frameMicroseconds(lines: lines, colored: true)
      print(
        "\(lines) lines: plain \(decimal(plain.top, 0)) at the top, \(decimal(plain.last, 0)) at the end; "
          + "--ansi \(decimal(colored.top, 0)) at the top, \(decimal(colored.last, 0)) at the end")
    }
  }
}
