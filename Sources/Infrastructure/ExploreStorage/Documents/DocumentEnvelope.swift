/// A document with its schema version, flattened into one JSON object.
struct DocumentEnvelope<Document: VersionedDocument>: Codable {
  var document: Document

  private enum CodingKeys: String, CodingKey { case schemaVersion }

  init(document: Document) {
    self.document = document
  }

  init(from decoder: any Decoder) throws {
    self.document = try Document(from: decoder)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Document.schemaVersion, forKey: .schemaVersion)
    // NB: the document encodes into the same keyed container, so its keys
    // sit next to `schemaVersion` instead of under a wrapper key.
    try document.encode(to: encoder)
  }
}
