import CascadeApp
import CascadeData
import CascadeSystem

extension CascadeCommand {
  /// The field names the options give: `--fields`, `--group-by`, `--sort-by`, `--sum`,
  /// `--title-field`, `--text-field` and `--image-field`, each with the option that gave it.
  var givenFieldNames: [(option: String, name: String)] {
    var given: [(String, String)] = []
    for (option, value) in [
      ("--fields", fields), ("--title-field", titleFields), ("--text-field", textFields),
      ("--image-field", imageFields),
    ] {
      for name in value.map(FieldMapping.names(from:)) ?? [] { given.append((option, name)) }
    }
    if let groupBy { given.append(("--group-by", groupBy)) }
    if let field = recordOrder.sortField { given.append(("--sort-by", field)) }
    for field in sumFields { given.append(("--sum", field)) }
    return given
  }

  /// The usage error for a field name that no record of the first 1,000 of `collection` has, with
  /// the closest name they have; nil when every name is found. The lists of `--title-field`,
  /// `--text-field` and `--image-field` are fallbacks (the first present wins), so only a list of
  /// which no name is found is an error. Waits until 1,000 records (or all) are read.
  func fieldPathError(in collection: any RecordCollection, streaming: (any StreamingRecordCollection)? = nil) -> String?
  {
    let given = givenFieldNames
    guard !given.isEmpty else { return nil }
    if let streaming {
      // The first screen's hold would stop loading short of the sample.
      streaming.firstScreenShown()
      while !streaming.progress.isFinished && streaming.progress.recordCount < 1_000 {
        SystemProcess.sleep(for: .milliseconds(5))
      }
    }
    let missing = collection.missingFieldNames(given.map(\.name))
    let fallbackOptions: Set<String> = ["--title-field", "--text-field", "--image-field"]
    for (option, name) in given {
      guard let found = missing.first(where: { $0.name == name }) else { continue }
      if fallbackOptions.contains(option),
        given.contains(where: { other in
          other.option == option && !missing.contains(where: { $0.name == other.name })
        })
      {
        continue
      }
      return Self.missingFieldMessage(option: option, found)
    }
    return nil
  }

  /// `--sort-by amout: no record of the first 1,000 has this field (closest: amount)`.
  static func missingFieldMessage(option: String, _ missing: MissingFieldName) -> String {
    let closest = missing.closest.map { "closest: \($0)" } ?? "the records have no fields"
    if missing.isPath {
      return
        "\(option) \(missing.name): no record of the first 1,000 has a value there (\(closest); nested fields are written owner.login or labels[0].name)"
    }
    return "\(option) \(missing.name): no record of the first 1,000 has this field (\(closest))"
  }
}
