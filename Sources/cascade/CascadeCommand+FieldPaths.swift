import CascadeApp
import CascadeData
import Glibc

extension CascadeCommand {
  /// The field names the options give that may be paths into nested values: `--fields`,
  /// `--group-by`, `--sort-by`, `--title-field`, `--text-field` and `--image-field`, each with
  /// the option that gave it.
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
    return given
  }

  /// The usage error for a path option that no record of the first 1,000 of `collection` has a
  /// value for, nil when every path finds something. Waits until 1,000 records (or all) are read.
  func fieldPathError(in collection: any RecordCollection, streaming: (any StreamingRecordCollection)? = nil) -> String?
  {
    let given = givenFieldNames
    guard given.contains(where: { $0.name.contains(".") || $0.name.contains("[") }) else { return nil }
    if let streaming {
      // The first screen's hold would stop loading short of the sample.
      streaming.firstScreenShown()
      while !streaming.progress.isFinished && streaming.progress.recordCount < 1_000 {
        _ = poll(nil, 0, 5)
      }
    }
    let missing = collection.fieldPathsMatchingNothing(given.map(\.name))
    guard let first = missing.first, let option = given.first(where: { $0.name == first })?.option else { return nil }
    return
      "\(option) \(first): no record of the first 1,000 has a value there (nested fields are written owner.login or labels[0].name)"
  }
}
