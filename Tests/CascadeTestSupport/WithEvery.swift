/// Runs `body` once per seed, each with its own seeded generator, and names the seed in the failure:
/// `withEvery("seed", in: 0..<5_000) { seed, rng in … }` (after swift-collections' test support).
///
/// `body` returns nil when the case passed, or a description of what went wrong; the first failure
/// stops the loop so one broken invariant does not print five thousand times.
public func withEvery(
  _ label: String, in seeds: Range<UInt64>,
  _ body: (UInt64, inout SplitMix64) throws -> String?
) rethrows -> String? {
  for seed in seeds {
    var rng = SplitMix64(seed: seed)
    if let failure = try body(seed, &rng) {
      return "\(label) \(seed): \(failure)"
    }
  }
  return nil
}
