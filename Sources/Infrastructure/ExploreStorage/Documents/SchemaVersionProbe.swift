/// Only the version, read before the rest so a newer file is never decoded
/// with the wrong model.
struct SchemaVersionProbe: Decodable {
  var schemaVersion: Int
}
