import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadePictures
import Glibc

/// The `/` filter over paths shaped like a real file system: this machine's `/usr` listed under
/// `copies` roots (its depth, name lengths and repetition), in a viewer made as the command makes
/// it (its records looked through for pictures). Measured from loaded, as a user feels it:
/// the query's first key right after loading, the whole query pasted at once (its keys read
/// before any frame, `Viewer.typesAhead`), and each key typed one at a time, to the frame that
/// shows the final count and first screen.
enum RealPathsKeystrokeBenchmark {
  struct Result {
    var lines: Int
    var firstKeyMilliseconds: Double
    var pasteMilliseconds: Double
    var slowestTypedMilliseconds: Double
  }

  static func measure(query: String, copies: Int, runs: Int) -> Result {
    var paths: [String] = []
    listing("/usr", into: &paths)
    paths.sort()
    var text: [UInt8] = []
    for copy in 1...copies {
      for path in paths {
        text.append(contentsOf: "/srv/root\(copy)".utf8)
        text.append(contentsOf: path.utf8)
        text.append(0x0A)
      }
    }
    let file = LoadBenchmark.temporaryFile(text, name: "real-paths.txt")
    defer { unlink(file) }
    var first: [Double] = []
    var paste: [Double] = []
    var slowest: [Double] = []
    for _ in 0..<runs {
      first.append(typed(query.prefix(1), file: file).max() ?? 0)
      paste.append(pasted(query, file: file))
      slowest.append(typed(Substring(query), file: file).max() ?? 0)
    }
    return Result(
      lines: paths.count * copies, firstKeyMilliseconds: Measure.median(first),
      pasteMilliseconds: Measure.median(paste), slowestTypedMilliseconds: Measure.median(slowest))
  }

  /// A fresh viewer on the file, loaded, after `/`.
  private static func viewer(_ file: String) -> (Viewer, CellBuffer) {
    let (_, store) = LoadBenchmark.load(file)
    var options = ViewerOptions()
    options.theme = .plain
    let viewer = Viewer(collection: PictureRecordCollection(store) { _, _ in nil }, options: options)
    viewer.resize(to: ViewerBenchmark.screen)
    var buffer = CellBuffer(size: ViewerBenchmark.screen)
    viewer.render(into: &buffer)
    _ = viewer.handle(.key(.character("/")))
    viewer.render(into: &buffer)
    return (viewer, buffer)
  }

  /// Milliseconds from the last key handled to the frame with the final count and first screen.
  private static func toFinalCount(_ viewer: Viewer, _ buffer: inout CellBuffer, since start: Double) -> Double {
    viewer.render(into: &buffer)
    while !viewer.source.filterShowsFinalCount {
      viewer.advance()
      viewer.render(into: &buffer)
    }
    return (Measure.now() - start) / 1e6
  }

  /// Each key's time, typed one at a time.
  private static func typed(_ query: Substring, file: String) -> [Double] {
    var (viewer, buffer) = viewer(file)
    return query.map { key in
      let start = Measure.now()
      _ = viewer.handle(.key(.character(key)))
      return toFinalCount(viewer, &buffer, since: start)
    }
  }

  /// The whole query's time, its keys read at once.
  private static func pasted(_ query: String, file: String) -> Double {
    var (viewer, buffer) = viewer(file)
    let start = Measure.now()
    for (index, key) in query.enumerated() {
      viewer.typesAhead = index < query.count - 1
      _ = viewer.handle(.key(.character(key)))
    }
    viewer.typesAhead = false
    return toFinalCount(viewer, &buffer, since: start)
  }

  /// Every path under `folder` (itself included), as `find` lists them, without following links.
  private static func listing(_ folder: String, into paths: inout [String]) {
    paths.append(folder)
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let path = folder + "/" + name
      if entry.pointee.d_type == UInt8(DT_DIR) {
        listing(path, into: &paths)
      } else {
        paths.append(path)
      }
    }
  }
}
