import Foundation

/// A value that several threads share, reached only through ``withLock(_:)``.
///
/// NB: `@unchecked Sendable` is sound here because every read and write of
/// `value` happens inside `lock`, and `withLock` never lets the value escape
/// by reference. (`Synchronization.Mutex` needs macOS 15; the package supports 13.)
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) {
    self.value = value
  }

  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
