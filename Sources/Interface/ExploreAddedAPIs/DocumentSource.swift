package import ExploreCore
import ExploreTables
import ExploreDeclarations
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
      // NB: named without what may be credentials (`user:pw@`, `?token=`).
      let shown = ProviderDeclaration.storableLocation(location).location
      guard let transport else { throw APIAddError(name: "", problem: .unreadable(shown, "explore cannot reach the network here")) }
      let response: HTTPResponse
      do {
        response = try await transport.send(HTTPRequest(method: .get, url: url))
      } catch var error as APIError {
        error.what = "the document \(shown)"
        error.url = URL(string: shown)
        throw error
      }
      guard (200..<300).contains(response.status) else {
        throw APIAddError(name: "", problem: .unreadable(shown, "the server answered \(response.status)"))
      }
      guard response.body.count <= Self.maximumSize else {
        throw APIAddError(name: "", problem: .tooLarge(shown, response.body.count, limit: Self.maximumSize))
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

  /// Whether `data` is a JSON object with `key` among its own keys (not a
  /// nested object's), read in one pass without building anything, however
  /// deep it nests and whatever numbers it holds.
  ///
  /// NB: for a document ``isDeclaration(_:)`` could not parse: one with an
  /// `explore` key is a declaration whose own reader says what is wrong
  /// (nesting too deep, a number out of range, with the place), rather
  /// than an OpenAPI document without `openapi`.
  ///
  /// - Complexity: O(*n*) in the size of `data`, O(1) memory.
  package static func hasTopLevelKey(_ key: String, in data: Data) -> Bool {
    let wanted = Array(("\"" + key + "\"").utf8)
    return data.withUnsafeBytes { raw -> Bool in
      let bytes = raw.bindMemory(to: UInt8.self)
      var depth = 0
      var index = 0
      var isObject = false
      // NB: a string at depth 1 right after `{` or `,` is a key of the object itself.
      var expectingKey = false
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
          let start = index
          index += 1
          while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
          }
          if depth == 1, expectingKey, bytes[start...].starts(with: wanted), index == start + wanted.count - 1 { return true }
          expectingKey = false
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
          if depth == 1 { isObject = byte == UInt8(ascii: "{") }
          expectingKey = depth == 1 && isObject
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
        case UInt8(ascii: ","):
          expectingKey = depth == 1 && isObject
        case 0x20, 0x09, 0x0A, 0x0D:
          break
        default:
          expectingKey = false
        }
        index += 1
      }
      return false
    }
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
