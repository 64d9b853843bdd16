import ExploreCore
import Foundation

/// An error that reached the command without a sentence of its own, such as
/// one from Foundation, described as well as it can be.
package struct UnexpectedError: UserFacingError {
  var underlying: any Error

  package init(_ underlying: any Error) {
    self.underlying = underlying
  }

  package var description: String {
    "explore failed: \(underlying.localizedDescription). Try again; if it fails again, report it with the command you ran."
  }

  /// The sentence for any error: its own, if it has one, else this one's.
  package static func describe(_ error: any Error) -> String {
    (error as? any UserFacingError)?.description ?? UnexpectedError(error).description
  }
}
