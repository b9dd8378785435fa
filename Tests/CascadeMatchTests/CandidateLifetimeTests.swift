import CascadeMatch
import Testing

/// A candidate's bytes are valid only during `withBytes` (the command makes a JSON element's
/// printed text for the call); the ranking must read everything it needs of them inside it.
@Suite struct CandidateLifetimeTests {
  /// Candidates whose bytes are overwritten with `x` once `withBytes` returns: a ranking that read
  /// them afterwards would see a different text. Each candidate has a buffer of its own that lives
  /// as long as the candidates, so the check needs no sanitizer.
  final class Scribbled: MatchCandidates, @unchecked Sendable {
    let texts: [[UInt8]]
    let buffers: [UnsafeMutableBufferPointer<UInt8>]

    init(_ texts: [String]) {
      self.texts = texts.map { Array($0.utf8) }
      buffers = self.texts.map { UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, $0.count)) }
    }

    deinit { buffers.forEach { $0.deallocate() } }

    var count: Int { texts.count }

    func withBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
      let buffer = UnsafeMutableBufferPointer(rebasing: buffers[index][0..<texts[index].count])
      _ = buffer.initialize(from: texts[index])
      defer { buffer.update(repeating: UInt8(ascii: "x")) }
      return body(UnsafeBufferPointer(buffer))
    }
  }

  /// Found by `make test-asan` (a heap use after free in `cascade -f` on a JSON array): the
  /// trimmed length for the length tiebreak was read from the candidate after `withBytes` returned.
  @Test func theTrimmedLengthIsReadWhileTheBytesAreValid() {
    let texts = ["  ab  ", "   a b", "ab", "\ta  b\t\t"]
    let ranked = ParallelMatcher.rank(MatchQuery("ab"), in: Scribbled(texts), order: .score(.length))
    #expect(Set(ranked.map { texts[$0.index] }) == Set(texts))
    for match in ranked {
      let trimmed = texts[match.index].trimmingSpacesAtEitherEnd.unicodeScalars.count
      #expect(match.trimmedLength == trimmed, "\(texts[match.index].debugDescription)")
    }
  }
}

extension String {
  fileprivate var trimmingSpacesAtEitherEnd: Substring {
    let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
    let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
    return self[start..<end]
  }
}
