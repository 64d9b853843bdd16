public import ExploreCore
public import Foundation

/// A recorded exchange that could not be written.
public struct RecordingError: UserFacingError, Hashable {
  /// The folder being recorded into.
  public var directory: URL
  /// The request, such as `GET /episode?page=1`.
  public var request: String
  /// Why writing failed.
  public var reason: String
  /// What to do about it.
  public var advice: String

  public init(directory: URL, request: String, reason: String, advice: String = "Check that the folder exists and is writable.") {
    self.directory = directory
    self.request = request
    self.reason = reason
    self.advice = advice
  }

  public var description: String {
    "Could not record \(request) into \(directory.path): \(reason). \(advice)"
  }
}
