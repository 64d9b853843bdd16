import ExploreCore
import ExploreNetworking
import ExploreReplay
import ExploreTestSupport
import Foundation

extension RickAndMortySimulation {
  /// `GET /character?page=2&name=rick`.
  func list(_ name: String, _ resource: Resource, _ request: LoopbackRequest) -> LoopbackResponse {
    // The allowed filters in the order first received, trimmed; repeated keys joined by ','.
    var values: [String: [String]] = [:]
    var order: [String] = []
    for item in request.queryItems {
      if values[item.name] == nil { order.append(item.name) }
      values[item.name, default: []].append(item.value ?? "")
    }
    let filters = order.filter(resource.filters.contains).map { key in
      (key, values[key]!.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.joined(separator: ","))
    }.filter { !$0.1.isEmpty }
    let pageText = values["page"]?.joined(separator: ",")
    let number = pageText.map(Self.javaScriptNumber) ?? .nan
    let page = number > 0 ? number : 1
    let label = number > 0 ? (pageText.flatMap(Self.javaScriptParseInt) ?? 1) : 1

    var patterns: [(String, NSRegularExpression)] = []
    for (key, value) in filters {
      let source = resource.anchorsMale && value.lowercased().hasPrefix("male")
        ? "^" + value
        : value.replacingOccurrences(of: "[^\\w\\s]", with: "\\\\$0", options: .regularExpression)
      guard let pattern = try? NSRegularExpression(pattern: source, options: [.caseInsensitive]) else {
        return .json(["error": "Invalid regular expression: /\(source)/"], status: 500)
      }
      patterns.append((key, pattern))
    }
    let matches = corpusRecords(name).filter { record in
      patterns.allSatisfy { key, pattern in
        let text = Self.text(record, key)
        return pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
      }
    }
    let pages = (matches.count + Self.pageSize - 1) / Self.pageSize
    guard page <= Double(pages) else { return .json(["error": Self.nothingHere], status: 404) }
    let skip = Int(page * Double(Self.pageSize)) - Self.pageSize
    let results = Array(matches[max(0, skip)..<min(matches.count, max(0, skip) + Self.pageSize)])
    // NB: as the real server does, filter values go into next/prev as received (decoded, not re-encoded).
    let suffix = filters.map { "&\($0.0)=\($0.1)" }.joined()
    let linkBase = Self.realBase + request.path
    let info: [String: JSONValue] = [
      "count": .integer(matches.count), "pages": .integer(pages),
      "next": page >= Double(pages) ? .null : .string("\(linkBase)?page=\(label + 1)\(suffix)"),
      "prev": page < 2 ? .null : .string("\(linkBase)?page=\(label - 1)\(suffix)"),
    ]
    return .json(encoding: JSONValue.object(["info": .object(info), "results": .array(results)]))
  }

  /// `GET /character/1`, `/character/1,2,3` and `/character/[1,2,3]`.
  func byIdentifier(_ name: String, _ resource: Resource, _ identifier: String) -> LoopbackResponse {
    if identifier.range(of: "\\[.+\\]$", options: .regularExpression) != nil {
      guard let values = (try? JSONSerialization.jsonObject(with: Data(identifier.utf8))) as? [Any] else {
        return .json(["error": Self.badArray], status: 500)
      }
      var wanted: [Double] = []
      for value in values {
        // NB: how the database casts an array element: numbers and numeric strings, true as 1.
        if let number = value as? NSNumber {
          wanted.append(number.doubleValue)
        } else if let text = value as? String, !Self.javaScriptNumber(text).isNaN {
          wanted.append(Self.javaScriptNumber(text))
        } else {
          return .json(["error": Self.badArray], status: 500)
        }
      }
      return many(name, wanted)
    }
    let hasBracket = identifier.contains("[") || identifier.contains("]")
    if identifier.contains(","), !hasBracket, identifier.count > 1 {
      return many(name, identifier.split(separator: ",", omittingEmptySubsequences: false).map { Self.javaScriptNumber(String($0)) }.filter { !$0.isNaN })
    }
    if hasBracket { return .json(["error": Self.badArray], status: 500) }
    let number = Self.javaScriptNumber(identifier)
    guard Self.javaScriptParseInt(identifier) != nil, !number.isNaN else {
      return .json(["error": "Hey! you must provide an id"], status: 500)
    }
    guard number.isFinite, number == number.rounded(), let record = corpusRecords(name).first(where: { Self.id(of: $0) == Int(number) }) else {
      return .json(["error": resource.missing], status: 404)
    }
    return .json(encoding: record)
  }

  private func many(_ name: String, _ wanted: [Double]) -> LoopbackResponse {
    let ids = Set(wanted.filter { $0.isFinite && $0 == $0.rounded() }.map { Int($0) })
    return .json(encoding: corpusRecords(name).filter { ids.contains(Self.id(of: $0)) })
  }

  /// JavaScript's `Number(text)`: a number, or NaN.
  static func javaScriptNumber(_ text: String) -> Double {
    let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if text.isEmpty { return 0 }
    if text.range(of: "^[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?$", options: .regularExpression) != nil {
      return Double(text) ?? .nan
    }
    let lower = text.lowercased()
    for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where lower.hasPrefix(prefix) {
      return Int(lower.dropFirst(2), radix: radix).map(Double.init) ?? .nan
    }
    switch text {
    case "Infinity", "+Infinity": return .infinity
    case "-Infinity": return -.infinity
    default: return .nan
    }
  }

  /// JavaScript's `parseInt(text)` in base 10: the leading integer, or `nil` for NaN.
  static func javaScriptParseInt(_ text: String) -> Int? {
    guard let range = text.range(of: "^\\s*[+-]?[0-9]+", options: .regularExpression) else { return nil }
    return Int(text[range].trimmingCharacters(in: .whitespaces))
  }
}
