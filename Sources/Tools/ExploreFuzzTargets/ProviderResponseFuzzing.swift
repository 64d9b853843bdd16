import ExploreCommands
import ExploreArguments
import ExploreCore
import Foundation

/// Every provider's response decoding and mapping, driven by the
/// providers' own metadata: each example of each list or detail resource
/// becomes a request, and the provider's transport answers every request
/// it sends with the fuzz input.
///
/// Input layout: byte 0 picks the request, byte 1 the status, then a
/// `Link` header line up to the first newline, then the body.
enum ProviderResponseFuzzing {
  /// One request the fuzzer can send, with the expansion to try on what
  /// it loads.
  struct Case: Sendable {
    var provider: any Provider.Type
    var request: ResourceRequest
    var expansion: ExpansionDescriptor?
  }

  /// The statuses worth answering with: success, the ones providers read
  /// (204, 404, 422), and a server error.
  static let statuses = [200, 200, 200, 204, 404, 422, 500]

  /// Every example of every list and detail resource, parsed as the CLI
  /// parses it. Actions are left out: they change stored state (a token,
  /// a star) rather than decode lists.
  static let cases: [Case] = {
    let catalog = ParserFuzzing.catalog
    let parser = CommandLineParser(catalog: catalog)
    var cases: [Case] = []
    for type in ProviderRegistry.all {
      for resource in type.descriptor.resources where resource.kind != .action {
        for example in resource.examples {
          let words = example.split(separator: " ").map(String.init).prefix { $0 != "<" && $0 != "|" }
          guard case .run(let command)? = try? parser.parse([type.descriptor.name] + words) else { continue }
          cases.append(Case(provider: type, request: command.request, expansion: command.resource.expansions.first))
        }
      }
    }
    precondition(!cases.isEmpty, "The providers' examples give requests to fuzz")
    return cases
  }()

  /// A scratch folder for the providers' state, made once per process.
  static let directories: ExploreDirectories = {
    let home = FuzzScratch.directory.appendingPathComponent("provider-home", isDirectory: true)
    return ExploreDirectories(environment: [:], home: home)
  }()

  static func run(_ data: Data) {
    guard data.count >= 2 else { return }
    let chosen = cases[Int(data[data.startIndex]) % cases.count]
    let status = statuses[Int(data[data.startIndex + 1]) % statuses.count]
    let rest = data.dropFirst(2)
    let newline = rest.firstIndex(of: 0x0A) ?? rest.startIndex
    let link = String(decoding: rest[rest.startIndex..<newline], as: UTF8.self)
    let body = Data(rest[newline...].dropFirst(newline == rest.startIndex ? 0 : 1))
    let transport = FixedAnswerTransport(status: status, link: link, body: body)
    let provider = chosen.provider.init(
      context: ProviderContext(
        baseURL: chosen.provider.descriptor.defaultBaseURL,
        transport: transport,
        environment: ["GH_TOKEN": "fuzz-token"],
        directories: directories
      )
    )
    BlockingTask.run {
      guard let page = try? await provider.load(chosen.request, at: .first) else { return }
      _ = page.items.map(\.title)
      if let next = page.paging.next {
        _ = try? await provider.load(chosen.request, at: next)
      }
      if let expansion = chosen.expansion, !page.items.isEmpty {
        _ = try? await provider.expand(page.items, by: expansion, for: chosen.request)
      }
    }
  }
}

/// Answers every request with one status, `Link` header and body.
struct FixedAnswerTransport: HTTPTransport {
  var status: Int
  var link: String
  var body: Data

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var headers = HTTPHeaders()
    headers["Content-Type"] = "application/json; charset=utf-8"
    if !link.isEmpty { headers["Link"] = link }
    return HTTPResponse(status: status, headers: headers, body: body, url: request.url)
  }
}
