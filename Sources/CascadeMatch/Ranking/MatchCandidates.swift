import Dispatch

/// Texts to match, by index: what `ParallelMatcher` reads from several threads at once.
public protocol MatchCandidates: Sendable {
  /// The number of candidates.
  var count: Int { get }
  /// Calls `body` with candidate `index`'s UTF-8 bytes, valid only during the call.
  /// - Complexity: should be O(1) and allocation-free: it is called once per candidate per query.
  func withBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result
}

/// Candidates packed end to end in one byte array: a million lines cost their bytes plus eight
/// bytes each, and reading one allocates nothing.
public struct PackedCandidates: MatchCandidates {
  private var bytes: [UInt8] = []
  private var ends: [Int] = []

  /// Makes an empty set; add candidates with `append(_:)`.
  public init() {}

  /// Packs `texts` in order.
  /// - Complexity: O(total bytes of `texts`).
  public init(_ texts: some Sequence<String>) {
    for text in texts { append(contentsOf: text.utf8) }
  }

  /// Adds a candidate after the others.
  /// - Complexity: amortised O(bytes.count).
  public mutating func append(contentsOf candidate: some Collection<UInt8>) {
    bytes.append(contentsOf: candidate)
    ends.append(bytes.count)
  }

  /// Adds the candidate `write` appends to the bytes after the others': a packer writes it in
  /// place, with no array of its own.
  /// - Complexity: as `write`.
  public mutating func appendCandidate(_ write: (inout [UInt8]) -> Void) {
    write(&bytes)
    ends.append(bytes.count)
  }

  /// `parts`' candidates in order, copied on every core: what packing a million texts in slices
  /// ends with, the copy split as the packing was rather than left to one core.
  /// - Complexity: O(total bytes and count of `parts`), spread over the cores.
  public init(joining parts: [PackedCandidates]) {
    var byteStarts: [Int] = []
    var countStarts: [Int] = []
    var byteCount = 0
    var count = 0
    for part in parts {
      byteStarts.append(byteCount)
      countStarts.append(count)
      byteCount += part.bytes.count
      count += part.ends.count
    }
    guard parts.count > 1 else {
      if let part = parts.first { self = part }
      return
    }
    let (starts, counts) = (byteStarts, countStarts)
    var joinedEnds: [Int] = []
    let joinedBytes = [UInt8](unsafeUninitializedCapacity: byteCount) { bytes, initialized in
      joinedEnds = [Int](unsafeUninitializedCapacity: count) { ends, endCount in
        let target = (bytes: JoinTarget(bytes), ends: JoinTarget(ends))
        DispatchQueue.concurrentPerform(iterations: parts.count) { index in
          let part = parts[index]
          let byteStart = starts[index]
          part.bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress, source.count > 0 else { return }
            (target.bytes.buffer.baseAddress! + byteStart).initialize(from: base, count: source.count)
          }
          var at = counts[index]
          for end in part.ends {
            (target.ends.buffer.baseAddress! + at).initialize(to: end + byteStart)
            at += 1
          }
        }
        endCount = count
      }
      initialized = byteCount
    }
    bytes = joinedBytes
    ends = joinedEnds
  }

  /// Adds `other`'s candidates after these, in order.
  /// - Complexity: O(other's bytes and count).
  public mutating func append(candidatesOf other: PackedCandidates) {
    let offset = bytes.count
    bytes.append(contentsOf: other.bytes)
    ends.append(contentsOf: other.ends.lazy.map { $0 + offset })
  }

  /// Reserves room for `count` candidates of `byteCount` bytes in all.
  public mutating func reserveCapacity(count: Int, byteCount: Int) {
    ends.reserveCapacity(count)
    bytes.reserveCapacity(byteCount)
  }

  /// The number of candidates added.
  public var count: Int { ends.count }

  /// The bytes of all the candidates added.
  public var byteCount: Int { bytes.count }

  /// - Complexity: O(1).
  public func withBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    let start = index == 0 ? 0 : ends[index - 1]
    return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<ends[index]])) }
  }
}

/// Memory that `PackedCandidates.init(joining:)` fills from several threads, each its own range.
private struct JoinTarget<Element>: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<Element>
  init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }
}
