// The `cascade` command. Parsing errors exit with status 2 (not ArgumentParser's 64) so scripts see
// one error status; --help and --version exit 0. fzf's own spellings (`-fQUERY`, `--multi=3`, `+m`,
// `--no-…`) are rewritten first (`FzfSpellings`), then `+i` and `+s` (`PlusFlags`), as ArgumentParser
// would take them for a FILE.
import ArgumentParser
import Glibc

do {
  let arguments: [String]
  do {
    let defaults = getenv("FZF_DEFAULT_OPTS").map { String(cString: $0) }
    let given = try FzfInvocation.arguments(
      program: CommandLine.arguments[0], Array(CommandLine.arguments.dropFirst()), environment: defaults)
    arguments = try FzfSpellings.rewrite(given)
  } catch {
    printError("cascade: \(error)")
    exit(2)
  }
  var command = try CascadeCommand.parse(PlusFlags.rewrite(arguments))
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
