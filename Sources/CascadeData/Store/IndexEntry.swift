/// Where one record lies in the input and the one number its card's height needs: 16 bytes.
///
/// `offset` is a byte offset into `InputBytes` (64 bits: inputs beyond 4 GiB), `length` the record's
/// byte count (32 bits: a single record of at most 4 GiB - 1, which the loader checks), and
/// `aspectRatio` the picture's height ÷ width as a `Float32`, NaN when the record has none and sizes
/// itself from its text. A record's other fields are parsed from its bytes only when asked for.
@usableFromInline
struct IndexEntry: Equatable {
  @usableFromInline var offset: UInt64
  @usableFromInline var length: UInt32
  var aspectRatio: Float32

  init(offset: Int, length: Int, aspectRatio: Double?) {
    self.offset = UInt64(offset)
    self.length = UInt32(length)
    self.aspectRatio = aspectRatio.map { Float32($0) } ?? .nan
  }

  /// The largest record the index can hold.
  static let maximumLength = Int(UInt32.max)

  /// The byte range of the record in the input.
  var range: Range<Int> { Int(offset)..<(Int(offset) + Int(length)) }

  /// The stored ratio, or nil for none.
  var ratio: Double? { aspectRatio.isNaN ? nil : Double(aspectRatio) }
}
