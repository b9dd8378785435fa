import CascadeData
import Dispatch
import Glibc

/// Loading NDJSON into the record store: MB/s from a regular file and from a pipe (median of
/// several runs), and bytes of index per record. The input is the kind of line people pipe into a
/// picker: `{"title": "T00042", "subtitle": "…", "w": 640, "h": 812, "price": 12.5}`, about 95 bytes.
enum LoadBenchmark {
  struct Result {
    var lines: Int
    var bytes: Int
    var fileMegabytesPerSecond: Double
    var pipeMegabytesPerSecond: Double
    /// MB loaded per CPU-second from the file, all threads together.
    var fileMegabytesPerCPUSecond: Double
    /// MB loaded per CPU-second from the pipe, all threads together, the writer's included (as
    /// `cat`'s would be): the work itself, which a busy machine does not stretch.
    var pipeMegabytesPerCPUSecond: Double
    var indexBytesPerRecord: Double
  }

  /// The NDJSON text of `count` lines, varied but deterministic.
  static func ndjson(lines count: Int, first: Int = 0) -> [UInt8] {
    var random = BenchRandom(state: 7 &+ UInt64(first))
    let words = [
      "harbour", "lantern", "meadow", "granite", "orchard", "estuary", "cinder", "saffron", "tundra", "willow",
    ]
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count * 96)
    for item in first..<(first + count) {
      let title = String(item % 1_000_000)
      let padded = String(repeating: "0", count: max(0, 6 - title.count)) + title
      let subtitle = (0..<3).map { _ in words[random.next(below: words.count)] }.joined(separator: " ")
      let line =
        "{\"title\": \"T\(padded)\", \"subtitle\": \"\(subtitle) \(item % 97)\", \"w\": 640, \"h\": \(300 + random.next(below: 900)), \"price\": \(random.next(below: 100)).5}\n"
      bytes.append(contentsOf: line.utf8)
    }
    return bytes
  }

  /// A file of `count` NDJSON lines, written 100,000 lines at a time so the generator never holds
  /// the whole text (for measuring the loader's own peak memory on ten million lines).
  static func temporaryFile(lines count: Int) -> (path: String, bytes: Int) {
    let path = "/tmp/cascade-bench-\(getpid())-\(count).ndjson"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    precondition(descriptor >= 0, "cannot create \(path)")
    var total = 0
    var start = 0
    while start < count {
      let piece = ndjson(lines: min(100_000, count - start), first: start)
      piece.withUnsafeBytes { raw in
        var written = 0
        while written < raw.count {
          let result = write(descriptor, raw.baseAddress! + written, raw.count - written)
          precondition(result > 0, "cannot write \(path)")
          written += result
        }
      }
      total += piece.count
      start += 100_000
    }
    close(descriptor)
    return (path, total)
  }

  /// A file holding `count` generated objects as one JSON array, an element per line.
  static func temporaryArrayFile(lines count: Int) -> (path: String, bytes: Int) {
    var bytes = ndjson(lines: count)
    for index in bytes.indices where bytes[index] == 0x0A { bytes[index] = UInt8(ascii: ",") }
    if !bytes.isEmpty { bytes.removeLast() }
    bytes = [UInt8(ascii: "[")] + bytes + [UInt8(ascii: "]"), 0x0A]
    return (temporaryFile(bytes, name: "load-\(count).json"), bytes.count)
  }

  /// A file holding `bytes` in the temporary directory; the caller removes it.
  static func temporaryFile(_ bytes: [UInt8], name: String) -> String {
    let path = "/tmp/cascade-bench-\(getpid())-\(name)"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    precondition(descriptor >= 0, "cannot create \(path)")
    var written = 0
    bytes.withUnsafeBytes { raw in
      while written < raw.count {
        let count = write(descriptor, raw.baseAddress! + written, raw.count - written)
        precondition(count > 0, "cannot write \(path)")
        written += count
      }
    }
    close(descriptor)
    return path
  }

  /// CPU seconds the whole process has used (all threads).
  static func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// CPU seconds the last `load(_:)` took over all threads: the work itself, which a busy machine
  /// does not stretch the way it stretches the wall-clock time.
  nonisolated(unsafe) static var lastLoadCPUSeconds = 0.0

  /// Seconds to load `path` to the end, and the store.
  static func load(_ path: String) -> (Double, RecordStore) {
    var store: RecordStore?
    let cpuStart = processCPUSeconds()
    defer { lastLoadCPUSeconds = processCPUSeconds() - cpuStart }
    let nanoseconds = Measure.nanoseconds {
      let loading = RecordLoader.startStore(LoadRequest(path: path))
      loading.waitUntilFinished()
      store = loading
    }
    guard let store, store.progress.failure == nil else {
      fatalError("load failed: \(String(describing: store?.progress.failure))")
    }
    return (nanoseconds / 1e9, store)
  }

  /// Seconds to load `bytes` written into a FIFO by another thread, as `producer | cascade` does.
  static func loadThroughPipe(_ bytes: [UInt8]) -> Double {
    let path = "/tmp/cascade-bench-\(getpid()).fifo"
    unlink(path)
    precondition(mkfifo(path, 0o600) == 0, "cannot make a FIFO")
    defer { unlink(path) }
    let shared = SharedBytes(bytes: bytes)
    let writer = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      let descriptor = open(path, O_WRONLY)
      shared.bytes.withUnsafeBytes { raw in
        var written = 0
        while written < raw.count {
          let count = write(descriptor, raw.baseAddress! + written, min(1 << 16, raw.count - written))
          if count <= 0 { break }
          written += count
        }
      }
      close(descriptor)
      writer.signal()
    }
    let (seconds, store) = load(path)
    writer.wait()
    precondition(store.progress.bytesRead == bytes.count, "the pipe lost bytes")
    return seconds
  }

  static func measure(lines: Int, runs: Int) -> Result {
    let bytes = ndjson(lines: lines)
    let path = temporaryFile(bytes, name: "load.ndjson")
    defer { unlink(path) }
    var fileSeconds: [Double] = []
    var cpuSeconds: [Double] = []
    var indexBytes = 0.0
    for _ in 0..<runs {
      let (seconds, store) = load(path)
      precondition(store.progress.recordCount == lines, "loaded \(store.progress.recordCount) of \(lines) lines")
      fileSeconds.append(seconds)
      cpuSeconds.append(lastLoadCPUSeconds)
      indexBytes = Double(store.indexBytes) / Double(lines)
    }
    var pipeSeconds: [Double] = []
    var pipeCPUSeconds: [Double] = []
    for _ in 0..<runs {
      let cpuStart = processCPUSeconds()
      pipeSeconds.append(loadThroughPipe(bytes))
      pipeCPUSeconds.append(processCPUSeconds() - cpuStart)
    }
    let megabytes = Double(bytes.count) / 1e6
    return Result(
      lines: lines, bytes: bytes.count, fileMegabytesPerSecond: megabytes / Measure.median(fileSeconds),
      pipeMegabytesPerSecond: megabytes / Measure.median(pipeSeconds),
      fileMegabytesPerCPUSecond: megabytes / Measure.median(cpuSeconds),
      pipeMegabytesPerCPUSecond: megabytes / Measure.median(pipeCPUSeconds), indexBytesPerRecord: indexBytes)
  }

  /// The process's peak resident memory (VmHWM) in bytes, from /proc.
  static func peakResidentBytes() -> Int {
    guard let file = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
      let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if text.hasPrefix("VmHWM:") {
        let digits = text.filter { $0 >= "0" && $0 <= "9" }
        return (Int(digits) ?? 0) * 1024
      }
    }
    return 0
  }
}

/// The input handed to the writing thread, which only reads it.
final class SharedBytes: Sendable {
  let bytes: [UInt8]
  init(bytes: [UInt8]) { self.bytes = bytes }
}
