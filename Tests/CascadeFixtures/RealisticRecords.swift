import CascadeData

/// NDJSON records shaped like what people point Cascade at (an API dump, a log of events), for
/// benchmarks and end-to-end tests that must not flatter the viewer: nested objects and arrays,
/// bodies of 0–200 words with some words far longer than a card, URLs and file paths, CJK, emoji
/// (ZWJ sequences, flags, skin tones), combining marks, JSON escapes, and a few bodies of 10,000
/// characters.
///
/// Record i depends only on (seed, i), so any slice can be generated on its own, on any thread, and
/// every run and machine gives the same bytes. Most records are plain ASCII, as most real text is;
/// about one in six mixes in other scripts and emoji.
///
/// ```
/// {"id":7,"title":"Quiet river report 7","genre":"travel","year":1987,"score":0.39,
///  "author":{"name":"Mira Okafor","email":"mira.okafor@example.org","location":{"city":"Lagos","country":"NG"}},
///  "tags":["ember","cloud","river"],"links":[{"rel":"self","href":"https://api.example.com/v2/items/7"}],
///  "path":"/srv/data/archive/2019/river/item-7.json","body":"<0–200 words>"}
/// ```
public enum RealisticRecords {
  /// The NDJSON line of record `index` (without its newline).
  public static func line(at index: Int, seed: UInt64 = 1) -> String {
    var bytes: [UInt8] = []
    append(index: index, seed: seed, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Records `0..<count` as NDJSON, one line each, every line ending in a newline.
  public static func ndjson(count: Int, seed: UInt64 = 1) -> [UInt8] {
    ndjson(range: 0..<max(0, count), seed: seed)
  }

  /// Records `range` as NDJSON, so a large file can be written a slice at a time.
  public static func ndjson(range: Range<Int>, seed: UInt64 = 1) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(range.count * 700)
    for index in range {
      append(index: index, seed: seed, to: &bytes)
      bytes.append(UInt8(ascii: "\n"))
    }
    return bytes
  }

  /// Appends record `index`'s line (without a newline) to `bytes`.
  public static func append(index: Int, seed: UInt64, to bytes: inout [UInt8]) {
    var random = Generator(state: StableHash.mix(StableHash.mix(seed) ^ UInt64(truncatingIfNeeded: index)))
    let international = random.below(6) == 0
    var out = JSONWriter(bytes: bytes)
    bytes = []
    out.raw("{\"id\":\(index),\"title\":")
    out.string(title(index: index, international: international, random: &random))
    out.raw(",\"genre\":")
    out.string(Vocabulary.genres[random.below(Vocabulary.genres.count)])
    // One record in forty has no year and one in forty a year as a string, as exports do.
    switch random.below(40) {
    case 0: break
    case 1: out.raw(",\"year\":\"\(1900 + random.below(126))\"")
    default: out.raw(",\"year\":\(1900 + random.below(126))")
    }
    let score = random.below(1000)
    out.raw(",\"score\":0.\(score < 10 ? "00" : score < 100 ? "0" : "")\(score)")
    out.raw(",\"author\":")
    author(international: international, random: &random, out: &out)
    out.raw(",\"tags\":[")
    for tag in 0..<random.below(6) {
      if tag > 0 { out.raw(",") }
      out.string(Vocabulary.tags[random.below(Vocabulary.tags.count)])
    }
    out.raw("],\"links\":[")
    for link in 0..<random.below(3) {
      if link > 0 { out.raw(",") }
      out.raw("{\"rel\":")
      out.string(link == 0 ? "self" : "related")
      out.raw(",\"href\":")
      out.string(url(index: index, random: &random))
      out.raw("}")
    }
    out.raw("],\"path\":")
    out.string(path(index: index, random: &random))
    // One record in 5,000 carries a body of 10,000 characters on one line.
    let long = random.below(5_000) == 0
    out.raw(",\"body\":")
    out.string(long ? longBody(random: &random) : body(international: international, random: &random))
    if random.below(4) == 0 {
      out.raw(
        ",\"meta\":{\"version\":\(random.below(20)),\"flags\":{\"archived\":\(random.below(2) == 0),\"draft\":null},\"counts\":["
      )
      for count in 0..<(1 + random.below(4)) {
        if count > 0 { out.raw(",") }
        out.raw(String(random.below(100_000)))
      }
      out.raw("]}")
    }
    out.raw("}")
    bytes = out.bytes
  }

  // MARK: - Fields

  private static func title(index: Int, international: Bool, random: inout Generator) -> String {
    var words: [String] = []
    for _ in 0..<(1 + random.below(5)) { words.append(word(international: international, random: &random)) }
    if let first = words.first?.first, first.isLowercase { words[0] = first.uppercased() + words[0].dropFirst() }
    return words.joined(separator: " ") + " \(index)"
  }

  private static func author(international: Bool, random: inout Generator, out: inout JSONWriter) {
    let names = international && random.below(2) == 0 ? Vocabulary.internationalNames : Vocabulary.names
    let name = names[random.below(names.count)]
    let place = Vocabulary.places[random.below(Vocabulary.places.count)]
    out.raw("{\"name\":")
    out.string(name.full)
    out.raw(",\"email\":")
    out.string("\(name.handle)@example.org")
    out.raw(",\"location\":{\"city\":")
    out.string(place.city)
    out.raw(",\"country\":")
    out.string(place.country)
    out.raw("}}")
  }

  private static func url(index: Int, random: inout Generator) -> String {
    let host = Vocabulary.hosts[random.below(Vocabulary.hosts.count)]
    switch random.below(4) {
    case 0: return "https://\(host)/v2/items/\(index)"
    case 1:
      return
        "https://\(host)/search?q=\(Vocabulary.tags[random.below(Vocabulary.tags.count)])&page=\(random.below(50))&sort=-updated_at&utm_source=newsletter"
    case 2:
      return
        "https://\(host)/\(Vocabulary.tags[random.below(Vocabulary.tags.count)])/\(random.below(1_000_000))/\(Vocabulary.longWords[random.below(Vocabulary.longWords.count)].lowercased())"
    default:
      return
        "https://\(host)/a/\(hexDigits(random.next(), count: 16))/\(hexDigits(random.next(), count: 16))/download.tar.gz"
    }
  }

  private static func path(index: Int, random: inout Generator) -> String {
    let root = Vocabulary.roots[random.below(Vocabulary.roots.count)]
    var parts = [root]
    for _ in 0..<random.below(5) { parts.append(Vocabulary.tags[random.below(Vocabulary.tags.count)]) }
    parts.append("item-\(index).\(["json", "md", "log", "txt", "swift"][random.below(5)])")
    return parts.joined(separator: "/")
  }

  /// 0–200 words: two in five are short (under 10 words), half a sentence or a paragraph, one in
  /// ten long.
  private static func body(international: Bool, random: inout Generator) -> String {
    let count: Int
    switch random.below(10) {
    case 0...3: count = random.below(10)
    case 4...8: count = 10 + random.below(40)
    default: count = 50 + random.below(151)
    }
    var text = ""
    text.reserveCapacity(count * 7)
    for position in 0..<count {
      if position > 0 { text += random.below(25) == 0 ? ". " : " " }
      switch random.below(60) {
      case 0: text += url(index: position, random: &random)
      case 1: text += path(index: position, random: &random)
      case 2: text += Vocabulary.longWords[random.below(Vocabulary.longWords.count)]
      case 3: text += "\"quoted\" a\\b\ttab"  // escapes: \" \\ \t
      case 4 where random.below(4) == 0: text += "line\nbreak"
      default: text += word(international: international, random: &random)
      }
    }
    return text
  }

  /// 10,000 characters on one line: a minified blob, a stack trace, a base64 attachment.
  private static func longBody(random: inout Generator) -> String {
    var text = ""
    text.reserveCapacity(10_000)
    switch random.below(3) {
    case 0:
      while text.utf8.count < 10_000 { text += hexDigits(random.next(), count: 16) }
    case 1:
      while text.utf8.count < 10_000 {
        text +=
          "at \(Vocabulary.tags[random.below(Vocabulary.tags.count)]).\(Vocabulary.words[random.below(Vocabulary.words.count)])(Main.swift:\(random.below(900))) "
      }
    default:
      while text.utf8.count < 10_000 { text += Vocabulary.words[random.below(Vocabulary.words.count)] + " " }
    }
    return String(text.prefix(10_000))
  }

  private static func word(international: Bool, random: inout Generator) -> String {
    if international {
      switch random.below(8) {
      case 0, 1: return Vocabulary.cjk[random.below(Vocabulary.cjk.count)]
      case 2: return Vocabulary.emoji[random.below(Vocabulary.emoji.count)]
      case 3: return Vocabulary.combining[random.below(Vocabulary.combining.count)]
      default: break
      }
    }
    return Vocabulary.words[random.below(Vocabulary.words.count)]
  }

  private static func hexDigits(_ value: UInt64, count: Int) -> String {
    let digits = Array("0123456789abcdef")
    var value = value
    var text = ""
    for _ in 0..<count {
      text.append(digits[Int(value & 15)])
      value >>= 4
    }
    return text
  }

  // MARK: - Pieces

  /// SplitMix64 over a state mixed from (seed, index).
  private struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
  }

  /// Writes JSON text: strings escaped as a JSON encoder would (quotes, backslashes, control
  /// characters), everything else as given.
  private struct JSONWriter {
    var bytes: [UInt8]
    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }
    mutating func string(_ text: String) {
      bytes.append(UInt8(ascii: "\""))
      for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
        case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
        case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
        case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
        case 0..<0x20:
          let hex = Array("0123456789abcdef".utf8)
          bytes.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 15)]])
        default: bytes.append(byte)
        }
      }
      bytes.append(UInt8(ascii: "\""))
    }
  }

  private enum Vocabulary {
    static let words = [
      "the", "a", "of", "and", "to", "in", "is", "for", "on", "with", "river", "stone", "cloud", "ember", "light",
      "north", "quiet", "report", "update", "deploy", "server", "request", "failed", "retry", "timeout", "user",
      "account", "payment", "order", "shipped", "review", "draft", "merged", "branch", "release", "notes", "fixed",
      "crash", "when", "opening", "large", "files", "from", "network", "cache", "index", "query", "slow", "fast",
      "memory", "thread", "worker", "queue", "event", "stream", "window", "column", "garden", "morning", "letter",
      "harbour", "mountain", "village", "station", "summer", "winter", "coffee", "market", "library", "museum",
      "it", "was", "not", "but", "we", "they", "this", "that", "after", "before", "again", "still", "only", "every",
    ]
    static let longWords = [
      "Donaudampfschifffahrtsgesellschaftskapitänswitwe", "pneumonoultramicroscopicsilicovolcanoconiosis",
      "supercalifragilisticexpialidocious", "AbstractSingletonProxyFactoryBeanConfigurationProvider",
      "io.example.platform.internal.serialization.ReflectiveJsonDeserializerFactory",
      "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    ]
    static let cjk = ["瀑布", "雨后的山", "東京都渋谷区", "こんにちは世界", "서울특별시", "数据库连接失败", "カスケード", "한국어", "漢字かな交じり文"]
    static let emoji = [
      "🌊", "🔥", "👍🏽", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇯🇵", "🇫🇷", "🇧🇷", "🧑🏿‍💻", "❤️", "✅", "🚀", "😀😃😄", "👩‍🔬",
    ]
    static let combining = [
      "café", "naïve", "Zoë", "résumé", "e\u{301}le\u{300}ve", "n\u{303}o", "Z\u{351}\u{34B}a\u{30C}l\u{35B}g\u{306}o",
      "ก\u{E34}\u{E48}", "अनुच्छेद",
    ]
    static let names: [(full: String, handle: String)] = [
      ("Mira Okafor", "mira.okafor"), ("Jonas Lindqvist", "jonas"), ("Ana María García-López", "ana.garcia"),
      ("Wei Chen", "wchen"), ("Priya Raghunathan", "priya.r"), ("Tom O'Brien", "tobrien"), ("Lena Schmidt", "lena"),
      ("Kwame Mensah", "kmensah"), ("Sofia Rossi", "srossi"),
      ("Alexandrina Konstantinopoulou-Papadimitriou", "alexandrina"),
    ]
    static let internationalNames: [(full: String, handle: String)] = [
      ("山田 太郎", "taro.yamada"), ("김민준", "minjun.kim"), ("王小明", "xiaoming"), ("Zoë Ångström", "zoe"),
      ("Đặng Thị Hương", "huong"), ("Søren Kierkegård", "soren"),
    ]
    static let places: [(city: String, country: String)] = [
      ("Lagos", "NG"), ("Stockholm", "SE"), ("Madrid", "ES"), ("Shanghai", "CN"), ("Bengaluru", "IN"),
      ("Dublin", "IE"), ("Berlin", "DE"), ("Accra", "GH"), ("Rome", "IT"), ("東京", "JP"), ("São Paulo", "BR"),
      ("Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch", "GB"),
    ]
    static let genres = ["sf", "classic", "literary", "travel", "mystery", "history", "poetry", "science"]
    static let tags = [
      "ember", "cloud", "river", "infra", "billing", "frontend", "backend", "urgent", "wontfix", "docs", "ops",
      "archive",
    ]
    static let hosts = [
      "api.example.com", "cdn.example.net", "github.com", "docs.example.org",
      "very-long-subdomain-name.internal.example.co.uk",
    ]
    static let roots = [
      "/srv/data/archive", "/usr/share/doc", "/home/alex/Projects/cascade/Sources", "C:\\Users\\alex\\Documents",
      "~/Downloads", "/var/log/nginx",
    ]
  }
}
