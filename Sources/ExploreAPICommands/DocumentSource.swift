package import ExploreCore
import ExploreFiles
import ExploreNetworking
package import Foundation

/// Where `explore api add` reads a document from: a file, or an http(s)
/// URL, within a size bound either way.
package struct DocumentSource: Sendable {
  /// The path or URL as given.
  package var location: String

  /// The most bytes a document may hold. NB: the largest published
  /// descriptions (a major code-hosting API's, with every operation) are
  /// about 12 MB of JSON.
  package static let maximumSize = 32 << 20

  package init(_ location: String) {
    self.location = location
  }

  /// Whether ``location`` is an http(s) URL rather than a path.
  package var url: URL? {
    guard let url = URL(string: location), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil
    else { return nil }
    return url
  }

  /// The document's bytes, from its file or, through `transport`, its URL.
  ///
  /// - Throws: ``APIAddError`` naming the document when it cannot be read,
  ///   is too large, or its server answers with an error.
  package func read(through transport: (any HTTPTransport)? = nil) async throws -> Data {
    if let url {
      guard let transport else { throw APIAddError(name: "", problem: .unreadable(location, "explore cannot reach the network here")) }
      let response = try await transport.send(HTTPRequest(method: .get, url: url))
      guard (200..<300).contains(response.status) else {
        throw APIAddError(name: "", problem: .unreadable(location, "the server answered \(response.status)"))
      }
      guard response.body.count <= Self.maximumSize else {
        throw APIAddError(name: "", problem: .tooLarge(location, response.body.count, limit: Self.maximumSize))
      }
      return response.body
    }
    let file = URL(fileURLWithPath: location)
    let data: Data?
    do throws(FileSystemError) {
      // NB: bounded before a byte is read: a 2 GB file, a pipe or a device is refused at once.
      data = try BoundedFile.contents(of: file, limit: Self.maximumSize)
    } catch {
      if case .tooLarge(let bytes, let limit) = error.problem {
        throw APIAddError(name: "", problem: .tooLarge(location, Int(clamping: bytes), limit: limit))
      }
      throw APIAddError(name: "", problem: .unreadable(location, error.reason))
    }
    guard let data else { throw APIAddError(name: "", problem: .unreadable(location, "there is no such file")) }
    return data
  }

  /// Whether `data` is an explore declaration (a JSON object whose
  /// `explore` key is a number) rather than an OpenAPI document.
  ///
  /// - Complexity: O(*n*) in the size of `data`, and O(1) memory: only the
  ///   object's top-level keys are read (``TopLevelKeys``).
  package static func isDeclaration(_ data: Data) -> Bool {
    let keys = TopLevelKeys(scanning: data, for: ["explore", "openapi"])
    return keys.hasNumber(at: "explore") && !keys.has("openapi")
  }
}
