public import Foundation

/// Typed routes for a loopback mount: a method and a path pattern in, a
/// ``LoopbackResponse`` out.
///
/// ```swift
/// var router = LoopbackRouter()
/// router.get("/users/:login") { call in
///   .json(["login": call["login"]!])
/// }
/// ```
///
/// A pattern's `:name` segments match one path segment each (percent-decoded);
/// a handler that returns `nil` lets the next route, then the mount's fixtures, answer.
public struct LoopbackRouter: Sendable {
  /// What a handler receives.
  public struct Call: Sendable {
    /// The request, with `path` relative to the mount (`/users/octocat`).
    public var request: LoopbackRequest
    /// The values of the pattern's `:name` segments.
    public var parameters: [String: String]
    /// The mount's URL on this server: `http://127.0.0.1:PORT/github`.
    public var mountURL: URL

    /// The value of the pattern's `:name` segment.
    public subscript(_ name: String) -> String? { parameters[name] }
  }

  /// A route's handler; `nil` means "not mine".
  public typealias Handler = @Sendable (Call) -> LoopbackResponse?

  private struct Route: Sendable {
    var method: String
    /// `nil` for an interceptor, which sees every request.
    var segments: [Substring]?
    var handler: Handler
  }

  private var routes: [Route] = []

  public init() {}

  /// Adds a route for `method` (`HEAD` also matches `GET` routes) and `pattern` such as `/user/:id/followers`.
  public mutating func add(_ method: String, _ pattern: String, _ handler: @escaping Handler) {
    precondition(pattern.hasPrefix("/"), "A loopback route pattern starts with '/', got '\(pattern)'")
    routes.append(Route(method: method.uppercased(), segments: Self.segments(of: pattern), handler: handler))
  }

  /// Adds a handler that sees every request before the routes added after it
  /// (to refuse a bad token everywhere, say); it returns `nil` to let them answer.
  public mutating func intercept(_ handler: @escaping Handler) {
    routes.append(Route(method: "*", segments: nil, handler: handler))
  }

  /// Adds a `GET` route.
  public mutating func get(_ pattern: String, _ handler: @escaping Handler) { add("GET", pattern, handler) }

  /// The answer of the first route that matches and answers, or `nil`.
  ///
  /// - Complexity: O(*r*) in the number of routes.
  public func respond(to request: LoopbackRequest, mountURL: URL) -> LoopbackResponse? {
    let method = request.method == "HEAD" ? "GET" : request.method
    let path = Self.segments(of: request.path)
    for route in routes where route.method == method || route.method == "*" {
      guard let segments = route.segments else {
        if let response = route.handler(Call(request: request, parameters: [:], mountURL: mountURL)) { return response }
        continue
      }
      guard segments.count == path.count else { continue }
      var parameters: [String: String] = [:]
      let matches = zip(segments, path).allSatisfy { pattern, segment in
        guard pattern.hasPrefix(":") else { return pattern == segment }
        parameters[String(pattern.dropFirst())] = segment.removingPercentEncoding ?? String(segment)
        return true
      }
      if matches, let response = route.handler(Call(request: request, parameters: parameters, mountURL: mountURL)) {
        return response
      }
    }
    return nil
  }

  // NB: one trailing slash is ignored, as most web frameworks do.
  private static func segments(of path: String) -> [Substring] {
    var segments = Array(path.split(separator: "/", omittingEmptySubsequences: false).dropFirst())
    while segments.last == "" { segments.removeLast() }
    return segments
  }
}
