import CascadeCanvas

// Reading a `--bind` value as fzf does: `KEY:ACTION[+ACTION…]`, bindings separated by commas. A
// command goes in parentheses, brackets, braces or angle brackets (nested pairs allowed, so
// `execute(echo $(date))` works), between two of `~ ! @ # $ % ^ & * ; / |`, or after a colon, where
// it takes the rest of the value, commas and all (`ctrl-o:execute:less {}`).
//
// The value is read by Unicode scalars, as fzf reads runes, not by grapheme clusters: a combining
// mark or a joiner right after `(` or `:` belongs to the command, and never hides the delimiter.

extension KeyBindings {
  /// One binding as read: the key's name as written, what it answers to, and its actions.
  public struct Binding: Hashable, Sendable {
    /// The key as the value wrote it (`ctrl-t`, `double-click`).
    public var keyName: String
    /// The key (or double-click) the name means.
    public var trigger: BindTrigger
    /// What it does, in order.
    public var actions: [BindAction]
  }

  /// The closing delimiter for each opening one a command may be written between.
  package static let closingDelimiters: [Unicode.Scalar: Unicode.Scalar] = [
    "(": ")", "[": "]", "{": "}", "<": ">",
    "~": "~", "!": "!", "@": "@", "#": "#", "$": "$", "%": "%", "^": "^", "&": "&", "*": "*", ";": ";", "/": "/",
    "|": "|",
  ]

  /// Reads every binding of `spec`, in order.
  /// - Complexity: O(length of `spec`).
  public static func parse(_ spec: String) throws(BindSpecError) -> [Binding] {
    var reader = BindSpecReader(spec: spec)
    var bindings: [Binding] = []
    repeat {
      bindings.append(try reader.binding())
    } while try reader.nextBinding()
    return bindings
  }
}

/// A cursor over a `--bind` value.
package struct BindSpecReader {
  package let spec: String
  package let characters: [Unicode.Scalar]
  package var position = 0

  package init(spec: String) {
    self.spec = spec
    characters = Array(spec.unicodeScalars)
  }

  /// The scalars from `range` as text.
  package func text(_ range: Range<Int>) -> String {
    var text = String.UnicodeScalarView()
    text.append(contentsOf: characters[range])
    return String(text)
  }

  package func failure(_ reason: String) -> BindSpecError { BindSpecError(spec: spec, reason: reason) }

  /// `KEY:ACTION[+ACTION…]` from the current position.
  package mutating func binding() throws(BindSpecError) -> KeyBindings.Binding {
    let name = try keyName()
    let trigger: BindTrigger
    if name.lowercased() == "double-click" {
      trigger = .doubleClick
    } else if let event = FzfEvent(rawValue: name.lowercased()) {
      trigger = .event(event)
    } else if let key = FzfKeyNames.key(named: name) {
      trigger = .key(key)
    } else if let last = name.last, last.unicodeScalars.count > 1,
      name.count == 1 || ["alt-", "ctrl-"].contains(where: { name.lowercased() == $0 + String(last).lowercased() })
    {
      // It shows as one character (after `alt-` or `ctrl-`), so say why it is not one key.
      let codes = last.unicodeScalars.map(shown).joined(separator: " ")
      throw failure(
        "'\(name)' ends in one character made of \(last.unicodeScalars.count) Unicode scalars (\(codes)); a key is one scalar, as a terminal sends it (a precomposed character where Unicode has one)"
      )
    } else {
      throw failure(
        "'\(name)' is not a key name (ctrl-x, alt-x, f1, enter, esc, tab, btab, space, up, pgdn, home, double-click, a character…) or an event (start, load, change, focus, one, zero, backward-eof)"
      )
    }
    var actions: [BindAction] = []
    repeat {
      actions.append(try action(for: name))
    } while consume("+")
    return KeyBindings.Binding(keyName: name, trigger: trigger, actions: actions)
  }

  /// After a binding: true when a comma starts another, false at the end.
  package mutating func nextBinding() throws(BindSpecError) -> Bool {
    if position == characters.count { return false }
    guard consume(",") else {
      throw failure(
        "unexpected \(shown(characters[position])) after an action; bindings are separated by ',' and actions by '+'")
    }
    if position == characters.count { throw failure("nothing after the last ','") }
    return true
  }

  /// The key's name and the colon after it. A key written as one character may itself be `:` or
  /// `,` (`::accept`, `,:abort`).
  private mutating func keyName() throws(BindSpecError) -> String {
    if position + 1 < characters.count, characters[position + 1] == ":" {
      defer { position += 2 }
      return String(Character(characters[position]))
    }
    let start = position
    while position < characters.count, characters[position] != ":" {
      if characters[position] == "," { break }
      position += 1
    }
    let name = text(start..<position)
    guard consume(":") else {
      throw failure(name.isEmpty ? "a binding is KEY:ACTION, and one is empty" : "no action for '\(name)' (KEY:ACTION)")
    }
    if name.isEmpty { throw failure("an action with no key before it (KEY:ACTION)") }
    return name
  }

  /// One action, with its command when it takes one.
  package mutating func action(for key: String) throws(BindSpecError) -> BindAction {
    let start = position
    while position < characters.count, characters[position].properties.isAlphabetic || characters[position] == "-" {
      position += 1
    }
    // `backward-delete-char/eof` and `delete-char/eof`: the '/' is part of the name.
    if Array(characters[position...].prefix(4)) == ["/", "e", "o", "f"] { position += 4 }
    let name = text(start..<position).lowercased()
    if name.isEmpty { throw failure("no action for '\(key)' (accept, abort, toggle, select-all, execute(CMD)…)") }
    let command = try commandArgument(of: name)
    if let plain = BindAction.plainActions[name] {
      if command != nil { throw failure("'\(name)' takes no command") }
      return plain
    }
    // `put` alone adds the bound key's character, as in fzf.
    if name == "put", command == nil, key.unicodeScalars.count == 1 { return .put(key) }
    if let make = BindAction.argumentActions[name] {
      guard let command, let action = make(command) else {
        throw failure(
          "'\(name)' needs \(name == "pos" ? "a number: pos(N)" : name.hasSuffix("bind") ? "key names: \(name)(KEY,…)" : "a text: \(name)(TEXT)")"
        )
      }
      return action
    }
    guard let make = BindAction.commandActions[name] else {
      let known =
        "accept, abort, toggle, select-all, deselect-all, execute, execute-silent, become, reload, toggle-preview, change-preview, "
        + "up, down, first, last, page-up, page-down, select, deselect, toggle-all, change-query, pos, unbind, rebind, ignore…"
      throw failure("'\(name)' is not an action (\(known))")
    }
    guard let command else {
      throw failure("'\(name)' needs a command: \(name)(CMD), \(name)[CMD], \(name){CMD} or \(name):CMD")
    }
    // `change-preview()` is meaningful, as in fzf: the pane goes back to the record itself.
    if command.unicodeScalars.allSatisfy(\.properties.isWhitespace), name != "change-preview" {
      throw failure("'\(name)' has an empty command")
    }
    return make(command)
  }

  /// The command after an action's name, if one follows: between delimiters, or after a colon to
  /// the end of the value.
  private mutating func commandArgument(of name: String) throws(BindSpecError) -> String? {
    guard position < characters.count else { return nil }
    let opening = characters[position]
    if opening == ":" {
      defer { position = characters.count }
      return text((position + 1)..<characters.count)
    }
    guard let closing = KeyBindings.closingDelimiters[opening] else { return nil }
    let start = position + 1
    var depth = 0
    var index = start
    while index < characters.count {
      let character = characters[index]
      if character == closing {
        if depth == 0 {
          position = index + 1
          return text(start..<index)
        }
        depth -= 1
      } else if character == opening, opening != closing {
        depth += 1
      }
      index += 1
    }
    throw failure("'\(name)\(opening)' has no closing '\(closing)'")
  }

  /// `scalar` quoted for an error, or as `U+XXXX` when it would not show on its own (a combining
  /// mark, a joiner, a control).
  private func shown(_ scalar: Unicode.Scalar) -> String {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control, .spaceSeparator, .lineSeparator,
      .paragraphSeparator, .unassigned, .surrogate, .privateUse:
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    default:
      return "'\(scalar)'"
    }
  }

  package mutating func consume(_ character: Unicode.Scalar) -> Bool {
    guard position < characters.count, characters[position] == character else { return false }
    position += 1
    return true
  }
}
