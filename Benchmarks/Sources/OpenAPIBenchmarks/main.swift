// The timing driver of openapi-generation.sh: reads a document, plans it,
// and generates every file `new-provider --openapi` writes (the declaration
// `api add`'s planner makes, with every GET, and the Swift type that loads
// it), timing each stage (release build).
//   OpenAPIBenchmarks FILE [--only TAG]… [--limit N]
//   OpenAPIBenchmarks --allof-chain N      a chain of N allOf through $refs (refused past the depth bound)
//   OpenAPIBenchmarks --allof-doubling N   N levels, each naming the next twice (2^N paths without memoising)
// NB: `package` API of ExploreScaffolding, reached with access control off, as RenderingBenchmarks does.
import ExploreOpenAPI
import ExploreOpenAPIPlanner
import ExploreScaffolding
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
let first = arguments.removeFirst()
let levels = first.hasPrefix("--allof") ? arguments.first.flatMap { Int($0) } : nil
var only: [String] = []
var limit = OpenAPIPlan.operationLimit
while !arguments.isEmpty {
  let flag = arguments.removeFirst()
  if flag == "--only" { only.append(arguments.removeFirst()) }
  if flag == "--limit" { limit = Int(arguments.removeFirst()) ?? limit }
}

func seconds(since start: DispatchTime) -> String {
  String(format: "%.3f s", Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
}

/// A document with one list, `GET /things`, whose records are `Level0`,
/// and `levels` schemas `Level<i>` that are each `allOf` the next, `copies`
/// times; the last holds `id` and `name`.
func allOfDocument(levels: Int, copies: Int) -> Data {
  var schemas: [String] = []
  for level in 0..<levels {
    let next = Array(repeating: ##"{"$ref": "#/components/schemas/Level\##(level + 1)"}"##, count: copies).joined(separator: ", ")
    schemas.append(#""Level\#(level)": {"allOf": [\#(next)]}"#)
  }
  schemas.append(#""Level\#(levels)": {"type": "object", "required": ["id", "name"], "properties": {"id": {"type": "integer"}, "name": {"type": "string"}}}"#)
  let list = ##"{"type": "array", "items": {"$ref": "#/components/schemas/Level0"}}"##
  let response = #"{"200": {"description": "ok", "content": {"application/json": {"schema": \#(list)}}}}"#
  let text = #"""
    {"openapi": "3.0.3", "info": {"title": "Levels"}, "servers": [{"url": "https://levels.example"}],
     "paths": {"/things": {"get": {"responses": \#(response)}}},
     "components": {"schemas": {\#(schemas.joined(separator: ",\n"))}}}
    """#
  return Data(text.utf8)
}

let data: Data
switch first {
case "--allof-chain": data = allOfDocument(levels: levels ?? 10_000, copies: 1)
case "--allof-doubling": data = allOfDocument(levels: levels ?? 30, copies: 2)
default: data = try Data(contentsOf: URL(fileURLWithPath: first))
}
let total = DispatchTime.now()
var start = DispatchTime.now()
let document = try OpenAPIDocument(data: data)
print("read:     \(seconds(since: start)), \(data.count) bytes, \(document.operations.count) operations, \(document.operations.filter { $0.method == "get" }.count) GET")
start = DispatchTime.now()
do {
  let plan = try OpenAPIPlan(document, providerName: "Big", only: only, limit: limit)
  print("plan:     \(seconds(since: start)), \(plan.resources.count) resources, \(plan.unmapped.count) not mapped")
  for line in plan.unmapped.prefix(3) { print("          not mapped: \(line)") }
  start = DispatchTime.now()
  let name = try ProviderName("Big", reserved: ReservedNames(modules: [], providers: []))
  let base = document.serverURL == nil ? URL(string: "https://api.example.com") : nil
  let (scaffold, _) = try Scaffold.declared(document, name: name, location: "big.json", only: only, baseURL: base)
  let files = scaffold.files
  let json = files.first { $0.path.hasSuffix(".json") }?.contents.utf8.count ?? 0
  let swift = files.filter { $0.path.hasSuffix(".swift") }.flatMap { $0.contents.split(separator: "\n") }.filter { !$0.allSatisfy(\.isWhitespace) }.count
  print("generate: \(seconds(since: start)), a declaration of \(json) bytes, \(swift) non-blank lines of Swift")
} catch {
  print("refused:  \(seconds(since: start)): \(error)")
}
print("total:    \(seconds(since: total))")
