import BenchmarkTiming
import Foundation

/// Rick and Morty's `GET /api/character?page=N` (20 a page) and
/// `GET /api/character/avatar/{id}.jpeg`, served from the recorded corpus
/// (`../shared/corpus/rickmorty`): its 826 characters, with their URLs
/// moved to the loopback server, and its 28 pictures, each character getting
/// one of them (its own where the corpus has it).
struct CharacterPages: Sendable {
  /// The characters as JSON objects, in order, the API's URLs written with
  /// ``base`` in place of `https://rickandmortyapi.com`.
  private let characters: [String]
  /// The corpus pictures, by character id where the corpus has one.
  private let pictures: [Int: [UInt8]]
  private let pictureIDs: [Int]
  private static let pageSize = 20
  private static let base = "{{base}}"

  /// The corpus at `corpus` (the folder holding `characters.json` and
  /// `images/`); `nil` when the corpus is not there.
  init?(corpus: URL) throws {
    let charactersFile = corpus.appendingPathComponent("characters.json")
    guard FileManager.default.fileExists(atPath: charactersFile.path) else { return nil }
    guard let list = try JSONSerialization.jsonObject(with: Data(contentsOf: charactersFile)) as? [Any] else {
      throw BenchmarkError("\(charactersFile.path) is not a JSON array")
    }
    characters = try list.map { character in
      let data = try JSONSerialization.data(withJSONObject: character, options: [.withoutEscapingSlashes])
      return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "https://rickandmortyapi.com", with: Self.base)
    }
    var pictures: [Int: [UInt8]] = [:]
    let images = corpus.appendingPathComponent("images")
    for name in try FileManager.default.contentsOfDirectory(atPath: images.path) {
      guard let id = Int(name.replacingOccurrences(of: ".jpeg", with: "")) else { continue }
      pictures[id] = Array(try Data(contentsOf: images.appendingPathComponent(name)))
    }
    guard !pictures.isEmpty else { throw BenchmarkError("no pictures in \(images.path)") }
    self.pictures = pictures
    pictureIDs = pictures.keys.sorted()
  }

  /// The count of characters served.
  var count: Int { characters.count }

  /// The status, content type and body for `path` with query `page`, its
  /// URLs under `baseURL` (`http://127.0.0.1:PORT`), or `nil` for a path
  /// that is not a character route.
  func response(path: String, page: Int, baseURL: String) -> (status: String, contentType: String, body: [UInt8])? {
    let avatarPrefix = "/api/character/avatar/"
    if path.hasPrefix(avatarPrefix) {
      guard let id = Int(path.dropFirst(avatarPrefix.count).replacingOccurrences(of: ".jpeg", with: "")) else { return nil }
      let picture = pictures[id] ?? pictures[pictureIDs[id % pictureIDs.count]] ?? []
      return ("200 OK", "image/jpeg", picture)
    }
    guard path == "/api/character" || path == "/api/character/" else { return nil }
    let pages = (characters.count + Self.pageSize - 1) / Self.pageSize
    guard (1...pages).contains(page) else {
      return ("404 Not Found", "application/json", Array(#"{"error":"There is nothing here"}"#.utf8))
    }
    let first = (page - 1) * Self.pageSize
    let results = characters[first..<min(first + Self.pageSize, characters.count)].joined(separator: ",")
      .replacingOccurrences(of: Self.base, with: baseURL)
    let next = page < pages ? "\"\(baseURL)/api/character?page=\(page + 1)\"" : "null"
    let previous = page > 1 ? "\"\(baseURL)/api/character?page=\(page - 1)\"" : "null"
    let body = #"{"info":{"count":\#(characters.count),"pages":\#(pages),"next":\#(next),"prev":\#(previous)},"results":[\#(results)]}"#
    return ("200 OK", "application/json; charset=utf-8", Array(body.utf8))
  }
}
