import ExploreTestSupport
import Foundation

/// When the loopback server last answered an avatar: the followers'
/// mount (``AvatarFollowers``) with each avatar answer's moment noted, on
/// the clock the benchmark reads the pseudo-terminal with.
final class AvatarClock: @unchecked Sendable {
  // NB: @unchecked: `last` is read and written only while `lock` is held.
  private let lock = NSLock()
  private var last: ContinuousClock.Instant?

  /// The last avatar answered since ``reset()``.
  var lastAnswer: ContinuousClock.Instant? { lock.withLock { last } }

  func reset() { lock.withLock { last = nil } }

  /// ``AvatarFollowers/mount(count:maxAge:)``, each avatar answer noted as
  /// it leaves the router (after the latency a fault adds).
  func mount() -> LoopbackMount {
    var mount = AvatarFollowers.mount()
    let inner = mount.router
    var router = LoopbackRouter()
    router.intercept { [self] call in
      let response = inner.respond(to: call.request, mountURL: call.mountURL)
      if call.request.path.contains(AvatarFollowers.avatarPath) {
        let now = ContinuousClock.now
        lock.withLock { last = max(last ?? now, now) }
      }
      return response
    }
    mount.router = router
    return mount
  }
}
