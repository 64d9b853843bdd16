import ExploreNetworking

/// Records from the multiple-ids endpoint, which answers `/character/1,2`
/// with an array but `/character/5` with the object itself. At most
/// ``PagingLimits/maxItemsPerPage`` records are read from an array
/// (``PageItems``).
package struct OneOrMany<Record: Decodable & Sendable>: Sendable, Decodable {
  package var records: [Record]

  package init(records: [Record]) {
    self.records = records
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    do {
      self.records = try container.decode(PageItems<Record>.self).wrappedValue
    } catch DecodingError.typeMismatch(_, let context) where context.codingPath.count == decoder.codingPath.count {
      // NB: only a mismatch of the value itself (an object where an array
      // was expected) means "one record"; a bad field inside an element of
      // an array is a real error and keeps its path.
      self.records = [try container.decode(Record.self)]
    }
  }
}
