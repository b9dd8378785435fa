import CascadeData
import CascadeLayout
import CascadeTestSupport
import Foundation
import Testing

/// `--stats` over NDJSON read from the store's bytes agrees with the same records walked one by
/// one as `JSONValue` trees (what `FieldStatistics.of` does for any other collection): nested
/// objects and arrays, escaped keys and strings, `null`, booleans, numbers with exponents, a field
/// that holds an object in one record and a value in another, members in varying order and
/// repeated. Numbers are halves and quarters, so both sums are exact.
struct JSONStatisticsPropertyTests {
  static let keys = ["a", "b", #"c\u0041"#, "user", "tags", #"q\"k"#]

  static func value(_ rng: inout SplitMix64, depth: Int) -> String {
    switch Int.random(in: 0..<(depth < 3 ? 10 : 7), using: &rng) {
    case 0: return "null"
    case 1: return Bool.random(using: &rng) ? "true" : "false"
    case 2:
      let number = Double(Int.random(in: -40...40, using: &rng)) / 4
      return ["\(number)", "\(Int(number))", "\(Int(number))e1", "\(number)E-1"].randomElement(using: &rng)!
    case 3:
      return [#""paid""#, #""""#, #""a\"b""#, #""caf\u00e9""#, #""line\nbreak""#, #""12""#].randomElement(using: &rng)!
    case 4: return #""2024-0\#(Int.random(in: 1...9, using: &rng))-1\#(Int.random(in: 0...9, using: &rng))""#
    case 5: return Bool.random(using: &rng) ? "{}" : "[]"
    case 6: return #""x\#(Int.random(in: 0...30, using: &rng))""#
    case 7, 8: return object(&rng, depth: depth + 1)
    default:
      let elements = (0..<Int.random(in: 0...3, using: &rng)).map { _ in value(&rng, depth: depth + 1) }
      return "[" + elements.joined(separator: ",") + "]"
    }
  }

  static func object(_ rng: inout SplitMix64, depth: Int) -> String {
    let members = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
      #""\#(keys.randomElement(using: &rng)!)": \#(value(&rng, depth: depth))"#
    }
    return "{" + members.joined(separator: ", ") + "}"
  }

  @Test func ndjsonStatisticsAgreeWithTheRecordWalk() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-json-stats-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let failure = try withEvery("ndjson", in: 0..<150) { seed, rng in
      let lines = (0..<Int.random(in: 1...(seed % 10 == 0 ? 1_500 : 60), using: &rng)).map { _ in
        Self.object(&rng, depth: 0)
      }
      let path = directory.appendingPathComponent("\(seed).ndjson").path
      try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
      let store = RecordLoader.startStore(LoadRequest(path: path))
      store.waitUntilFinished()
      var records: [Record] = []
      for (section, info) in store.sections.enumerated() {
        for item in 0..<info.count { records.append(store.record(at: IndexPath(item: item, section: section))) }
      }
      let walked = FieldStatistics.of(LoadedCollection(name: "walked", format: .ndjson, records: records))
      let read = FieldStatistics.of(store)
      guard read == walked else {
        let first = zip(read, walked).first { $0 != $1 }.map { "\($0) != \($1)" } ?? "\(read.count) != \(walked.count)"
        return first
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
