package import ExploreCommandRuntime
import ExploreLiveLists
/// How a command line starts, worked out before any task or thread does:
/// finished already (help, the version, a usage error, written and with
/// its status), or a run that loads, which ``ExploreProcess`` runs in a
/// task of its own.
package enum CommandStart: Sendable {
  /// The command wrote what it had to and ends with this status.
  case finished(Int32)
  /// The command loads: run it with the process's standard I/O.
  case load(@Sendable (CommandIO) async -> Int32)
}
