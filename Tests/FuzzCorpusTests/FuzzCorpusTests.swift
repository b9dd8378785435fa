import CascadePictures
import Foundation
import Testing

/// Every file of the fuzz targets' corpora (`Fuzz/corpus/<target>`: the seeds and each crash kept
/// as a regression) through the check its target makes, without libFuzzer: a change that breaks a
/// check fails `swift test`, not only `make fuzz`.
@Suite struct FuzzCorpusTests {
  /// The repository's `Fuzz/corpus`, found from this file's path.
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")

  /// The files of `target`'s corpus, by name, with their bytes; at least one.
  static func inputs(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
    let folder = corpus.appendingPathComponent(target)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(!names.isEmpty, "no corpus for \(target)")
    return try names.map { ($0, Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
  }

  @Test(arguments: [
    ("jpeg-decoder", PictureFormat.jpeg), ("png-decoder", .png), ("webp-decoder", .webp), ("gif-decoder", .gif),
  ])
  func pictureDecoders(target: String, format: PictureFormat) throws {
    for (name, bytes) in try Self.inputs(target) {
      let failure = PictureDecodingCheck.failure(decoding: bytes, as: format)
      #expect(failure == nil, "\(target)/\(name): \(failure ?? "")")
    }
  }

  /// The whole seeds decode: the check reaches the decoders, not only the header reader.
  @Test func wholePictureSeedsDecode() throws {
    for (target, format) in [
      ("jpeg-decoder", PictureFormat.jpeg), ("png-decoder", .png), ("webp-decoder", .webp), ("gif-decoder", .gif),
    ] {
      for (name, bytes) in try Self.inputs(target) where !name.contains("-") && name != "animated" {
        let file = Array(bytes.dropFirst())
        let header = try PictureHeader.parse(file)
        #expect(header.format == format)
        #expect(throws: Never.self, "\(target)/\(name)") {
          try PictureDecoder.decode(file, header: header, fitting: PixelSize(width: 8, height: 8))
        }
      }
    }
  }

  @Test func pictureHeaders() throws {
    for (name, bytes) in try Self.inputs("picture-headers") {
      let failure = PictureHeaderCheck.failure(bytes)
      #expect(failure == nil, "picture-headers/\(name): \(failure ?? "")")
    }
  }

  @Test func bind() throws {
    for (name, bytes) in try Self.inputs("bind") {
      let failure = BindCheck.failure(String(decoding: bytes, as: UTF8.self))
      #expect(failure == nil, "bind/\(name): \(failure ?? "")")
    }
  }

  @Test func jsonLine() throws {
    for (name, bytes) in try Self.inputs("json-line") {
      let failure = JSONLineCheck.failure(bytes)
      #expect(failure == nil, "json-line/\(name): \(failure ?? "")")
    }
  }

  @Test func matchQuery() throws {
    for (name, bytes) in try Self.inputs("match-query") {
      let failure = MatchQueryCheck.failure(bytes)
      #expect(failure == nil, "match-query/\(name): \(failure ?? "")")
    }
  }

  /// The targets whose checks throw `FuzzCheckFailure`.
  @Test(
    arguments: [
      ("items-path", ItemsPathCheck.run), ("text", TextCheck.run), ("templates", TemplatesCheck.run),
      ("terminal-input", TerminalInputCheck.run), ("chunks", ChunksCheck.run),
    ] as [(String, @Sendable ([UInt8]) throws(FuzzCheckFailure) -> Void)])
  func throwingChecks(target: String, check: @Sendable ([UInt8]) throws(FuzzCheckFailure) -> Void) throws {
    for (name, bytes) in try Self.inputs(target) {
      do {
        try check(bytes)
      } catch {
        Issue.record("\(target)/\(name): \(error.reason)")
      }
    }
  }
}
