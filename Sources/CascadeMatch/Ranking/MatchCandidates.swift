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
