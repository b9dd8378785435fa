extension ASCIITables {
  /// One step of the scan both fuzzy loops make over a candidate: `character` folded to lower case
  /// unless `caseSensitive`, its class, and the bonus a match there earns after a character of
  /// class `previous`, from `classes` and `bonuses` (a scheme's tables, read through locals by the
  /// caller); a non-ASCII character is classified from its Unicode properties.
  /// - Complexity: O(1).
  @inline(__always)
  static func step<Text: CandidateScalars>(
    _ character: inout UInt32, after previous: ScalarClass, caseSensitive: Bool, in _: Text.Type,
    classes: UnsafeMutablePointer<ScalarClass>, bonuses: UnsafeMutablePointer<Int32>
  ) -> (characterClass: ScalarClass, bonus: Int32) {
    if Text.isASCII {
      let characterClass = classes[Int(character)]
      if !caseSensitive && characterClass == .upper { character |= 0x20 }
      return (characterClass, bonuses[pair(previous, characterClass)])
    }
    let characterClass = character < 0x80 ? classes[Int(character)] : ScalarClass.of(character)
    if !caseSensitive && characterClass == .upper { character = CaseFolding.lowercase(character) }
    return (characterClass, bonuses[pair(previous, characterClass)])
  }
}
