public import ExploreCore
package import ExploreFiles
import Foundation

/// A ``LoginStore``'s file could not be read or written.
public struct LoginStoreError: UserFacingError {
  public enum Problem: Sendable, Hashable {
    case unreadable(String)
    case unwritable(String)
    case newerSchema(Int)
  }

  public var path: String
  public var problem: Problem
  public var service: SignInService
  /// What to do, when the file layer knows better than "check that the
  /// folder is writable": "Run `chmod 700 /srv/shared`, then try again."
  public var advice: String?

  public init(path: String, problem: Problem, service: SignInService, advice: String? = nil) {
    self.path = path
    self.problem = problem
    self.service = service
    self.advice = advice
  }

  /// A write (or a lock, or a folder check) that `failure` stopped.
  package init(writing failure: FileSystemError, service: SignInService) {
    self.init(path: failure.path.path, problem: .unwritable(failure.reason), service: service, advice: failure.advice)
  }

  public var description: String {
    switch problem {
    case .unreadable(let reason):
      let aside = FileSystemError.shellQuoted(path + ".aside")
      return "explore cannot read its stored \(service.name) logins at \(path): \(reason). explore left the file as it is: "
        + "move it aside (`mv \(FileSystemError.shellQuoted(path)) \(aside)`) and run `\(service.loginCommand)`, or \(service.tokenVariableAdvice)."
    case .unwritable(let reason):
      return "explore could not save its \(service.name) logins at \(path): \(reason). "
        + "\(advice ?? "Check that the folder is writable.") Or \(service.tokenVariableAdvice) instead."
    case .newerSchema(let version):
      return "The stored \(service.name) logins at \(path) were written by a newer explore (schema \(version)). "
        + "Update explore, or \(service.tokenVariableAdvice)."
    }
  }
}
