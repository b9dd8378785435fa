/// `--bash`, `--zsh` and `--fish` when Cascade runs as fzf: the shell integration a user's rc file
/// evaluates (`eval "$(fzf --bash)"`), Cascade's own scripts written after fzf's behaviour: CTRL-T
/// puts the picked paths on the command line, CTRL-R the picked history line, ALT-C changes
/// directory, and in bash and zsh `**<TAB>` completes a path. They honour fzf's variables
/// (`FZF_CTRL_T_COMMAND`, `FZF_CTRL_T_OPTS`, `FZF_CTRL_R_OPTS`, `FZF_ALT_C_COMMAND`,
/// `FZF_ALT_C_OPTS`, `FZF_COMPLETION_TRIGGER`, `FZF_TMUX_HEIGHT`).
package enum FzfShellIntegration {
  /// The script the first of `--bash`, `--zsh`, `--fish` in `arguments` (as `FzfInvocation`
  /// returns them) asks for, when Cascade runs as fzf; nil otherwise.
  package static func script(for arguments: [String]) -> String? {
    guard arguments.first == "--fzf" else { return nil }
    for argument in arguments.prefix(while: { $0 != "--" }) {
      switch argument {
      case "--bash": return bash
      case "--zsh": return zsh
      case "--fish": return fish
      default: continue
      }
    }
    return nil
  }
}
