import CascadeApp
import CascadeData

extension CascadeCommand {
  /// `--stats`: reads the whole input, then prints a row per field (`StatisticsTable`).
  func runStatistics() -> ExitStatus {
    let collection: any RecordCollection
    do {
      collection = try loadCollection()
    } catch {
      printError("cascade: \(error)")
      return .error
    }
    let statistics = FieldStatistics.of(collection)
    guard !statistics.isEmpty else {
      printError("cascade: --stats: the records have no fields")
      return .error
    }
    for line in StatisticsTable.lines(statistics) { print(line) }
    return .selected
  }
}
