import ExploreCore
import ExploreURLSessionInterface
package import Foundation

extension APIError {
  /// A sentence or two saying what failed, why, and what to do next.
  ///
  /// Every part that may be missing (the request, the host, the server's
  /// message, a reset time) is left out with its words, never printed
  /// blank.
  public var description: String {
    switch kind {
    case .unauthorized:
      return "\(subject) was refused because the request was not authenticated\(statusNote). "
        + "Authenticate (sign in or set a token) and check that the token is correct and not expired."
    case .forbidden:
      return "Access to \(subjectLowercased) was denied\(statusNote). "
        + "If you are not authenticated, authenticate; if you are, check that your token has the scopes and access this needs."
    case .notFound(let what):
      // NB: the URL asked for says at once when a base URL repeats a path
      // (`/api/v2/api/v2/pokemon`), which the words alone hide.
      let asked = url.map { " at \(Redaction.string(for: $0))" } ?? ""
      return "Could not find \(Self.nonBlank(what) ?? "the requested resource")\(statusNote)\(asked). "
        + "Check the spelling, and that it exists and you have access to it."
    case .unexplainedNotFound(let what, let bodyType):
      let answered = bodyType.isEmpty ? "an empty body" : "a \(Self.quoted(bodyType)) body, not an API's JSON"
      let asked = Self.nonBlank(what) ?? "the requested resource"
      let server = Self.nonBlank(url?.host).map { host in " at " + host + (url?.port.map { ":\($0)" } ?? "") } ?? ""
      return "The server\(server) answered HTTP \(status ?? 404) with \(answered) "
        + "to \(url.map { Redaction.string(for: $0) } ?? "the request"), which asked for \(asked). "
        + "An API says what it did not find, so this answer more likely comes from another server, such as a proxy, "
        + "or from a wrong API address: check the address\(addressSource.map { " (\($0))" } ?? ""). "
        + "If it is right, \(asked) does not exist."
    case .validation(let messages):
      let given = messages.compactMap(Self.nonBlank).map(Self.quoted)
      let details = given.isEmpty ? (message ?? "no reason given") : given.joined(separator: "; ")
      return "The API rejected the request for \(subjectLowercased)\(statusNote): \(details). Correct the input and try again."
    case .rateLimited(.primary(let resetsAt, let limit)):
      var text = "The API rate limit\(hostNote)"
      if let limit { text += " (\(limit) requests an hour)" }
      text += " is used up"
      if let time = resetsAt.flatMap({ Self.localTime($0, in: timeZone) }) {
        text += "; it resets at \(time) local time"
      }
      text += ". "
      if let limit, limit > 1000 {
        text += "Try again after the reset."
      } else {
        text += "Authenticating (signing in or setting a token) gives a much higher limit; otherwise try again after the reset."
      }
      return text
    case .rateLimited(.secondary(let retryAfter)):
      var text = "The API asked explore to slow down (a secondary rate limit\(hostNote))"
      if let message { text += ": \(Self.sentence(message))" } else { text += "." }
      if let retryAfter {
        text += " Wait \(Self.seconds(retryAfter)) and try again."
      } else {
        text += " Wait a minute and try again, with fewer requests at once."
      }
      return text
    case .server(let status):
      if let requestedWait, let longestWait {
        return "The API server\(hostNote) failed with HTTP \(status)\(forNote)\(evenAfterRetriesNote), and asked to be retried in "
          + "\(Self.seconds(requestedWait)), longer than the \(Self.seconds(longestWait)) explore waits for a server. "
          + "Try again after that."
      }
      return "The API server\(hostNote) failed with HTTP \(status)\(forNote)\(evenAfterRetriesNote). "
        + "This is usually temporary: try again in a few minutes."
    case .transport(.deadlineExceeded(let limit)):
      return "\(Self.capitalized(requestName)) did not finish within \(Self.seconds(limit)), the longest explore waits for it\(evenAfterRetriesNote). "
        + "The server or the network is too slow right now: try again later."
    case .transport(.malformedResponse(let detail)):
      let shown = Self.nonBlank(detail).map { " (\(Self.quoted($0)))" } ?? ""
      return "The server\(hostNote) sent a malformed or truncated answer to \(requestName)\(evenAfterRetriesNote)\(shown): "
        + "its body did not arrive as its headers announced. This is the server's doing, not your network's: "
        + "try again later; if it goes on, report it to the API's maintainers."
    case .transport(let reason):
      return "Could not reach \(Self.nonBlank(url?.host) ?? "the API")\(forNote)\(retriesNote): \(Self.explain(reason)) "
        + "Check your network connection and the API address."
    case .undecodable(let endpoint, let jsonPath, let reason):
      let location = jsonPath.isEmpty ? "" : " at `\(jsonPath)`"
      return "Could not read the response of \(Self.nonBlank(endpoint) ?? requestName)\(location): "
        + "\(Self.nonBlank(reason) ?? "it does not have the expected shape"). "
        + "The API may have changed what it returns; try again later, or report this with the command you ran."
    case .unexpectedStatus(304):
      return "The API answered HTTP 304 (Not Modified)\(forNote), which only answers a request that asks whether something changed, "
        + "and explore did not ask; so there is nothing to show. The server's answer is wrong, not the command: "
        + "try again later, and report it to the API's maintainers if it goes on."
    case .unexpectedStatus(let status):
      var text = "The API answered HTTP \(status)\(forNote)"
      if let message { text += ": \(Self.sentence(message))" } else { text += "." }
      guard (400...499).contains(status) else {
        // NB: a 1xx, 2xx or 3xx explore cannot use is the server's doing; only a 4xx says the request was wrong.
        return text + " explore cannot use this answer; it comes from the server, not from the command: "
          + "try again later, and report it to the API's maintainers if it goes on."
      }
      return text + " Check the command's arguments and try again."
    case .responseTooLarge(let limit):
      return "The response from \(requestName) is larger than \(Self.byteCount(limit)), the most explore reads. "
        + "Ask for less (a smaller page, a narrower search); if the API should not send this much, report it."
    case .responseHeadersTooLarge(let reason):
      return "The server\(hostNote) answered \(requestName) with response headers larger than explore reads (\(Self.nonBlank(reason) ?? "too large")). "
        + "This is the server's answer, not a network failure: explore reads at most \(ResponseHead.bounds), each line at most 100 KB. "
        + "Try again later; if it goes on, report it to the API's maintainers."
    case .unsupportedScheme(let scheme):
      let shown = Self.nonBlank(scheme).map { "this URL's scheme is \($0)" } ?? "this URL has no scheme"
      return "explore did not send \(requestName): it sends requests only to http and https URLs, and \(shown). "
        + "If you set the API's address yourself, use an http or https URL; otherwise the API sent a link explore does not follow."
    }
  }

  /// The server's message on one line, unless it is blank.
  private var message: String? { Self.nonBlank(serverMessage).map(Self.quoted) }

  private var subject: String {
    guard let what = Self.nonBlank(what) else { return "The request" }
    return "The request for \(what)"
  }

  private var subjectLowercased: String { Self.nonBlank(what) ?? "this request" }

  /// What the request was for, else its URL (secrets redacted), else "the request".
  private var requestName: String {
    Self.nonBlank(what) ?? url.map { Redaction.string(for: $0) } ?? "the request"
  }

  private var forNote: String {
    guard let what = Self.nonBlank(what) else { return "" }
    return " for \(what)"
  }

  private var hostNote: String {
    guard let host = Self.nonBlank(url?.host) else { return "" }
    return " of \(host)"
  }

  private var statusNote: String {
    guard let status else { return "" }
    if let message {
      return " (HTTP \(status): \(message))"
    }
    return " (HTTP \(status))"
  }

  /// ` after 4 retries`, or nothing when the request was sent once.
  private var retriesNote: String {
    retries > 0 ? " after \(Self.retryCount(retries))" : ""
  }

  /// `, even after 4 retries`, or nothing when the request was sent once.
  private var evenAfterRetriesNote: String {
    retries > 0 ? ", even after \(Self.retryCount(retries))" : ""
  }

  /// `1 retry`, `4 retries`.
  private static func retryCount(_ count: Int) -> String {
    count == 1 ? "1 retry" : "\(count) retries"
  }

  /// The most characters of a server's text that a message quotes.
  static let longestQuote = 500

  /// A server's `text` as a message quotes it: on one line (each run of
  /// line breaks, tabs and spaces as one space, so that a carriage return
  /// cannot send the rest of the line back over the start), and at most
  /// ``longestQuote`` characters. The terminal's sanitiser still cleans
  /// the whole message when it is printed.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func quoted(_ text: String) -> String {
    var line = ""
    var pendingSpace = false
    var count = 0
    for character in text {
      if character.isWhitespace {
        pendingSpace = !line.isEmpty
        continue
      }
      if pendingSpace {
        line.append(" ")
        count += 1
        pendingSpace = false
      }
      guard count < longestQuote else { return line + "…" }
      line.append(character)
      count += 1
    }
    return line
  }

  /// `text` trimmed, or `nil` when nothing is left.
  private static func nonBlank(_ text: String?) -> String? {
    guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
    return trimmed
  }

  private static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
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
    case .deadlineExceeded(let limit): "the response did not arrive in full within \(seconds(limit))."
    case .malformedResponse(let text): "the server sent a malformed or truncated answer" + (nonBlank(text).map { " (\(quoted($0)))." } ?? ".")
    case .other(let text): nonBlank(text).map(sentence) ?? "the network failed without saying why."
    }
  }

  /// `22:41:07` in `timeZone`, or `nil` when the date cannot be shown.
  package static func localTime(_ date: Date, in timeZone: TimeZone) -> String? {
    guard date.timeIntervalSince1970.isFinite else { return nil }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "HH:mm:ss"
    return nonBlank(formatter.string(from: date))
  }

  /// `12 s` for a duration, rounded up to whole seconds.
  package static func seconds(_ duration: Duration) -> String {
    let (whole, attoseconds) = duration.components
    let rounded = attoseconds > 0 && whole < .max ? whole + 1 : whole
    return "\(max(rounded, 0)) s"
  }

  /// `32 MB`, `512 KB` or `900 bytes` (1 MB is 1,048,576 bytes).
  package static func byteCount(_ bytes: Int) -> String {
    let megabyte = 1_048_576
    if bytes >= megabyte {
      return bytes % megabyte == 0 ? "\(bytes / megabyte) MB" : String(format: "%.1f MB", Double(bytes) / Double(megabyte))
    }
    if bytes >= 1024 {
      return bytes % 1024 == 0 ? "\(bytes / 1024) KB" : String(format: "%.1f KB", Double(bytes) / 1024)
    }
    return bytes == 1 ? "1 byte" : "\(bytes) bytes"
  }
}
