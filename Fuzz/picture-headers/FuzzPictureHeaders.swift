/// libFuzzer target: any bytes as the start of a picture file, through the header readers (PNG,
/// JPEG, GIF, WebP), compiled into the target from `Sources/CascadePictures/Headers`.
///
/// The bytes are read as `PictureFile.readHeader` reads a file: a first probe (1–256 bytes, from
/// the input's first byte, where the real probe is 4 KiB, so short inputs take the same turns), then
/// what `parsePrefix` asks for, at least doubling. Neither way may crash or read outside the bytes
/// (AddressSanitizer); a request for more bytes must ask for more than it was given; a header read
/// claims a positive size within `maximumPixelCount`; and the header or the error found by probing
/// is the one found by reading the whole file at once.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPictureHeaders(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data, size > 0 else { return 0 }
  let probe = 1 + Int(data[0])
  let file = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  let whole = Result { () throws(PictureError) in try PictureHeader.parse(exactly(file)) }
  let probed = Result { () throws(PictureError) in try readByProbing(file, probe: probe) }
  if whole != probed { fatalError("whole file \(whole), probing from \(probe) bytes \(probed), for \(file)") }
  if case .success(let header) = whole {
    if header.width <= 0 || header.height <= 0 || header.width > PictureHeader.maximumPixelCount / header.height {
      fatalError("accepted \(header.width)×\(header.height) for \(file)")
    }
  }
  return 0
}

/// `PictureFile.readHeader`'s loop over bytes in memory.
func readByProbing(_ file: [UInt8], probe: Int) throws(PictureError) -> PictureHeader {
  var wanted = min(probe, file.count)
  while true {
    let bytes = exactly(Array(file[0..<wanted]))
    switch try PictureHeader.parsePrefix(bytes) {
    case .header(let header): return header
    case .needsBytes(let count):
      if count <= bytes.count { fatalError("asked for \(count) bytes, given \(bytes.count), for \(file)") }
      guard bytes.count < file.count else { throw .truncated }
      wanted = min(file.count, max(count, 2 * bytes.count))
    }
  }
}

/// A copy in an allocation of exactly its size, so AddressSanitizer catches a read one past it.
func exactly(_ bytes: [UInt8]) -> [UInt8] {
  var copy: [UInt8] = []
  copy.reserveCapacity(bytes.count)
  copy.append(contentsOf: bytes)
  return copy
}

