// The `cascade` command. Parsing errors exit with status 2 (not ArgumentParser's 64) so scripts see
// one error status; --help and --version exit 0. fzf's `+i` and `+s` are spelled out first
// (`PlusFlags`), as ArgumentParser would take them for a FILE.
import ArgumentParser
import Glibc

do {
  var command = try CascadeCommand.parse(PlusFlags.rewrite(Array(CommandLine.arguments.dropFirst())))
  let status = try command.runReturningStatus()
  fflush(nil)
  exit(status.rawValue)
} catch {
  let code = CascadeCommand.exitCode(for: error)
  if code == .success {
    print(CascadeCommand.fullMessage(for: error))
    exit(0)
  }
  printError(CascadeCommand.fullMessage(for: error))
  exit(2)
}
