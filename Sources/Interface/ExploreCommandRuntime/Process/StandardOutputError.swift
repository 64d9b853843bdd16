import ExploreCore
import ExploreTerminal

/// Standard output refused a write for a reason other than its reader
/// leaving (that one, EPIPE, ends the run quietly): a full disk, a closed
/// descriptor, an I/O error.
package struct StandardOutputError: UserFacingError, Hashable {
  /// The `errno` of the failed write.
  package var code: Int32

  package init(code: Int32) {
    self.code = code
  }

  package var description: String {
    "Could not write to standard output: \(StandardStreams.describe(code)). Send the output somewhere that can take it, such as a file on a disk with space, or a pipe."
  }
}
