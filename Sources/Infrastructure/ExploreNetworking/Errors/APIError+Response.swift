package import ExploreCore
package import Foundation

extension APIError {
  /// The error that a non-success `response` stands for.
  ///
  /// - Parameters:
  ///   - response: a response whose status is not 2xx.
  ///   - what: what the request was for, such as "user octocat"; a 404
  ///     says this was not found.
  ///   - now: the current time, for an HTTP-date `retry-after`.
  package init(response: HTTPResponse, what: String, now: Date = Date()) {
    let body = ErrorBody(response.body)
    let status = response.status
    let kind: Kind
    switch status {
    case 401:
      kind = .unauthorized
    case 403, 429:
      kind = Self.rateLimit(of: response, body: body, now: now).map(Kind.rateLimited) ?? (status == 403 ? .forbidden : .rateLimited(.secondary(retryAfter: nil)))
    case 404 where !body.isJSON, 410 where !body.isJSON:
      let type = response.body.isEmpty ? "" : response.headers["content-type"]?.split(separator: ";").first.map(String.init) ?? "unknown"
      kind = .unexplainedNotFound(what: what.isEmpty ? "the requested resource" : what, bodyType: type)
    case 404, 410:
      kind = .notFound(what: what.isEmpty ? "the requested resource" : what)
    case 422:
      kind = .validation(messages: body.validationMessages)
    case 500...599:
      kind = .server(status: status)
    default:
      kind = .unexpectedStatus(status)
    }
    self.init(
      kind, what: what.isEmpty ? nil : what, url: response.url, status: status, serverMessage: body.message,
      retries: response.retries)
  }

  /// The rate limit a 403 or 429 response reports, if any.
  package static func rateLimit(of response: HTTPResponse, body: ErrorBody? = nil, now: Date = Date()) -> RateLimit? {
    guard response.status == 403 || response.status == 429 else { return nil }
    let headers = RateLimitHeaders(response.headers, now: now)
    if headers.isExhausted, headers.retryAfter == nil {
      return .primary(resetsAt: headers.resetsAt, limit: headers.limit)
    }
    let message = (body ?? ErrorBody(response.body)).message ?? ""
    if headers.retryAfter != nil || message.lowercased().contains("secondary rate limit") || response.status == 429 {
      return .secondary(retryAfter: headers.retryAfter)
    }
    if headers.isExhausted {
      return .primary(resetsAt: headers.resetsAt, limit: headers.limit)
    }
    return nil
  }
}

/// The parts of an error body that explain it: GitHub's `message` and
/// `errors`, or a plain `error` string as the Rick and Morty API sends.
package struct ErrorBody: Sendable {
  package var message: String?
  package var validationMessages: [String] = []
  /// Whether the body is a JSON object, as an API explains an error.
  package var isJSON = false

  package init(_ data: Data) {
    guard !data.isEmpty,
      let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String: Any]
    else { return }
    isJSON = true
    message = (object["message"] as? String) ?? (object["error"] as? String)
    if let errors = object["errors"] as? [Any] {
      validationMessages = errors.compactMap(Self.describe)
    }
    if validationMessages.isEmpty, let message {
      validationMessages = [message]
    }
  }

  /// One entry of GitHub's `errors` array as a sentence fragment.
  private static func describe(_ entry: Any) -> String? {
    if let text = entry as? String { return text }
    guard let entry = entry as? [String: Any] else { return nil }
    if let message = entry["message"] as? String, !message.isEmpty { return message }
    let resource = entry["resource"] as? String
    let field = entry["field"] as? String
    let code = entry["code"] as? String
    let subject = [resource, field].compactMap { $0 }.joined(separator: " ")
    // NB: GitHub's documented codes: missing, missing_field, invalid,
    // already_exists, unprocessable, custom (which always has a message).
    let problem: String
    switch code {
    case "missing": problem = "does not exist"
    case "missing_field": problem = "is required"
    case "invalid": problem = "is invalid"
    case "already_exists": problem = "already exists"
    case "unprocessable": problem = "could not be processed"
    case let other?: problem = other.replacingOccurrences(of: "_", with: " ")
    case nil: problem = "was rejected"
    }
    return subject.isEmpty ? problem : "\(subject) \(problem)"
  }
}
