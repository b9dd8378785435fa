import ArgumentParser
import CascadeApp

extension CascadeCommand {
  /// `--group-by`, `--sort-by` and `--tac` as the viewer takes them.
  var recordOrder: ArrangementOptions {
    let sort = sortBy.flatMap(ArrangementOptions.sortKey)
    return ArrangementOptions(
      groupField: groupBy, sortField: sort?.field, descending: sort?.descending ?? false, reversesInput: tac,
      sumFields: sumFields, groupsByCount: sortGroups == "count")
  }

  /// Field names must not be empty; the order is the viewer's, so `--filter` (which prints in rank
  /// order) does not take them.
  func validateArrangementOptions() throws {
    if let groupBy, groupBy.isEmpty { throw ValidationError("--group-by needs a field name.") }
    if let sortBy, ArrangementOptions.sortKey(sortBy) == nil {
      throw ValidationError("--sort-by needs a field name (-FIELD sorts descending), not '\(sortBy)'.")
    }
    if let sortGroups, sortGroups != "count" && sortGroups != "value" {
      throw ValidationError("--sort-groups takes 'value' or 'count', not '\(sortGroups)'.")
    }
    if sortGroups != nil && groupBy == nil { throw ValidationError("--sort-groups orders --group-by's sections.") }
    if sumFields.contains(where: \.isEmpty) { throw ValidationError("--sum needs a field name.") }
    if filter != nil && (groupBy != nil || sortBy != nil) {
      throw ValidationError("--group-by and --sort-by arrange the viewer's cards; --filter prints in rank order.")
    }
  }
}
