import ExploreCore
import ExploreTestSupport
import Foundation
import RickAndMortyProvider

/// Small JSON records written for these tests, in the API's shapes.
enum Samples {
  static let api = "https://rickandmortyapi.com/api"

  static func character(_ id: Int, name: String? = nil, episodes: [Int] = [1], type: String = "") -> String {
    let episodeURLs = episodes.map { "\"\(api)/episode/\($0)\"" }.joined(separator: ",")
    return """
      {"id":\(id),"name":"\(name ?? "Person \(id)")","status":"Alive","species":"Human","type":"\(type)","gender":"Female",
      "origin":{"name":"Brindle Prime","url":"\(api)/location/1"},"location":{"name":"unknown","url":""},
      "image":"\(api)/character/avatar/\(id).jpeg","episode":[\(episodeURLs)],"url":"\(api)/character/\(id)","created":"2020-01-01T00:00:00.000Z"}
      """
  }

  static func episode(_ id: Int, characters: [Int]) -> String {
    let urls = characters.map { "\"\(api)/character/\($0)\"" }.joined(separator: ",")
    return """
      {"id":\(id),"name":"Episode \(id)","air_date":"May 1, 2020","episode":"S01E\(String(format: "%02d", id))",
      "characters":[\(urls)],"url":"\(api)/episode/\(id)","created":"2020-01-01T00:00:00.000Z"}
      """
  }

  static func location(_ id: Int, residents: [Int]) -> String {
    let urls = residents.map { "\"\(api)/character/\($0)\"" }.joined(separator: ",")
    return """
      {"id":\(id),"name":"Place \(id)","type":"Planet","dimension":"Dimension Q-\(id)",
      "residents":[\(urls)],"url":"\(api)/location/\(id)","created":"2020-01-01T00:00:00.000Z"}
      """
  }

  static func page(count: Int, pages: Int, next: String?, results: [String]) -> String {
    let nextText = next.map { "\"\($0)\"" } ?? "null"
    return #"{"info":{"count":\#(count),"pages":\#(pages),"next":\#(nextText),"prev":null},"results":[\#(results.joined(separator: ","))]}"#
  }

  /// A provider over `transport` with the real default base URL.
  static func provider(_ transport: any HTTPTransport) -> RickAndMorty {
    RickAndMorty(context: context(transport, baseURL: StubTransport.rickAndMortyBase))
  }

  static func context(_ transport: any HTTPTransport, baseURL: URL) -> ProviderContext {
    ProviderContext(
      baseURL: baseURL,
      transport: transport,
      directories: ExploreDirectories(environment: [:], home: FileManager.default.temporaryDirectory)
    )
  }
}
