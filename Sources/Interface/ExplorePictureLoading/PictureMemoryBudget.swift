import ExplorePictures

/// The memory that picture decodes in flight may use together: each
/// decode reserves what its header says it needs
/// (``ExplorePictures/PictureHeader/workingBytes(reduction:)``) and waits,
/// first come first served, until that much is free.
///
/// ```swift
/// let reserved = await budget.reserve(header.workingBytes(reduction: reduction))
/// let decoded = try? PictureDecoder().decode(bytes, reduction: reduction)
/// await budget.release(reserved)
/// ```
///
/// A reservation larger than the whole budget is cut to it, and so waits
/// until nothing else is decoding: one decode alone always runs.
public actor PictureMemoryBudget {
  /// The most bytes reserved at once.
  public let capacity: Int
  /// The bytes reserved now.
  public private(set) var reserved = 0
  /// The most bytes that were ever reserved at once.
  public private(set) var peak = 0
  private var waiting: [(bytes: Int, continuation: CheckedContinuation<Void, Never>)] = []

  public init(capacity: Int) {
    precondition(capacity > 0, "A memory budget holds at least one byte")
    self.capacity = capacity
  }

  /// The budget every ``PictureLoader`` shares unless given its own:
  /// 128 MiB, the working memory one picture may have
  /// (``PictureLoader/limits``), so a grid's decodes together never take
  /// more than the largest one alone may.
  public static let shared = PictureMemoryBudget(capacity: PictureLoader.limits.maxDecodedBytes)

  /// Waits until `bytes` (cut to 0...``capacity``) are free and reserves
  /// them; returns what was reserved, to give back to ``release(_:)``.
  public func reserve(_ bytes: Int) async -> Int {
    let bytes = min(max(bytes, 0), capacity)
    if waiting.isEmpty && reserved + bytes <= capacity {
      take(bytes)
      return bytes
    }
    await withCheckedContinuation { waiting.append((bytes, $0)) }
    return bytes
  }

  /// Gives back `bytes` that ``reserve(_:)`` returned, and lets the
  /// decodes waiting first go on while they fit.
  public func release(_ bytes: Int) {
    reserved -= bytes
    while let first = waiting.first, reserved + first.bytes <= capacity {
      waiting.removeFirst()
      take(first.bytes)
      first.continuation.resume()
    }
  }

  private func take(_ bytes: Int) {
    reserved += bytes
    peak = max(peak, reserved)
  }
}
