import Foundation

/// A made-up API in the shape of the Star Wars API (SWAPI), for the
/// loopback server: people, films and planets, each a list (`?page=N`, 10 a
/// page, with `count`, `next` and `previous`, and `?search=` on names and
/// titles) and a record at `/<list>/<n>/`, every record and every reference
/// a URL. The data is invented here, not SWAPI's: person *n* is
/// "Person n" born "*n*BBY" on planet ((*n* − 1) mod 60) + 1; film *f* has the
/// people whose number is *f* mod 6 (plus the first three) and the planets
/// whose number ends in *f*.
///
/// ```swift
/// let server = try LoopbackServer.start(mounts: [SWAPIReplica().mount], fixtures: nil)
/// // GET /swapi/people/?page=9 → people 81 and 82, "next": null
/// ```
public struct SWAPIReplica: Sendable {
  public let people: Int
  public let films: Int
  public let planets: Int

  public init(people: Int = 82, films: Int = 6, planets: Int = 60) {
    self.people = people
    self.films = films
    self.planets = planets
  }

  /// The mount, `/swapi`, which `EXPLORE_SWAPI_API_URL` points explore at.
  public var mount: LoopbackMount {
    var router = LoopbackRouter()
    let replica = self
    for list in ["people", "films", "planets"] {
      router.get("/\(list)") { call in replica.page(of: list, call) }
      router.get("/\(list)/:number") { call in
        guard let number = call["number"].flatMap({ Int($0) }), let record = replica.record(list, number, call.mountURL) else {
          return .json(["detail": "Not found"], status: 404)
        }
        return .json(record)
      }
    }
    return LoopbackMount(name: "swapi", router: router, environmentVariable: "EXPLORE_SWAPI_API_URL")
  }

  /// The numbers of the people of film `film`.
  public func characters(of film: Int) -> [Int] {
    (1...people).filter { $0 <= 3 || $0 % films == film % films }
  }

  /// The numbers of the planets of film `film`.
  public func planets(of film: Int) -> [Int] {
    (1...planets).filter { $0 % 10 == film % 10 }
  }

  /// The planet person `person` comes from.
  public func homeworld(of person: Int) -> Int { (person - 1) % planets + 1 }

  func count(_ list: String) -> Int {
    switch list {
    case "people": people
    case "films": films
    default: planets
    }
  }

  func title(_ list: String, _ number: Int) -> String {
    switch list {
    case "people": "Person \(number)"
    case "films": "Film \(number)"
    default: "Planet \(number)"
    }
  }

  func page(of list: String, _ call: LoopbackRouter.Call) -> LoopbackResponse {
    let search = call.request.queryValue("search")?.lowercased() ?? ""
    let numbers = (1...count(list)).filter { search.isEmpty || title(list, $0).lowercased().contains(search) }
    guard let page = Int(call.request.queryValue("page") ?? "1"), page >= 1, (page - 1) * 10 < max(numbers.count, 1) else {
      return .json(["detail": "Not found"], status: 404)
    }
    let base = call.mountURL.absoluteString + "/\(list)/?" + (search.isEmpty ? "" : "search=\(search)&") + "page="
    let shown = numbers.dropFirst((page - 1) * 10).prefix(10)
    return .json([
      "count": numbers.count,
      "next": page * 10 < numbers.count ? base + String(page + 1) : NSNull() as Any,
      "previous": page > 1 ? base + String(page - 1) : NSNull() as Any,
      "results": shown.compactMap { record(list, $0, call.mountURL) },
    ])
  }

  func record(_ list: String, _ number: Int, _ mount: URL) -> [String: Any]? {
    guard (1...count(list)).contains(number) else { return nil }
    func url(_ list: String, _ number: Int) -> String { mount.absoluteString + "/\(list)/\(number)/" }
    let created = "2014-12-\(String(format: "%02d", number % 28 + 1))T10:00:00.000000Z"
    switch list {
    case "people":
      return [
        "name": title(list, number), "height": String(150 + number), "mass": String(50 + number % 40), "birth_year": "\(number)BBY",
        "gender": number % 2 == 0 ? "female" : "male", "homeworld": url("planets", homeworld(of: number)),
        "films": (1...films).filter { characters(of: $0).contains(number) }.map { url("films", $0) }, "created": created,
        "url": url(list, number),
      ]
    case "films":
      return [
        "title": title(list, number), "episode_id": number, "director": "Director \(number % 3 + 1)",
        "release_date": "19\(77 + 3 * number)-05-25", "characters": characters(of: number).map { url("people", $0) },
        "planets": planets(of: number).map { url("planets", $0) }, "created": created, "url": url(list, number),
      ]
    default:
      return [
        "name": title(list, number), "climate": ["arid", "temperate", "frozen"][number % 3], "population": String(number * 1000),
        "residents": (1...people).filter { homeworld(of: $0) == number }.map { url("people", $0) },
        "films": (1...films).filter { planets(of: $0).contains(number) }.map { url("films", $0) }, "created": created,
        "url": url(list, number),
      ]
    }
  }
}
