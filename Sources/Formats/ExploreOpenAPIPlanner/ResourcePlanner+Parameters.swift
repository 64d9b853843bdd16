import ExploreAPIVocabulary
import ExploreOpenAPI
import Foundation

extension ResourcePlanner {
  /// One query parameter of an operation, read.
  struct QueryParameter {
    var name: String
    var option: ResourcePlan.Option
    /// `string`, `integer`, … as its schema says.
    var type: String?
    /// The largest value the document allows (`maximum`, or a maximum its
    /// description states), and its default.
    var maximum: Int?
    var defaultValue: Int?
    /// Its default as text (`desc`, `Latest`).
    var defaultText: String?
    /// Whether its description says it takes expressions, not words to look for.
    var takesExpressions = false
  }

  /// An operation's parameters, read: its query parameters (options, a
  /// search, the ones that page), and what its path parameters say.
  struct Parameters {
    var query: [QueryParameter] = []
    /// The query parameter that searches, and whether the API needs it.
    var search: (name: String, isRequired: Bool)?
    var wholeNumberArguments: Set<String> = []
    var examples: [String: String] = [:]
    var argumentSummaries: [String: String] = [:]
    /// The query parameters the list's paging sends, which are no options.
    var paging: Set<String> = []

    /// The options: every query parameter but the search and the paging ones.
    var options: [ResourcePlan.Option] {
      query.filter { $0.name != search?.name && !paging.contains($0.name) }.map(\.option)
    }

    /// The parameter called `name` in any case and spelling (`page_size`,
    /// `pageSize`, `PageSize`), among `names` in order.
    func first(among names: [String], type: String? = nil) -> QueryParameter? {
      for name in names {
        // NB: a whole number typed `number` (JavaScript APIs: Overseerr's `page`, `take`, `skip`) counts as an `integer`.
        let types: [String?] = type == "integer" ? ["integer", "number"] : [type]
        if let found = query.first(where: { Vocabulary.normalized($0.name) == name && (type == nil || types.contains($0.type) || $0.type == nil) }) {
          return found
        }
      }
      return nil
    }
  }

  /// An operation's parameters: each query parameter an option (a choice,
  /// a whole number, a flag or text) with its description (or its
  /// schema's), the search among them; path parameters' descriptions and
  /// whether they are whole numbers. A parameter in a header, a cookie or
  /// the body becomes nothing, and is noted.
  mutating func queryParameters(of operation: OpenAPIDocument.Operation, arguments: Set<String>) -> Parameters {
    let operationName = "GET \(operation.path)"
    var result = Parameters()
    // NB: the arguments and options become keys named after their
    // parameters, so a name given twice would make two keys of one name.
    var taken = arguments
    for parameter in operation.parameters {
      guard let parameter = document.resolve(parameter), let name = parameter["name"]?.string else {
        unmapped.append("\(operationName): a parameter that names nothing")
        continue
      }
      let place = parameter["in"]?.string
      if place == "query", !taken.insert(name).inserted {
        unmapped.append("\(operationName): parameter \(name) in query is named twice (or like a path parameter); the first is kept")
        continue
      }
      let rawSchema = document.parameterSchema(parameter)
      let schema = rawSchema.map { schemas.shape(of: $0) }
      let resolved = rawSchema.flatMap(document.resolve)
      result.examples[name] = (parameter["example"] ?? resolved?["example"] ?? parameter["x-example"])?.scalarText
      let described = (parameter["description"]?.string).flatMap { $0.isEmpty ? nil : $0 } ?? schema?.description
      switch place {
      case "path":
        if schema?.type == "integer" { result.wholeNumberArguments.insert(name) }
        if let described, !described.isEmpty { result.argumentSummaries[name] = Vocabulary.sentence(described) }
        continue
      case "query":
        break
      case "body", "formData":
        continue
      case let place:
        let required = parameter["required"]?.bool == true ? "required " : ""
        unmapped.append("\(operationName): \(required)parameter \(name) in \(place ?? "an unknown place"), which becomes no option")
        continue
      }
      if let style = parameter["style"]?.string, style != "form" {
        unmapped.append("\(operationName): parameter \(name) has style \(style), which becomes no option")
        continue
      }
      let isRequired = parameter["required"]?.bool ?? false
      let optionKind: ResourcePlan.Option.Kind =
        if let values = schema?.enumValues, !values.isEmpty { .choices(values) }
        else if schema?.type == "integer" { .wholeNumber }
        else if schema?.type == "boolean" { .flag }
        else { .text }
      let read = described.map { text in
        if let known = describedParameters[text] { return known }
        let facts = (summary: Vocabulary.sentence(text), maximum: Vocabulary.statedMaximum(in: text), takesExpressions: Vocabulary.takesQueryLanguage(text))
        describedParameters[text] = facts
        return facts
      }
      let option = ResourcePlan.Option(name: name, summary: read?.summary ?? "", kind: optionKind, isRequired: isRequired)
      let maximum = resolved?["maximum"]?.integer ?? read?.maximum
      result.query.append(
        QueryParameter(
          name: name, option: option, type: schema?.type, maximum: maximum, defaultValue: resolved?["default"]?.integer,
          defaultText: resolved?["default"]?.scalarText, takesExpressions: read?.takesExpressions ?? false))
    }
    result.search = search(among: result.query, path: operation.path)
    return result
  }

  /// The search among `query`: a parameter named like one (`q`, `query`,
  /// `search`, `searchTerm`, …), required or not; `text` on a search path;
  /// `name` when it is optional and nothing else searches.
  private func search(among query: [QueryParameter], path: String) -> (name: String, isRequired: Bool)? {
    let searches = path.lowercased().contains("search") || path.lowercased().contains("typeahead") || path.lowercased().contains("autocomplete")
    let names = Vocabulary.searchNames + (searches ? ["text"] : [])
    for name in names {
      if let found = query.first(where: { Vocabulary.normalized($0.name) == name && $0.type != "integer" && $0.type != "boolean" }),
        !found.takesExpressions
      {
        return (found.name, found.option.isRequired)
      }
    }
    if let name = query.first(where: { $0.name == "name" && !$0.option.isRequired && $0.type == "string" }) { return (name.name, false) }
    return nil
  }

  /// What each path argument means: its parameter's description (or its
  /// schema's), else what the path says of it: `The artist's id` for
  /// `{id}` in `/artists/{id}/albums`.
  func argumentSummaries(segments: [String], described: [String: String]) -> [String: String] {
    var summaries: [String: String] = [:]
    for (index, segment) in segments.enumerated() where Vocabulary.isParameter(segment) {
      let name = String(segment.dropFirst().dropLast())
      if let text = described[name] {
        summaries[name] = text
        continue
      }
      let owner = segments[..<index].last { !Vocabulary.isParameter($0) }.flatMap(Vocabulary.commandWord).map { Vocabulary.singular($0).replacingOccurrences(of: "-", with: " ") }
      let words = (Vocabulary.commandWord(name) ?? name).replacingOccurrences(of: "-", with: " ")
      summaries[name] = owner.map { owner in
        // NB: `{user_id}` under `/users` is "The user's id", not "The user's user id".
        let trimmed = words.hasPrefix(owner + " ") ? String(words.dropFirst(owner.count + 1)) : words
        return "The \(owner)'s \(trimmed)."
      } ?? "The \(words)."
    }
    return summaries
  }
}
