import ExploreCore
public import ExplorePictures

/// Why a picture was left out. Never fatal: the command goes on without it,
/// and `--verbose` prints ``description``.
public struct PictureLoadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Sendable, Equatable {
    /// The server answered with a status other than 200.
    case status(Int)
    /// The body is larger than the limit, in bytes (its size, when known).
    case tooLarge(bytes: Int?, limit: Int)
    /// No whole answer within the timeout, in milliseconds.
    case timedOut(milliseconds: Int)
    /// No answer at all: the host cannot be reached, or `--offline` has no fixture.
    case unreachable(String)
    /// The bytes are no picture explore decodes, or a damaged one.
    case undecodable(PictureError)
  }

  /// The picture's address, as shown (secret query items redacted).
  public var address: String
  public var reason: Reason

  public init(address: String, reason: Reason) {
    self.address = address
    self.reason = reason
  }

  public var description: String {
    let why =
      switch reason {
      case .status(let status): "the server answered HTTP \(status)"
      case .tooLarge(let bytes?, let limit): "it has \(bytes) bytes, more than the \(limit) a picture may have"
      case .tooLarge(nil, let limit): "it has more than the \(limit) bytes a picture may have"
      case .timedOut(let milliseconds):
        "it did not arrive within " + (milliseconds % 1_000 == 0 ? "\(milliseconds / 1_000) s" : "\(milliseconds) ms")
      case .unreachable(let text): text
      case .undecodable(let error): error.description
      }
    return "picture left out: \(address): \(why)"
  }
}
