import ExploreCore
/// A display field that decodes as absent, with a ``DecodingNotes`` note,
/// when it is missing, `null`, malformed or out of range (an integer beyond
/// `Int64`), rather than failing the whole response.
///
/// Only the fields that identify a record (and the list itself) should be
/// required; everything a user merely reads is display, and real payloads
/// vary across years and API versions:
///
/// ```swift
/// struct Profile: Decodable {
///   var login: String                   // required: identifies the item
///   @Tolerant var followers: Int?       // absent when missing or not a number
///   @Tolerant var createdAt: Date?      // absent when not a date
/// }
/// ```
///
/// Works with synthesized `Decodable`: the overload of
/// `KeyedDecodingContainer.decode(_:forKey:)` below turns a missing key into
/// an absent value.
@propertyWrapper
public struct Tolerant<Value: Decodable & Sendable>: Decodable, Sendable {
  public var wrappedValue: Value?

  public init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self.wrappedValue = nil
      return
    }
    do {
      self.wrappedValue = try container.decode(Value.self)
    } catch let error as DecodingError where !DecodingErrorDescription.isOutOfRange(error) {
      DecodingNotes.current?.add(DecodingErrorDescription.describe(error).reason, at: decoder.codingPath)
      self.wrappedValue = nil
    } catch {
      // NB: a number that does not fit the type (an integer beyond Int64,
      // `1e400`, `1.5` for an Int). On Linux, Foundation's JSONDecoder throws
      // an error of its own here, not a `DecodingError`; uncaught, it became
      // "not valid JSON" for the whole body.
      DecodingNotes.current?.add(DecodingErrorDescription.outOfRangeReason(for: Value.self), at: decoder.codingPath)
      self.wrappedValue = nil
    }
  }
}

extension Tolerant: Equatable where Value: Equatable {}
extension Tolerant: Hashable where Value: Hashable {}

extension KeyedDecodingContainer {
  /// A ``Tolerant`` field: absent, with a note, when its key is missing.
  public func decode<Value>(_ type: Tolerant<Value>.Type, forKey key: Key) throws -> Tolerant<Value> {
    guard contains(key) else {
      DecodingNotes.current?.add("the field is missing", at: codingPath + [key])
      return Tolerant(wrappedValue: nil)
    }
    return try decodeIfPresent(type, forKey: key) ?? Tolerant(wrappedValue: nil)
  }
}
