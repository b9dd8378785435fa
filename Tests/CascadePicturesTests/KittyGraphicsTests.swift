import CZlib
import CascadePictures
import CascadeTestSupport
import Foundation
import Testing

/// A terminal's side of the kitty graphics protocol, written from the protocol's description and
/// not from the encoder: it parses the bytes (APC `G` commands, cursor save/restore and moves),
/// assembles chunked transmissions, base64-decodes them with Foundation, and keeps the images and
/// placements a terminal would show.
struct KittyTerminalModel {
  struct Shown: Equatable {
    var row: Int, column: Int
    var keys: [String: String]
  }
  var images: [UInt32: [UInt8]] = [:]
  var sizes: [UInt32: (Int, Int)] = [:]
  var placements: [String: Shown] = [:]
  var transmissions: [UInt32: Int] = [:]
  /// Virtual placements (`a=T,U=1`) for Unicode placeholders: "columns x rows" by image.
  var virtualPlacements: [UInt32: String] = [:]
  var cursor = (row: 0, column: 0), saved = (row: 0, column: 0)
  var failure: String?
  private var pending: (keys: [String: String], payload: String)?

  mutating func feed(_ bytes: [UInt8]) {
    var i = 0
    while i < bytes.count {
      guard bytes[i] == 0x1B, i + 1 < bytes.count else { failure = "a stray byte \(bytes[i]) at \(i)"; return }
      switch bytes[i + 1] {
      case 0x37: saved = cursor; i += 2
      case 0x38: cursor = saved; i += 2
      case 0x5B:
        var j = i + 2
        while j < bytes.count, bytes[j] != 0x48 { j += 1 }
        let parts = String(decoding: bytes[(i + 2)..<j], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
        guard parts.count == 2 else { failure = "a bad cursor move"; return }
        cursor = (parts[0] - 1, parts[1] - 1)
        i = j + 1
      case 0x5F:
        var j = i + 2
        while j + 1 < bytes.count, !(bytes[j] == 0x1B && bytes[j + 1] == 0x5C) { j += 1 }
        guard j + 1 < bytes.count, bytes[i + 2] == 0x47 else { failure = "an unterminated APC"; return }
        let body = String(decoding: bytes[(i + 3)..<j], as: UTF8.self)
        let halves = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        var keys: [String: String] = [:]
        for pair in halves[0].split(separator: ",") {
          let kv = pair.split(separator: "=", maxSplits: 1)
          if kv.count == 2 { keys[String(kv[0])] = String(kv[1]) }
        }
        apply(keys, payload: halves.count > 1 ? String(halves[1]) : "")
        i = j + 2
      default:
        failure = "an unknown escape \(bytes[i + 1])"
        return
      }
    }
  }

  private mutating func apply(_ keys: [String: String], payload: String) {
    if var open = pending {
      open.payload += payload
      pending = open
      if keys["m"] == "0" { finishTransmission() }
      return
    }
    if keys["q"] != "2" { failure = "a command that asks for a reply: \(keys)" }
    switch keys["a"] {
    case "t", "T":
      if keys["a"] == "T" {
        guard keys["U"] == "1", let c = keys["c"], let r = keys["r"] else {
          failure = "a display that is not a virtual placement: \(keys)"; return
        }
        virtualPlacements[UInt32(keys["i"] ?? "") ?? 0] = "\(c)x\(r)"
      }
      pending = (keys, payload)
      if keys["m"] != "1" { finishTransmission() }
    case "p":
      guard let id = keys["i"], let p = keys["p"] else { failure = "a placement without ids"; return }
      guard images[UInt32(id) ?? 0] != nil else { failure = "image \(id) placed before it was sent"; return }
      placements["\(id)/\(p)"] = Shown(row: cursor.row, column: cursor.column, keys: keys)
    case "d":
      switch keys["d"] {
      case "i": placements["\(keys["i"] ?? "")/\(keys["p"] ?? "")"] = nil
      case "I":
        let id = keys["i"] ?? ""
        images[UInt32(id) ?? 0] = nil
        placements = placements.filter { !$0.key.hasPrefix(id + "/") }
        freeUnplacedImages()
      case "A": images = [:]; placements = [:]
      case "a": placements = [:]
      default: failure = "an unknown delete \(keys)"
      }
    default: failure = "an unknown action \(keys)"
    }
  }

  /// What kitty 0.26 does after an uppercase delete (and may do on a clear): every image left
  /// without a placement (virtual ones count) is freed, as strict as a real terminal may be.
  mutating func freeUnplacedImages() {
    let placed = Set(placements.keys.compactMap { $0.split(separator: "/").first.flatMap { UInt32($0) } })
    images = images.filter { placed.contains($0.key) || virtualPlacements[$0.key] != nil }
  }

  /// A clear of the screen (`CSI 2 J`): kitty removes the placements on it, and frees the images.
  mutating func clearScreen() {
    placements = [:]
    freeUnplacedImages()
  }

  private mutating func finishTransmission() {
    guard let (keys, payload) = pending else { return }
    pending = nil
    guard keys["f"] == "32", let id = keys["i"].flatMap(UInt32.init), let w = keys["s"].flatMap(Int.init),
      let h = keys["v"].flatMap(Int.init),
      let decoded = Data(base64Encoded: payload)
    else {
      failure = "a transmission that does not decode: \(keys)"
      return
    }
    var data = decoded
    if keys["o"] == "z" {
      // zlib's inflate, the other half of the library the encoder deflates with.
      var inflated = [UInt8](repeating: 0, count: 4 * w * h + 1)
      var length = uLong(inflated.count)
      let compressed = [UInt8](data)
      guard uncompress(&inflated, &length, compressed, uLong(compressed.count)) == Z_OK else {
        failure = "o=z data that does not inflate"; return
      }
      data = Data(inflated[0..<Int(length)])
    }
    guard data.count == 4 * w * h else { failure = "\(data.count) bytes for \(w)x\(h)"; return }
    images[id] = [UInt8](data)
    sizes[id] = (w, h)
    transmissions[id, default: 0] += 1
  }
}

@Suite struct KittyGraphicsTests {
  static func picture(width: Int, height: Int, seed: UInt64) -> RGBAImage {
    var rng = SplitMix64(seed: seed)
    return RGBAImage(
      width: width, height: height,
      pixels: (0..<(4 * width * height)).map { _ in UInt8(truncatingIfNeeded: rng.next()) })
  }

  /// The pixels a terminal assembles from the chunks are the picture's, for sizes whose payloads
  /// end on and off a chunk and a base64 group.
  @Test func aTransmissionDecodesToThePicturesPixels() {
    for (width, height) in [(1, 1), (2, 1), (32, 24), (100, 80), (768, 1), (3, 1024)] {
      let image = Self.picture(width: width, height: height, seed: UInt64(width * 7919 + height))
      var terminal = KittyTerminalModel()
      let bytes = KittyGraphics.transmit(image, id: 7)
      terminal.feed(bytes)
      #expect(terminal.failure == nil, "\(width)x\(height): \(terminal.failure ?? "")")
      #expect(terminal.images[7] == image.pixels, "\(width)x\(height)")
      // No chunk's payload passes 4096 bytes.
      let chunks = String(decoding: bytes, as: UTF8.self).split(separator: "\u{1B}\\")
      #expect(
        chunks.allSatisfy { ($0.split(separator: ";", maxSplits: 1).last?.count ?? 0) <= 4096 }, "\(width)x\(height)")
    }
  }

  @Test func tmuxPassthroughDoublesEveryEscape() {
    let wrapped = KittyGraphics.tmuxPassthrough(KittyGraphics.deleteAll())
    #expect(String(decoding: wrapped, as: UTF8.self) == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d,d=A,q=2\u{1B}\u{1B}\\\u{1B}\\")
  }

  /// Seeded frames of cards appearing, moving, changing their visible part and leaving, against
  /// the terminal model: after every frame the terminal shows exactly the wanted placements; each
  /// image is transmitted once; a frame that changes nothing sends nothing.
  @Test func placementsFollowTheFramesAndOnlyChangesAreSent() {
    let images = (0..<12).map { Self.picture(width: 8 + $0, height: 6, seed: UInt64($0)) }
    let failure = withEvery("seed", in: 0..<400) { _, rng in
      var placer = KittyPlacer()
      var terminal = KittyTerminalModel()
      var items: [KittyPlacer.Item] = []
      for step in 0..<30 {
        // Change a few cards: move, recrop, add, drop.
        for _ in 0..<Int(rng.next() % 4) {
          switch rng.next() % 4 {
          case 0 where !items.isEmpty: items.remove(at: Int(rng.next() % UInt64(items.count)))
          case 1 where !items.isEmpty:
            let i = Int(rng.next() % UInt64(items.count))
            items[i].row = Int(rng.next() % 40)
          case 2 where !items.isEmpty:
            let i = Int(rng.next() % UInt64(items.count))
            items[i].placement.y = Int(rng.next() % 6)
          default:
            let id = UInt32(1 + rng.next() % 12), p = UInt32(1 + rng.next() % 3)
            if !items.contains(where: { $0.imageID == id && $0.placementID == p }) {
              items.append(
                KittyPlacer.Item(
                  imageID: id, placementID: p, column: Int(rng.next() % 100), row: Int(rng.next() % 40),
                  placement: KittyGraphics.Placement(columns: 4, rows: 3, x: 0, y: 0, width: 8, height: 6)))
            }
          }
        }
        terminal.feed(placer.frame(items) { images[Int($0) - 1] })
        if let failure = terminal.failure { return "step \(step): \(failure)" }
        let expected = Dictionary(
          uniqueKeysWithValues: items.map { ("\($0.imageID)/\($0.placementID)", ($0.row, $0.column, $0.placement.y)) })
        for (key, (row, column, y)) in expected {
          guard let shown = terminal.placements[key] else { return "step \(step): \(key) not shown" }
          if shown.row != row || shown.column != column || shown.keys["y"] != String(y) {
            return "step \(step): \(key) at \(shown), not \(row),\(column) y \(y)"
          }
        }
        if terminal.placements.count != expected.count {
          return "step \(step): \(terminal.placements.count) shown, \(expected.count) wanted"
        }
        if let twice = terminal.transmissions.first(where: { $0.value > 1 }) {
          return "image \(twice.key) sent \(twice.value) times"
        }
        for (id, pixels) in terminal.images where pixels != images[Int(id) - 1].pixels {
          return "image \(id) arrived changed"
        }
        let again = placer.frame(items) { images[Int($0) - 1] }
        if !again.isEmpty { return "step \(step): an unchanged frame sent \(again.count) bytes" }
      }
      terminal.feed(placer.clear())
      return terminal.placements.isEmpty && terminal.images.isEmpty ? nil : "clear left something"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
