public import ExploreCore
public import Foundation

extension LoginStore {
  /// `login`'s last step: stores `credential`, which the service accepted
  /// as `login`'s, for the API at `baseURL`, and says so. Nothing is stored
  /// when the task was cancelled while the service was asked.
  ///
  /// - Parameters:
  ///   - displayHost: the host as people name it: `github.com`.
  ///   - detail: what the message adds, such as ` (scopes: read:user)`.
  public func logIn(
    _ credential: Credential, as login: String, baseURL: URL, displayHost: String, detail: String = "",
    environment: [String: String]
  ) throws -> ResourcePage {
    try Task.checkCancellation()
    try save(Login(token: credential.secret, login: login), for: baseURL)
    return ResourcePage(
      notices: overrideNotices(environment: environment), message: "Logged in to \(displayHost) as \(login)\(detail)"
    )
  }

  /// `logout`: removes the token stored for the API at `baseURL`, if any,
  /// and says what it did.
  public func logOut(baseURL: URL, displayHost: String, environment: [String: String]) throws -> ResourcePage {
    let message: String
    if let removed = try remove(for: baseURL) {
      message = "Logged out of \(displayHost): removed the stored token" + (removed.login.map { " for \($0)" } ?? "")
    } else {
      message = "No stored \(service.name) token for \(displayHost); nothing to remove"
    }
    return ResourcePage(notices: overrideNotices(environment: environment), message: message)
  }
}
