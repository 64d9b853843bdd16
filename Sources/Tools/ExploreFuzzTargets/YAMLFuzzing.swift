import ExploreCore
import ExploreEngine
import ExploreYAML
import Foundation

/// The YAML reader, with its own output as the oracle.
enum YAMLFuzzing {
  /// Small limits, so that an input reaches them.
  static let limits = YAMLLimits(maximumInputBytes: 1 << 20, maximumDepth: 64, maximumAliasExpansion: 200_000)

  /// Every document of the input; a refusal must point inside the text.
  /// Each document's JSON must be JSON to explore's strict JSON reader,
  /// and read back by the YAML reader (JSON is YAML) as the same tree,
  /// unless it holds `.inf` or `.nan`, which JSON writes as `null`.
  static func documents(_ data: Data) {
    let documents: [YAMLValue]
    do throws(YAMLError) {
      documents = try YAMLReader.documents(data, limits: limits)
    } catch {
      let lines = data.lazy.filter { $0 == 0x0A || $0 == 0x0D }.count + 1
      precondition(error.line >= 1 && error.line <= lines && error.column >= 1, "The error is outside the text: \(error)")
      _ = error.description
      return
    }
    for document in documents {
      let json = document.jsonBytes()
      guard (try? JSONReader.read(Data(json))) != nil else {
        preconditionFailure("The JSON written is not JSON: \(String(decoding: json.prefix(200), as: UTF8.self))")
      }
      guard !hasNonFiniteNumber(document) else { continue }
      let again = try? YAMLReader.read(json)
      precondition(again == document, "The JSON written reads back differently: \(String(decoding: json.prefix(200), as: UTF8.self))")
    }
  }

  /// Whether the tree holds `.inf`, `-.inf` or `.nan`.
  static func hasNonFiniteNumber(_ value: YAMLValue) -> Bool {
    var pending = [value]
    while let next = pending.popLast() {
      switch next {
      case .number(let number) where !number.isFinite: return true
      case .sequence(let items): pending += items
      case .mapping(let entries): pending += entries.map(\.value)
      default: continue
      }
    }
    return false
  }
}
