import ArgumentParser
import CascadeSystem

// Enter picks when Cascade is a picker: a script waiting on stdout (`vim "$(find . | cascade)"`)
// gets the card back as fzf's accept gives it; at a terminal Enter opens the card, unless Cascade
// runs as fzf (`--fzf`, a link named fzf), where Enter accepts wherever stdout goes. `--pick`,
// `--expect` and `--no-pick` say so outright, and a key bound to Enter with `--bind` wins over all.

extension CascadeCommand {
  /// True when Enter picks the focused card (or the `--multi` selection) and ends the session.
  var picksOnEnter: Bool {
    if noPick { return false }
    return pick || expect != nil || fzfArguments.fzf || !SystemEnvironment.isTerminal(DescriptorCopy.standardOutput)
  }

  func validatePickOptions() throws {
    if pick && noPick { throw ValidationError("--pick and --no-pick cannot be used together.") }
  }
}
