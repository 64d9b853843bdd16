public import Foundation

/// The code explore runs on bytes it does not control, each as one entry
/// point that takes arbitrary bytes: the fuzzers in `Fuzz/` call it under
/// libFuzzer, and the main test suite replays every saved crash input
/// through the same function.
///
/// ```swift
/// FuzzTarget.linkHeader.run(Data("<https://a/?page=2>; rel=next".utf8))
/// ```
///
/// A target must never crash, hang or trip a sanitizer on any input; errors
/// it throws are expected and ignored.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// Every provider's response decoding and mapping: one request of a
  /// resource's examples, answered with the input.
  case providerResponses = "provider-responses"
  /// The `Link` header parser and the paging it gives.
  case linkHeader = "link-header"
  /// Response headers (`Retry-After`, rate limits, `Link`, `ETag`) read
  /// together with the body, and a provider answered with them.
  case responseHeaders = "response-headers"
  /// The page stream, given hostile counts, totals and next links.
  case pageStream = "page-stream"
  /// The argument parser on an arbitrary argv (NUL-separated), then help.
  case arguments
  /// The key decoder of interactive mode, fed in chunks.
  case keyDecoder = "key-decoder"
  /// The escape scanner, through display widths and truncation.
  case escapeScanner = "escape-scanner"
  /// The reader of `--offline` replay fixtures.
  case replayFixture = "replay-fixture"
  /// The favorites document, read and updated.
  case favorites
  /// A `--changes` snapshot, read and exchanged.
  case snapshot
  /// An HTTP cache entry, read.
  case cacheEntry = "cache-entry"
  /// Any bytes sniffed and decoded as a picture, then shown with every protocol.
  case picture
  /// The PNG decoder (and its inflate), on bytes given a PNG signature.
  case png
  /// The JPEG decoder, on bytes given a start-of-image marker.
  case jpeg
  /// A terminal's answer to the pictures query, fed in chunks.
  case pictureQueryReply = "picture-query-reply"
  /// The YAML reader, its JSON read back as the oracle.
  case yaml
  /// An OpenAPI document read, planned and written as a provider by
  /// `new-provider --openapi`, the Swift it becomes checked.
  case openAPIDocument = "openapi-document"
  /// A declaration file edited by hand, read as a command reads it: the
  /// store, the rules, the provider it makes, and the command line's help.
  case declaration

  /// Runs the target on `data`.
  ///
  /// - Complexity: O(*n*) in the size of `data` for the parsers; the
  ///   providers and files add a request or a few file operations.
  public func run(_ data: Data) {
    switch self {
    case .providerResponses: ProviderResponseFuzzing.run(data)
    case .linkHeader: ParserFuzzing.linkHeader(data)
    case .responseHeaders: ResponseFuzzing.headersAndBody(data)
    case .pageStream: ResponseFuzzing.pageStream(data)
    case .arguments: ParserFuzzing.arguments(data)
    case .keyDecoder: ParserFuzzing.keyDecoder(data)
    case .escapeScanner: ParserFuzzing.escapeScanner(data)
    case .replayFixture: FileFuzzing.replayFixture(data)
    case .favorites: FileFuzzing.favorites(data)
    case .snapshot: FileFuzzing.snapshot(data)
    case .cacheEntry: FileFuzzing.cacheEntry(data)
    case .picture: PictureFuzzing.picture(data)
    case .png: PictureFuzzing.png(data)
    case .jpeg: PictureFuzzing.jpeg(data)
    case .pictureQueryReply: PictureFuzzing.queryReply(data)
    case .yaml: YAMLFuzzing.documents(data)
    case .openAPIDocument: GeneratorFuzzing.document(data)
    case .declaration: DeclarationFuzzing.declaration(data)
    }
  }

  /// Removes the temporary folder the file targets work in (it is also
  /// removed when the process exits).
  public static func removeScratchFiles() {
    try? FileManager.default.removeItem(at: FuzzScratch.directory)
  }

  /// Runs the target on `count` bytes at `bytes`, as libFuzzer passes them.
  public func run(_ bytes: UnsafePointer<UInt8>?, count: Int) {
    guard let bytes, count > 0 else { return run(Data()) }
    run(Data(bytes: bytes, count: count))
  }
}
