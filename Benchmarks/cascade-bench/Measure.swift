import Glibc

/// Timing helpers: monotonic clock, medians of repeated runs.
enum Measure {
  /// Nanoseconds `body` took.
  @inline(never)
  static func nanoseconds(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    body()
    let elapsed = clock.now - start
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  /// CPU nanoseconds the process spent in `body`: less disturbed than the wall clock by other
  /// processes on a busy machine, for work on one thread.
  @inline(never)
  static func cpuNanoseconds(_ body: () -> Void) -> Double {
    var start = timespec(), end = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &start)
    body()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &end)
    return Double(end.tv_sec - start.tv_sec) * 1e9 + Double(end.tv_nsec - start.tv_nsec)
  }

  /// A monotonic clock reading in nanoseconds, for timing a point inside a loop.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  /// The median over `runs` runs of the time per operation, each run timing `batch` operations.
  static func medianPerOperation(runs: Int, batch: Int, _ operation: (Int) -> Void) -> Double {
    var samples: [Double] = []
    var counter = 0
    for _ in 0..<runs {
      samples.append(nanoseconds { for _ in 0..<batch { operation(counter); counter += 1 } } / Double(batch))
    }
    return median(samples)
  }
}

/// Keeps the optimiser from deleting work whose result is unused.
@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

/// A deterministic stream of random numbers (SplitMix64) so every run measures the same offsets.
struct BenchRandom {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
}
