import ExploreCore

/// Standard input could not be read, or held more than explore reads.
package struct StandardInputError: UserFacingError, Hashable {
  package enum Reason: Sendable, Hashable {
    /// More than `limit` bytes arrived.
    case tooLarge(limit: Int)
    /// Standard input is a directory (`< /tmp`).
    case directory
    /// Standard input is closed (`<&-`).
    case closed
    /// `read` failed with this `errno`.
    case unreadable(Int32)
  }

  package var reason: Reason

  package init(_ reason: Reason) {
    self.reason = reason
  }

  package var description: String {
    switch reason {
    case .tooLarge(let limit):
      "Standard input holds more than \(Self.size(limit)), the most explore reads from it: what it reads there is a token (`login --with-token`), which is far shorter. Pipe in only the token, as in `--with-token < token.txt`."
    case .directory:
      "Could not read standard input: it is a directory. Redirect it from a file or a pipe, as in `--with-token < token.txt`."
    case .closed:
      "Could not read standard input: it is closed. Redirect it from a file or a pipe, as in `--with-token < token.txt`."
    case .unreadable(let code):
      "Could not read standard input: \(StandardStreams.describe(code)). Redirect it from a file or a pipe, as in `--with-token < token.txt`."
    }
  }

  /// `limit` in the largest binary unit that divides it: "1 MiB", "64 KiB".
  static func size(_ limit: Int) -> String {
    for (unit, bytes) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where limit >= bytes && limit % bytes == 0 {
      return "\(limit / bytes) \(unit)"
    }
    return limit == 1 ? "1 byte" : "\(limit) bytes"
  }
}
