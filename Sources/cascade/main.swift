// The `cascade` command. Parsing errors exit with status 2 (not ArgumentParser's 64) so scripts see
// one error status; --help and --version exit 0. fzf's own spellings (`-fQUERY`, `--multi=3`, `+m`,
// `--no-…`) are rewritten first (`FzfSpellings`), then `+i` and `+s` (`PlusFlags`), as ArgumentParser
// would take them for a FILE.
import ArgumentParser
import CascadeFzf
import Glibc

do {
  let arguments: [String]
  let popup: TmuxPopupSpec?
  do {
    let defaults = getenv("FZF_DEFAULT_OPTS").map { String(cString: $0) }
    let given = try FzfInvocation.arguments(
      program: CommandLine.arguments[0], Array(CommandLine.arguments.dropFirst()), environment: defaults)
    if let script = FzfShellIntegration.script(for: given) {
      print(script)
      exit(0)
    }
    if FzfVersion.isAsked(in: given) {
      print(FzfVersion.line(cascade: CascadeCommand.configuration.version))
      exit(0)
    }
    let (spec, rest) = try TmuxPopupArguments.extract(from: given)
    popup = spec
    arguments = try FzfSpellings.rewrite(rest)
  } catch {
    printError("cascade: \(error)")
    exit(2)
  }
  var command = try CascadeCommand.parse(PlusFlags.rewrite(arguments))
  if let popup, TmuxPopup.isInsideTmux, command.opensTerminal {
    fflush(nil)
    exit(TmuxPopup(spec: popup).run(arguments: command.popupArguments(CommandLine.arguments)))
  }
  let status = try command.runReturningStatus()
  fflush(nil)
  exit(status.rawValue)
} catch {
  let code = CascadeCommand.exitCode(for: error)
  if code == .success {
    print(CascadeCommand.fullMessage(for: error))
    exit(0)
  }
  printError(UnknownOptionWording.fzfWording(of: CascadeCommand.fullMessage(for: error)))
  exit(2)
}
