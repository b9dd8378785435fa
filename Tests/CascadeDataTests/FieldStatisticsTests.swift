import CascadeData
import CascadeLayout
import CascadeTestSupport
import Foundation
import Testing

/// `--stats` checked against Python's `statistics` and `collections.Counter` over seeded
/// generated files: a CSV export (read straight from its rows) and NDJSON with nested objects
/// and arrays (dotted paths, `[]` per element).
struct FieldStatisticsTests {
  /// The oracle: for each field in order of first appearance, what Python counts.
  static let oracle = #"""
    import csv, json, re, statistics, sys
    from collections import Counter
    from datetime import datetime, timezone
    path, kind = sys.argv[1], sys.argv[2]
    fields = {}
    def add(name, value):
        fields.setdefault(name, []).append(value)
    def walk(value, path):
        if isinstance(value, dict):
            for key, inner in value.items(): walk(inner, path + "." + key)
        elif isinstance(value, list):
            for element in value: walk(element, path + "[]")
        elif value is None: add(path, "")
        elif value is True: add(path, "true")
        elif value is False: add(path, "false")
        else: add(path, str(value) if not isinstance(value, str) else value)
    if kind == "csv":
        with open(path, newline="") as f:
            for row in csv.DictReader(f):
                for key, value in row.items(): add(key, value)
    else:
        for line in open(path):
            for key, value in json.loads(line).items(): walk(value, key)
    number = re.compile(r"^-?[0-9]+(\.[0-9]+)?$")
    date = re.compile(r"^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}:[0-9]{2}Z)?$")
    def seconds(text):
        if len(text) == 10: text += "T00:00:00Z"
        return datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc).timestamp()
    out = []
    for name, values in fields.items():
        filled = [v for v in values if v != ""]
        counter = Counter(filled)
        entry = {"name": name, "count": len(values), "empty": len(values) - len(filled), "distinct": len(counter),
                 "top": [[v, c] for v, c in counter.most_common(5)]}
        if filled and all(number.match(v) for v in filled):
            entry.update(kind="number", min=min(filled, key=float), max=max(filled, key=float),
                         mean=statistics.fmean(float(v) for v in filled))
        elif filled and all(date.match(v) for v in filled):
            entry.update(kind="date", min=min(filled, key=seconds), max=max(filled, key=seconds),
                         mean=statistics.fmean(seconds(v) for v in filled))
        else:
            entry.update(kind="text")
        out.append(entry)
    print(json.dumps(out))
    """#

  static func python(_ path: String, kind: String) throws -> [[String: Any]] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", oracle, path, kind]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return try JSONSerialization.jsonObject(with: data) as! [[String: Any]]
  }

  static func date(_ rng: inout SplitMix64) -> String {
    let day = String(format: "2024-%02d-%02d", Int.random(in: 1...12, using: &rng), Int.random(in: 1...28, using: &rng))
    return Bool.random(using: &rng)
      ? day
      : day
        + String(
          format: "T%02d:%02d:%02dZ", Int.random(in: 0...23, using: &rng), Int.random(in: 0...59, using: &rng),
          Int.random(in: 0...59, using: &rng))
  }

  static func csv(_ rng: inout SplitMix64) -> String {
    let statuses = ["paid", "due", "void", "refunded", "東京", "a \"quoted\", value"]
    var lines = ["id,amount,status,day,note"]
    for id in 0..<Int.random(in: 1...400, using: &rng) {
      let amount =
        Int.random(in: 0..<6, using: &rng) == 0
        ? "" : "\(Int.random(in: -9_999...99_999, using: &rng) / 100).\(Int.random(in: 0...9, using: &rng))"
      let status = Int.random(in: 0..<5, using: &rng) == 0 ? "" : statuses.randomElement(using: &rng)!
      let note = ["x", "7", "2024-01-01", ""].randomElement(using: &rng)!
      let quotedStatus =
        status.contains(",") ? "\"" + status.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : status
      lines.append("\(id),\(amount),\(quotedStatus),\(date(&rng)),\(note)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func ndjson(_ rng: inout SplitMix64) -> String {
    (0..<Int.random(in: 1...200, using: &rng)).map { id in
      var members = [#""id": \#(id)"#]
      if Bool.random(using: &rng) {
        members.append(
          #""user": {"login": "\#(["ada", "bo", "cy"].randomElement(using: &rng)!)", "site_admin": \#(Bool.random(using: &rng))}"#
        )
      }
      let labels = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
        #"{"node_id": "LA_\#(Int.random(in: 0...9, using: &rng))", "name": "\#(["bug", "docs", "ui"].randomElement(using: &rng)!)"}"#
      }
      members.append(#""labels": [\#(labels.joined(separator: ", "))]"#)
      members.append(#""closed_at": \#(Bool.random(using: &rng) ? "null" : "\"" + date(&rng) + "\"")"#)
      return "{" + members.joined(separator: ", ") + "}"
    }.joined(separator: "\n") + "\n"
  }

  /// nil when `mine` agrees with Python's `expected`, else what differs.
  static func difference(_ mine: [FieldStatistics], _ expected: [[String: Any]]) -> String? {
    guard mine.map(\.name) == expected.map({ $0["name"] as! String }) else {
      return "fields \(mine.map(\.name)) != \(expected.map { $0["name"]! })"
    }
    for (field, python) in zip(mine, expected) {
      let top = (python["top"] as! [[Any]]).map { "\($0[0]) \($0[1])" }
      let mineTop = field.top.map { "\($0.value) \($0.count)" }
      guard field.count == python["count"] as! Int, field.empty == python["empty"] as! Int,
        field.distinct == python["distinct"] as! Int, field.kind.rawValue == python["kind"] as! String, mineTop == top
      else { return "\(field.name): \(field) != \(python)" }
      guard field.kind != .text else { continue }
      guard field.minimum == python["min"] as? String, field.maximum == python["max"] as? String else {
        return "\(field.name): range \(field.minimum ?? "") \(field.maximum ?? "") != \(python)"
      }
      let mean = python["mean"] as! Double
      if field.kind == .number {
        guard let mine = field.mean.flatMap(Double.init), abs(mine - mean) <= 0.0001 + abs(mean) * 1e-12 else {
          return "\(field.name): mean \(field.mean ?? "nil") != \(mean)"
        }
      } else {
        let rounded = Date(timeIntervalSince1970: mean.rounded())
        let formatter = ISO8601DateFormatter()
        var text = formatter.string(from: rounded)
        if text.hasSuffix("T00:00:00Z") { text = String(text.prefix(10)) }
        guard field.mean == text else { return "\(field.name): mean \(field.mean ?? "nil") != \(text)" }
      }
    }
    return nil
  }

  @Test func csvStatisticsAgreeWithPython() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-stats-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let failure = try withEvery("csv", in: 0..<20) { seed, rng in
      for (kind, text) in [("csv", Self.csv(&rng)), ("ndjson", Self.ndjson(&rng))] {
        let path = directory.appendingPathComponent("\(seed).\(kind)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let store = RecordLoader.startStore(LoadRequest(path: path))
        store.waitUntilFinished()
        if let difference = Self.difference(FieldStatistics.of(store), try Self.python(path, kind: kind)) {
          return "\(kind): \(difference)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
