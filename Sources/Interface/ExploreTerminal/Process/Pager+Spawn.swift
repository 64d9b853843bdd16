import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Pager {
  /// A pager started: its process and the write end of its standard input.
  struct Child {
    var pid: pid_t
    var input: Int32
  }

  /// Starts `/bin/sh -c command` in explore's own process group, with a
  /// pipe on its standard input and explore's standard output and error,
  /// none of explore's signals blocked, and every signal at its default
  /// action but SIGINT and SIGQUIT, which stay ignored: a pager such as
  /// less handles them itself, and the shell between explore and it must
  /// not end on a Ctrl-C that leaves it running.
  ///
  /// NB: not Foundation's `Process`, which on Linux starts the child in a
  /// process group of its own: a group the terminal does not have in the
  /// foreground, so the first key `less` reads from the terminal stops it
  /// (SIGTTIN), and explore waited for it for ever. A pager, as git's and
  /// gh's, runs in the foreground job with explore.
  ///
  /// - Returns: `nil` when it could not start.
  static func spawn(_ command: String, environment: [String: String]) -> Child? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    let (readEnd, writeEnd) = (ends[0], ends[1])
    // NB: neither end is inherited by another child started meanwhile;
    // `dup2` below gives the pager its copy of the read end without the flag.
    _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)

    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
    var attributes: posix_spawnattr_t?
    #else
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // NB: explore ignores SIGPIPE, and may block signals on the thread
    // that spawns; the pager gets neither.
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var defaultSignals = sigset_t()
    sigfillset(&defaultSignals)
    sigdelset(&defaultSignals, SIGINT)
    sigdelset(&defaultSignals, SIGQUIT)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let shell = "/bin/sh"
    let arguments: [String] = [shell, "-c", command]
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, shell, &actions, &attributes, argv, envp)
    close(readEnd)
    guard status == 0 else {
      close(writeEnd)
      return nil
    }
    return Child(pid: pid, input: writeEnd)
  }

  /// Waits for `pid` to end.
  ///
  /// - Returns: `true` when it exited with status 0.
  static func wait(for pid: pid_t) -> Bool {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return false }
    }
    // NB: WIFEXITED and WEXITSTATUS are macros Swift does not import.
    return status & 0x7F == 0 && (status >> 8) & 0xFF == 0
  }
}
