// A list of actions with no key before it, as fzf reads a `--listen` request's body:
// `change-query(yo)+reload(seq 100)+change-prompt:hundred> `, each action read as in `--bind`.

extension KeyBindings {
  /// The actions of `spec`, in order. `put` needs its text (`put(TEXT)`): there is no key whose
  /// character it could add.
  /// - Complexity: O(length of `spec`).
  public static func parseActions(_ spec: String) throws(BindSpecError) -> [BindAction] {
    var reader = BindSpecReader(spec: spec)
    var actions: [BindAction] = []
    repeat {
      actions.append(try reader.action(for: ""))
    } while reader.consume("+")
    if reader.position != reader.characters.count {
      throw reader.failure("unexpected text after an action; actions are separated by '+'")
    }
    return actions
  }
}
