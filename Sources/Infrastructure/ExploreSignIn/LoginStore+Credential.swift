public import ExploreCore
public import Foundation

extension LoginStore {
  /// The token from the first of the service's ``SignInService/tokenVariables``
  /// that is set, else the login stored for `baseURL`'s host, else `nil`.
  ///
  /// Blank variables count as unset. A stored token in a file that others
  /// may read still works; `warn` is told how to fix the file's mode.
  ///
  /// - Throws: ``InvalidCredentialError`` when the token (after trimming
  ///   surrounding whitespace) contains a line break or another control
  ///   character, so that no request goes out unauthenticated by surprise;
  ///   ``LoginStoreError`` when the stored logins cannot be read.
  public func credential(
    environment: [String: String],
    baseURL: URL,
    scheme: Credential.Scheme = .bearer,
    warn: (String) -> Void = { _ in }
  ) throws -> Credential? {
    if let variable = overridingVariable(in: environment), let value = environment[variable] {
      return try Credential(validating: value, scheme: scheme, source: variable)
    }
    guard let stored = try login(for: baseURL) else {
      // NB: a token kept for this host over https is not sent over plain
      // http (``storageKey(for:)``); the request goes without, and why is said.
      if Self.isPlainHTTP(baseURL), try login(forHost: Self.hostKey(for: baseURL)) != nil {
        warn(plainHTTPRefusal(baseURL: baseURL))
      }
      return nil
    }
    if isReadableByOthers {
      let path = fileURL.path
      warn("explore's stored \(service.name) token at \(path) is readable by other users; run `chmod 600 \(path)`.")
    }
    return try Credential(validating: stored.token, scheme: scheme, source: Self.storedLoginSource)
  }

  /// Why the token kept for `baseURL`'s host over https is not sent to it
  /// over plain http, and what to do.
  func plainHTTPRefusal(baseURL: URL) -> String {
    let host = Self.hostKey(for: baseURL)
    return "explore keeps a \(service.name) token for \(host) over https, and does not send it over plain http to "
      + "http://\(host), where anyone on the way could read it, so requests there go without a token. "
      + "Use the API's https address, or keep a token for this http address with `\(service.loginCommand) --with-token`."
  }

  /// The first token variable set (not blank) in `environment`: it wins
  /// over a stored login.
  public func overridingVariable(in environment: [String: String]) -> String? {
    service.tokenVariables.first { variable in
      environment[variable].map { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty } ?? false
    }
  }

  /// The notice `login` and `logout` give when a variable overrides the
  /// stored token, or none.
  public func overrideNotices(environment: [String: String]) -> [String] {
    guard let variable = overridingVariable(in: environment) else { return [] }
    return ["\(variable) is set, so explore uses it instead of the stored token until you unset it"]
  }
}
