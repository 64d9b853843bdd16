// The timing driver of openapi-generation.sh, compiled with the plugin's
// scaffolding sources: reads a document, plans it, and generates every file,
// timing each stage. Usage: openapi-timing FILE [--only TAG]… [--limit N]
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
let file = arguments.removeFirst()
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
let data = try Data(contentsOf: URL(fileURLWithPath: file))
let total = DispatchTime.now()
var start = DispatchTime.now()
let document = try OpenAPIDocument(data: data)
print("read:     \(seconds(since: start)), \(data.count) bytes, \(document.operations.count) operations, \(document.operations.filter { $0.method == "get" }.count) GET")
start = DispatchTime.now()
do {
  let plan = try OpenAPIPlan(document, providerName: "Big", only: only, limit: limit)
  print("plan:     \(seconds(since: start)), \(plan.resources.count) resources, \(plan.unmapped.count) not mapped")
  start = DispatchTime.now()
  let name = try ProviderName("Big", reserved: ReservedNames(modules: [], providers: []))
  let source = OpenAPISource(plan: plan, name: name, baseURL: document.serverURL ?? "https://api.example.com", title: document.title ?? "Big")
  let provider = source.provider
  let records = source.records
  let fixtures = source.fixtures
  let lines = (provider + records).split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.count
  print("generate: \(seconds(since: start)), \(lines) non-blank lines of Swift, \(fixtures.count) fixtures")
} catch {
  print("refused:  \(seconds(since: start)): \(error)")
}
print("total:    \(seconds(since: total))")
