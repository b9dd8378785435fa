#if canImport(CascadePictures)
  @testable import CascadePictures
#endif

/// What the `picture-headers` fuzz target asks of the header readers (PNG, JPEG, GIF, WebP) on any
/// bytes as the start of a picture file, and what `FuzzCorpusTests` asks of every file of its corpus.
///
/// The bytes are read as `PictureFile.readHeader` reads a file: a first probe (1–256 bytes, from
/// the input's first byte, where the real probe is 4 KiB, so short inputs take the same turns), then
/// what `parsePrefix` asks for, at least doubling. Neither way may crash or read outside the bytes
/// (AddressSanitizer); a request for more bytes must ask for more than it was given; a header read
/// claims a positive size within `maximumPixelCount`; and the header or the error found by probing
/// is the one found by reading the whole file at once.
enum PictureHeaderCheck {
  /// Why `input` fails the check, or nil when it passes.
  static func failure(_ input: [UInt8]) -> String? {
    guard let first = input.first else { return nil }
    let probe = 1 + Int(first)
    let file = Array(input.dropFirst())
    let whole = Result { () throws(PictureError) in try PictureHeader.parse(exactly(file)) }
    let probed: Result<PictureHeader, PictureError>
    do {
      probed = .success(try readByProbing(file, probe: probe))
    } catch {
      switch error {
      case .header(let error): probed = .failure(error)
      case .check(let failure): return failure
      }
    }
    if whole != probed { return "whole file \(whole), probing from \(probe) bytes \(probed), for \(file)" }
    if case .success(let header) = whole {
      if header.width <= 0 || header.height <= 0 || header.width > PictureHeader.maximumPixelCount / header.height {
        return "accepted \(header.width)×\(header.height) for \(file)"
      }
    }
    return nil
  }

  enum ProbeFailure: Error {
    case header(PictureError)
    case check(String)
  }

  /// `PictureFile.readHeader`'s loop over bytes in memory.
  static func readByProbing(_ file: [UInt8], probe: Int) throws(ProbeFailure) -> PictureHeader {
    var wanted = min(probe, file.count)
    while true {
      let bytes = exactly(Array(file[0..<wanted]))
      let parsed: PictureHeader.Parse
      do {
        parsed = try PictureHeader.parsePrefix(bytes)
      } catch {
        throw .header(error)
      }
      switch parsed {
      case .header(let header): return header
      case .needsBytes(let count):
        if count <= bytes.count { throw .check("asked for \(count) bytes, given \(bytes.count), for \(file)") }
        guard bytes.count < file.count else { throw .header(.truncated) }
        wanted = min(file.count, max(count, 2 * bytes.count))
      }
    }
  }

  /// A copy in an allocation of exactly its size, so AddressSanitizer catches a read one past it.
  static func exactly(_ bytes: [UInt8]) -> [UInt8] {
    var copy: [UInt8] = []
    copy.reserveCapacity(bytes.count)
    copy.append(contentsOf: bytes)
    return copy
  }
}
