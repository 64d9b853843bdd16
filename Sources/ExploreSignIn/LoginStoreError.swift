public import ExploreCore

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

  public init(path: String, problem: Problem, service: SignInService) {
    self.path = path
    self.problem = problem
    self.service = service
  }

  public var description: String {
    switch problem {
    case .unreadable(let reason):
      "explore cannot read its stored \(service.name) logins at \(path): \(reason). "
        + "Move the file aside and run `\(service.loginCommand)`, or \(service.tokenVariableAdvice)."
    case .unwritable(let reason):
      "explore could not save its \(service.name) logins at \(path): \(reason). "
        + "Check that the folder is writable, or \(service.tokenVariableAdvice) instead."
    case .newerSchema(let version):
      "The stored \(service.name) logins at \(path) were written by a newer explore (schema \(version)). "
        + "Update explore, or \(service.tokenVariableAdvice)."
    }
  }
}
