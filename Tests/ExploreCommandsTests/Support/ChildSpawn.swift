import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `posix_spawn` as the end-to-end tests start children: every signal at its
/// default action and unblocked, whatever the test runner set, and no
/// descriptor inherited but those `arrange` puts on 0, 1 and 2.
///
/// ```swift
/// let pid = try ChildSpawn.spawn(executable, arguments: [], environment: [:], group: .session) { actions in
///   for target: Int32 in [0, 1, 2] { posix_spawn_file_actions_adddup2(&actions, slave, target) }
/// }
/// ```
enum ChildSpawn {
  #if canImport(Darwin)
  typealias FileActions = posix_spawn_file_actions_t?
  #else
  typealias FileActions = posix_spawn_file_actions_t
  #endif

  /// Where the child runs, as far as job control goes.
  enum Group {
    /// The test runner's process group.
    case runner
    /// A process group of its own in the runner's session, as a shell
    /// starts a job.
    case own
    /// A session of its own, as a terminal emulator starts a shell.
    case session
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Starts `executable` with exactly `environment`.
  ///
  /// - Parameter arrange: adds the file actions that give the child its
  ///   descriptors 0, 1 and 2.
  /// - Returns: the child's process id.
  static func spawn(
    _ executable: URL, arguments: [String], environment: [String: String], group: Group,
    arrange: (inout FileActions) -> Void
  ) throws -> pid_t {
    var actions = FileActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    arrange(&actions)
    #if canImport(Glibc)
    // NB: the child must not inherit the test runner's other descriptors,
    // such as the write end of a loopback server's stdin pipe, or another
    // child's pipe, which would then never close or hang up.
    // glibc (2.34+) has the call, but the Glibc module does not export it.
    typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
      _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
    }
    #endif

    #if canImport(Darwin)
    var attributes: posix_spawnattr_t?
    #else
    var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    // NB: POSIX_SPAWN_SETSID is 0x80 in glibc and 0x400 on Darwin.
    #if canImport(Darwin)
    let setsid: Int32 = 0x400
    #else
    let setsid: Int32 = 0x80
    #endif
    var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    switch group {
    case .runner: break
    case .own:
      posix_spawnattr_setpgroup(&attributes, 0)
      flags |= Int32(POSIX_SPAWN_SETPGROUP)
    case .session: flags |= setsid
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
    guard status == 0 else { throw Failure(description: "posix_spawn failed: \(status)") }
    return pid
  }
}
