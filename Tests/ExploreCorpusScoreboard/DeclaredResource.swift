import ExploreTables
import Foundation

/// What the scoreboard reads of one resource in the declaration file
/// `api add` wrote: its words, arguments and options, and the paths of its
/// list or detail. It reads the file's JSON, the format a user writes, not
/// explore's types, so that it does not move when they do.
struct DeclaredResource: Sendable, Hashable {
  struct Argument: Sendable, Hashable {
    var name: String
    var isWholeNumber: Bool
  }

  var name: String
  var arguments: [Argument]
  /// Option name (`--name`) by the query parameter it sends.
  var options: [String: String]
  var listPath: String?
  var search: String?
  var pages: Bool
  var detailPath: String?

  var words: [String] { name.split(separator: " ").map(String.init) }

  /// The resources of a declaration file, and the operations it left out
  /// with their reasons.
  static func read(_ data: Data) -> (resources: [DeclaredResource], leftOut: [(operation: String, reason: String)]) {
    let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    let resources = (root["resources"] as? [[String: Any]] ?? []).map { resource -> DeclaredResource in
      let list = resource["list"] as? [String: Any]
      let arguments = (resource["arguments"] as? [[String: Any]] ?? []).map { argument in
        Argument(name: argument["name"] as? String ?? "", isWholeNumber: argument["rule"] as? String == "wholeNumber")
      }
      var options: [String: String] = [:]
      for option in resource["options"] as? [[String: Any]] ?? [] {
        guard let parameter = option["parameter"] as? String else { continue }
        // NB: an option the file does not name is named as explore names it (`--folder-id` for `folder_id`).
        options[parameter] = option["option"] as? String ?? QueryOption.optionName(parameter)
      }
      return DeclaredResource(
        name: resource["name"] as? String ?? "", arguments: arguments, options: options, listPath: list?["path"] as? String,
        search: list?["search"] as? String, pages: list?["paging"] != nil, detailPath: (resource["detail"] as? [String: Any])?["path"] as? String)
    }
    let source = root["source"] as? [String: Any]
    let leftOut = (source?["leftOut"] as? [[String: Any]] ?? []).map { entry in
      (operation: entry["operation"] as? String ?? "", reason: entry["reason"] as? String ?? "")
    }
    return (resources, leftOut)
  }
}
