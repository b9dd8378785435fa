// The model: notes of very different lengths. A note's card is as tall as its text wrapped at the
// column width, which is worth computing only for the notes someone looks at.

/// A note: a title and a body of words.
struct Note {
  let title: String
  let body: String
}

/// `count` notes of 0 to 60 words each, the same every run (a seeded generator, so a test can
/// name what it sees).
func makeNotes(count: Int) -> [Note] {
  let words = [
    "harbour", "tide", "lighthouse", "gull", "kelp", "dune", "storm", "pier", "salt", "marsh",
    "driftwood", "cliff", "sunset", "夕焼け", "seal", "beach", "hut", "surf", "rock", "pool",
  ]
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
  return (0..<count).map { i in
    Note(title: "Note \(i + 1)", body: (0..<next(61)).map { _ in words[next(words.count)] }.joined(separator: " "))
  }
}
