/// `--all` loaded every page of a list, and another number of rows than
/// the total the API gives for it: rows were lost (or added) on the way, by
/// pages that are not what the list's paging says, or by a list that
/// changed while it loaded. Said, never passed over: the command exits 1,
/// as for a list `--all` could not finish.
public struct MissingRowsError: UserFacingError, Hashable {
  /// The list, as messages name it.
  public var list: String
  /// The rows the pages held.
  public var loaded: Int
  /// The rows the API counts.
  public var total: Int

  public init(list: String, loaded: Int, total: Int) {
    self.list = list
    self.loaded = loaded
    self.total = total
  }

  /// `50 of the 82 rows the API counts; 32 are missing`, for a status line.
  public var shortfall: String { shortfall(of: "") }

  /// `50 of the 82 rows the API counts for people; 32 are missing`.
  func shortfall(of list: String) -> String {
    let difference = total - loaded
    let counted = "\(Self.grouped(loaded)) of the \(Self.grouped(total)) rows the API counts\(list.isEmpty ? "" : " for \(list)")"
    return difference > 0
      ? "\(counted); \(Self.grouped(difference)) \(difference == 1 ? "is" : "are") missing"
      : "\(counted); \(Self.grouped(-difference)) more than it counts"
  }

  public var description: String {
    "--all loaded \(shortfall(of: list)). The API's pages do not hold what its paging says, or the list changed while it "
      + "loaded: try again, and if it stays so, report it (with --verbose, which names each request)."
  }

  /// `1,234`.
  static func grouped(_ number: Int) -> String {
    var digits = String(number.magnitude)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return number < 0 ? "-" + digits : digits
  }
}
