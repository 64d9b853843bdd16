package import Foundation

extension ProviderDeclaration {
  /// What in `url` may be a credential, as a clause ("holds a user name
  /// and password (user:…@)"), or `nil` when nothing does.
  ///
  /// A base URL with a user name, a password or a query is refused: it
  /// would be kept in the declaration file and printed by `api show`, and
  /// the query is never sent (each request builds its own). A token goes
  /// in the API's `auth`, from `login` or the token variable.
  ///
  /// - Complexity: O(*n*) in the length of the URL.
  package static func credentialProblem(in url: URL) -> String? {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return nil }
    if components.percentEncodedUser != nil || components.percentEncodedPassword != nil {
      return "holds a user name or password (user:…@), which explore would keep in the declaration and print"
    }
    if let query = components.percentEncodedQuery, !query.isEmpty {
      return "holds a query (?…), which may hold a token, and which explore would keep in the declaration and print (it is never sent)"
    }
    return nil
  }

  /// `location`, a document's path or URL, as explore keeps and prints
  /// it: an http(s) URL without its user name, password, query and
  /// fragment, which may hold credentials (`https://user:pw@host/doc?token=…`);
  /// a path as it is.
  ///
  /// - Returns: the location kept, and whether anything was taken out.
  package static func storableLocation(_ location: String) -> (location: String, stripped: Bool) {
    guard var components = URLComponents(string: location), let scheme = components.scheme?.lowercased(),
      scheme == "http" || scheme == "https", components.host != nil
    else { return (location, false) }
    let stripped = components.percentEncodedUser != nil || components.percentEncodedPassword != nil
      || components.percentEncodedQuery != nil || components.percentEncodedFragment != nil
    guard stripped else { return (location, false) }
    components.percentEncodedUser = nil
    components.percentEncodedPassword = nil
    components.percentEncodedQuery = nil
    components.percentEncodedFragment = nil
    return (components.string ?? location, true)
  }
}
