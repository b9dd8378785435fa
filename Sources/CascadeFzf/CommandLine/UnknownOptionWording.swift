/// ArgumentParser's "Unknown option '--foobar'." in fzf's words, "unknown option: --foobar", so a
/// script written for fzf that greps its error finds it; the suggestion and usage lines stay.
package enum UnknownOptionWording {
  /// `message` with its first "Unknown option 'NAME'" in fzf's words; unchanged otherwise.
  /// - Complexity: O(message).
  package static func fzfWording(of message: String) -> String {
    let marker = "Unknown option '"
    guard let start = message.firstRange(of: marker),
      let end = message[start.upperBound...].firstIndex(of: "'")
    else { return message }
    let name = message[start.upperBound..<end]
    return message[..<start.lowerBound] + "unknown option: " + name + message[message.index(after: end)...]
  }
}
