#if canImport(CascadeFzf)
  import CascadeFzf
#endif

/// What the `bind` fuzz target asks of the `--bind` parser (`KeyBindings.parse`) on any text, and
/// what `FuzzCorpusTests` asks of every file of its corpus.
///
/// A value either fails with an error that names it, or reads as bindings that, written back in
/// their plainest spelling (each command between delimiters it does not contain, or after a colon
/// when it is the value's last), read again as the same keys and actions: the parser consumed the
/// whole value, and a command or key name never swallowed, lost or split what follows it. Both the
/// parser and this writer work on Unicode scalars, so a command starting with a combining mark is
/// written straight after its delimiter and must read back.
enum BindCheck {
  /// Why `spec` fails the check, or nil when it passes.
  static func failure(_ spec: String) -> String? {
    let bindings: [KeyBindings.Binding]
    do {
      bindings = try KeyBindings.parse(spec)
    } catch {
      if error.spec != spec || error.reason.isEmpty { return "an error that does not name \(spec.debugDescription)" }
      return nil
    }
    if bindings.isEmpty { return "\(spec.debugDescription) read as no binding" }
    guard let written = write(bindings) else { return nil }
    let again: [KeyBindings.Binding]
    do {
      again = try KeyBindings.parse(written)
    } catch {
      return "\(spec.debugDescription) written back as \(written.debugDescription) fails: \(error)"
    }
    if again.map(\.trigger) != bindings.map(\.trigger) || again.map(\.actions) != bindings.map(\.actions) {
      return "\(spec.debugDescription) written back as \(written.debugDescription) reads otherwise"
    }
    _ = try? KeyBindings(spec: spec).help
    return nil
  }

  /// The bindings as one `--bind` value; nil when a command holds every closing delimiter and is not
  /// the last action, which no spelling can carry.
  static func write(_ bindings: [KeyBindings.Binding]) -> String? {
    var parts: [String] = []
    for (b, binding) in bindings.enumerated() {
      var actions: [String] = []
      for (a, action) in binding.actions.enumerated() {
        guard let command = action.command else {
          actions.append(action.name)
          continue
        }
        let isLast = b == bindings.count - 1 && a == binding.actions.count - 1
        let delimiters = KeyBindings.closingDelimiters.sorted { $0.key < $1.key }
        let scalars = command.unicodeScalars
        if let (opening, closing) = delimiters.first(where: { !scalars.contains($0.value) && !scalars.contains($0.key) }
        ) {
          actions.append("\(action.name)\(opening)\(command)\(closing)")
        } else if isLast {
          actions.append("\(action.name):\(command)")
        } else {
          return nil
        }
      }
      parts.append("\(binding.keyName):\(actions.joined(separator: "+"))")
    }
    return parts.joined(separator: ",")
  }
}
