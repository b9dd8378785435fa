/// Why an input fails a fuzz target's check: the target stops on it, the corpus replay reports it.
struct FuzzCheckFailure: Error {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}
