// The `cascade` command. Parsing errors exit with status 2 (not ArgumentParser's 64) so scripts see
// one error status; --help and --version exit 0. fzf's own spellings (`-fQUERY`, `--multi=3`, `+m`,
// `--no-…`) are rewritten first (`FzfSpellings`), then `+i` and `+s` (`PlusFlags`), as ArgumentParser
// would take them for a FILE.
import ArgumentParser
import CascadeFzf
import CascadeSystem

do {
  let arguments: [String]
  let popup: TmuxPopupSpec?
  do {
    let defaults = SystemEnvironment.value(of: "FZF_DEFAULT_OPTS")
    let given = try FzfInvocation.arguments(
      program: CommandLine.arguments[0], Array(CommandLine.arguments.dropFirst()), environment: defaults)
    if let script = FzfShellIntegration.script(for: given) {
      print(script)
      SystemProcess.exit(0)
    }
    if FzfVersion.isAsked(in: given) {
      print(FzfVersion.line(cascade: CascadeCommand.configuration.version))
      SystemProcess.exit(0)
    }
    let (spec, rest) = try TmuxPopupArguments.extract(from: given)
    popup = spec
    arguments = try FzfSpellings.rewrite(rest)
  } catch {
    printError("cascade: \(error)")
    SystemProcess.exit(2)
  }
  var command = try CascadeCommand.parse(PlusFlags.rewrite(arguments))
  if let popup, TmuxPopup.isInsideTmux, command.opensTerminal {
    SystemProcess.exit(TmuxPopup(spec: popup).run(arguments: command.popupArguments(CommandLine.arguments)))
  }
  let status = try command.runReturningStatus()
  SystemProcess.exit(status.rawValue)
} catch {
  let code = CascadeCommand.exitCode(for: error)
  if code == .success {
    print(CascadeCommand.fullMessage(for: error))
    SystemProcess.exit(0)
  }
  printError(UnknownOptionWording.fzfWording(of: CascadeCommand.fullMessage(for: error)))
  SystemProcess.exit(2)
}
