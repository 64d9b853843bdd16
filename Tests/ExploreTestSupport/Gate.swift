/// Holds tasks until a test opens it, so that tests order concurrent work
/// by hand instead of by sleeping. Waiting ignores cancellation on purpose:
/// it stands for a server that answers late whatever the client does.
public actor Gate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var arrivals = 0

  public init() {}

  /// Returns once the gate is open.
  public func wait() async {
    arrivals += 1
    notifyWatchers()
    guard !isOpen else { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  /// Opens the gate for every waiting and later task.
  public func open() {
    isOpen = true
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume() }
  }

  /// Returns once `count` tasks have reached the gate.
  public func waitForArrivals(_ count: Int) async {
    guard arrivals < count else { return }
    await withCheckedContinuation { watchers.append((count, $0)) }
  }

  private func notifyWatchers() {
    let ready = watchers.filter { $0.count <= arrivals }
    watchers.removeAll { $0.count <= arrivals }
    for watcher in ready { watcher.continuation.resume() }
  }
}
