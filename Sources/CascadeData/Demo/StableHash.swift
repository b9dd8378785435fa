/// A fixed 64-bit mixing function (SplitMix64's finaliser), so generated cards come out the same on
/// every run and machine, unlike `Hasher`, which is seeded per process.
package enum StableHash {
  package static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  package static func mix(_ first: Int, _ second: Int) -> UInt64 {
    mix(mix(UInt64(truncatingIfNeeded: first)) ^ UInt64(truncatingIfNeeded: second))
  }
}
