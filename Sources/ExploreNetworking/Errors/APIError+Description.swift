package import Foundation

extension APIError {
  /// A sentence or two saying what failed, why, and what to do next.
  public var description: String {
    switch kind {
    case .unauthorized:
      return "\(subject) was refused because the request was not authenticated\(statusNote). "
        + "Authenticate (sign in or set a token) and check that the token is correct and not expired."
    case .forbidden:
      return "Access to \(subjectLowercased) was denied\(statusNote). "
        + "If you are not authenticated, authenticate; if you are, check that your token has the scopes and access this needs."
    case .notFound(let what):
      return "Could not find \(what)\(statusNote). Check the spelling, and that it exists and you have access to it."
    case .validation(let messages):
      let details = messages.isEmpty ? (serverMessage ?? "no reason given") : messages.joined(separator: "; ")
      return "The API rejected the request for \(subjectLowercased)\(statusNote): \(details). Correct the input and try again."
    case .rateLimited(.primary(let resetsAt, let limit)):
      var text = "The API rate limit\(hostNote)"
      if let limit { text += " (\(limit) requests an hour)" }
      text += " is used up"
      if let resetsAt {
        text += "; it resets at \(Self.localTime(resetsAt, in: timeZone)) local time"
      }
      text += ". "
      if limit == nil || limit! <= 1000 {
        text += "Authenticating (signing in or setting a token) gives a much higher limit; otherwise try again after the reset."
      } else {
        text += "Try again after the reset."
      }
      return text
    case .rateLimited(.secondary(let retryAfter)):
      var text = "The API asked explore to slow down (a secondary rate limit\(hostNote))"
      if let serverMessage, !serverMessage.isEmpty { text += ": \(Self.sentence(serverMessage))" } else { text += "." }
      if let retryAfter {
        text += " Wait \(Self.seconds(retryAfter)) and try again."
      } else {
        text += " Wait a minute and try again, with fewer requests at once."
      }
      return text
    case .server(let status):
      return "The API server\(hostNote) failed with HTTP \(status)\(forNote) even after retrying. "
        + "This is usually temporary: try again in a few minutes."
    case .transport(let reason):
      return "Could not reach \(url?.host ?? "the API")\(forNote): \(Self.explain(reason)) "
        + "Check your network connection and the API address."
    case .undecodable(let endpoint, let jsonPath, let reason):
      let location = jsonPath.isEmpty ? "" : " at `\(jsonPath)`"
      return "Could not read the response of \(endpoint)\(location): \(reason). "
        + "The API may have changed what it returns; try again later, or report this with the command you ran."
    case .unexpectedStatus(let status):
      var text = "The API answered HTTP \(status)\(forNote)"
      if let serverMessage, !serverMessage.isEmpty { text += ": \(Self.sentence(serverMessage))" } else { text += "." }
      return text + " Check the command's arguments and try again."
    }
  }

  private var subject: String {
    guard let what, !what.isEmpty else { return "The request" }
    return "The request for \(what)"
  }

  private var subjectLowercased: String { what.flatMap { $0.isEmpty ? nil : $0 } ?? "this request" }

  private var forNote: String {
    guard let what, !what.isEmpty else { return "" }
    return " for \(what)"
  }

  private var hostNote: String {
    guard let host = url?.host else { return "" }
    return " of \(host)"
  }

  private var statusNote: String {
    guard let status else { return "" }
    if let serverMessage, !serverMessage.isEmpty {
      return " (HTTP \(status): \(serverMessage))"
    }
    return " (HTTP \(status))"
  }

  private static func sentence(_ text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let last = trimmed.last else { return trimmed }
    return ".!?".contains(last) ? trimmed : trimmed + "."
  }

  private static func explain(_ reason: TransportFailure) -> String {
    switch reason {
    case .notConnected: "this machine is not connected to a network."
    case .cannotFindHost: "the host name could not be found (DNS)."
    case .cannotConnect: "the connection was refused or could not be made."
    case .timedOut: "the request timed out."
    case .connectionLost: "the connection was lost before the response was complete."
    case .secureConnectionFailed: "a secure (TLS) connection could not be established."
    case .tooManyRedirects: "the server redirected too many times."
    case .other(let text): sentence(text)
    }
  }

  /// `22:41:07` in `timeZone`.
  package static func localTime(_ date: Date, in timeZone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "HH:mm:ss"
    return formatter.string(from: date)
  }

  /// `12 s` for a duration, rounded up to whole seconds.
  package static func seconds(_ duration: Duration) -> String {
    let (whole, attoseconds) = duration.components
    let rounded = whole + (attoseconds > 0 ? 1 : 0)
    return "\(max(rounded, 0)) s"
  }
}
