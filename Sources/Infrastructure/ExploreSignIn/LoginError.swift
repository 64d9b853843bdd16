public import ExploreCore

/// `login` was run in a way that cannot give explore a token.
public struct LoginError: UserFacingError {
  public enum Reason: Sendable, Hashable {
    /// `--with-token` with nothing on standard input.
    case emptyInput
    /// Both `--with-token` and the tool's flag, such as `--from-gh`.
    case conflictingSources(String)
    /// A device-flow option, such as `--web`, with one of `others`.
    case deviceFlowOnly(String, others: [String])
    /// `login` without `--with-token`, for a service that has no other way.
    case tokenOnly
  }

  public var reason: Reason
  public var service: SignInService

  public init(_ reason: Reason, service: SignInService) {
    self.reason = reason
    self.service = service
  }

  public var description: String {
    switch reason {
    case .emptyInput:
      "No token arrived on standard input. Pipe one in: `\(service.loginCommand) --with-token < token.txt`."
    case .conflictingSources(let flag):
      "--with-token and \(flag) each give explore a token; choose one."
    case .deviceFlowOnly(let option, let others):
      "\(option) belongs to the browser sign-in; leave it out with \(others.joined(separator: " or "))."
    case .tokenOnly:
      "\(service.name) signs in with a token only: pipe it in with `\(service.loginCommand) --with-token < token.txt`"
        + (service.tokenVariables.first.map { ", or set \($0)." } ?? ".")
    }
  }

  public var category: ErrorCategory {
    switch reason {
    case .emptyInput: .runtime
    case .conflictingSources, .deviceFlowOnly, .tokenOnly: .usage
    }
  }
}
