public import ExploreCore
import ExploreNetworking
public import ExplorePictures
public import Foundation

/// Fetches pictures through a provider's own transport (the HTTP client
/// with its cache, which answers a fresh picture without a request and
/// revalidates a stale one by its `ETag`, the recorder of `--record`, or the fixtures of
/// `--offline`), never with a credential, and keeps their bytes for the run.
///
/// ```swift
/// let loader = PictureLoader(transport: transport, note: { print($0) })
/// let bytes = await loader.bytes(for: [portraitURL])   // [portraitURL: bytes], failures left out
/// ```
///
/// - Each address is fetched once per run: its bytes (or its failure) are
///   kept, up to ``keptBytes`` in all, the oldest given up first.
/// - At most ``concurrency`` fetches run at once, each within ``timeout``.
/// - A body over ``PictureLimits/maxInputBytes``, or one that is no PNG or
///   JPEG by its first bytes, is refused before it is decoded; a status
///   other than 200, a timeout or an unreachable host leaves the picture
///   out. Every failure is said once through `note` (`--verbose`).
/// - Calls are meant one after another (a page, then the next), as the
///   command makes them; two calls at once may fetch an address twice.
public actor PictureLoader {
  /// Where requests go.
  public let transport: any HTTPTransport
  /// The limits every picture is checked against.
  public let limits: PictureLimits
  /// The most fetches in flight at once.
  public let concurrency: Int
  /// The longest one fetch may take.
  public let timeout: Duration
  /// The most bytes of pictures kept for the run.
  public let keptBytes: Int
  /// The memory decodes in flight share.
  public let budget: PictureMemoryBudget
  /// Moves addresses under a provider's default base to the base it was
  /// reached at (`EXPLORE_RICKMORTY_API_URL`), as its next links are.
  private let rebasing: (from: String, to: String)?
  private let note: @Sendable (String) -> Void

  private var kept: [URL: Result<[UInt8], PictureLoadError>] = [:]
  private var order: [URL] = []
  private var keptTotal = 0

  /// - Parameters:
  ///   - defaultBaseURL, baseURL: the provider's default base and the one
  ///     it was reached at; pictures under the first are fetched under the second.
  ///   - note: says why a picture was left out (`--verbose`).
  public init(
    transport: any HTTPTransport, limits: PictureLimits = PictureLoader.limits, concurrency: Int = 6,
    timeout: Duration = .seconds(15), keptBytes: Int = 32 << 20, budget: PictureMemoryBudget = .shared, defaultBaseURL: URL? = nil,
    baseURL: URL? = nil, note: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    precondition(concurrency > 0, "PictureLoader needs a concurrency of at least 1")
    self.transport = transport
    self.limits = limits
    self.concurrency = concurrency
    self.timeout = timeout
    self.keptBytes = keptBytes
    self.budget = budget
    self.note = note
    if let from = defaultBaseURL?.absoluteString, let to = baseURL?.absoluteString, from != to {
      rebasing = (Self.trimmed(from), Self.trimmed(to))
    } else {
      rebasing = nil
    }
  }

  /// 8 MiB of input, 4,096 × 4,096 pixels, 128 MiB of working memory: a
  /// thumbnail's limits (an avatar is a few KB).
  public static let limits = PictureLimits(maxInputBytes: 8 << 20, maxWidth: 4_096, maxHeight: 4_096, maxDecodedBytes: 128 << 20)

  /// The bytes of each picture in `urls` that could be had, by address.
  ///
  /// - Complexity: one request per address not fetched before in this run,
  ///   ``concurrency`` at a time.
  public func bytes(for urls: [URL]) async -> [URL: [UInt8]] {
    var unique: [URL] = []
    for url in urls where !unique.contains(url) { unique.append(url) }
    let missing = unique.filter { kept[$0] == nil }
    let transport = self.transport, limits = self.limits, timeout = self.timeout
    let targets = missing.map(rebased)
    let fetched = (try? await targets.boundedMap(width: concurrency) { url in
      await Self.fetch(url, transport: transport, limits: limits, timeout: timeout)
    }) ?? []
    for (url, result) in zip(missing, fetched) {
      keep(result, for: url)
      if case .failure(let error) = result { note(error.description) }
    }
    var result: [URL: [UInt8]] = [:]
    for url in unique {
      if case .success(let bytes)? = kept[url] { result[url] = bytes }
    }
    return result
  }

  /// Decodes `bytes` within ``limits``, a JPEG at the smallest scale
  /// that still fills a `box` of pixels (any size when `nil`), once
  /// ``budget`` has the memory the decode needs; a failure is said through `note`.
  ///
  /// NB: a 2,900 × 2,900 JPEG shown in 14 cells is decoded at 1/8 scale:
  /// its coefficients (2 bytes a pixel) are the most it holds, not its
  /// pixels at full size (30 bytes a pixel with the planes).
  public nonisolated func decode(_ bytes: [UInt8], from url: URL, fitting box: (width: Int, height: Int)? = nil) async -> DecodedPicture? {
    let decoder = PictureDecoder(limits: limits)
    let result: Result<DecodedPicture, PictureError>
    do throws(PictureError) {
      let header = try decoder.header(bytes)
      let reduction = box.map { header.reduction(toFit: $0.width, $0.height) } ?? 1
      let reserved = await budget.reserve(header.workingBytes(reduction: reduction))
      result = Result { () throws(PictureError) in try decoder.decode(bytes, reduction: reduction) }
      await budget.release(reserved)
    } catch {
      result = .failure(error)
    }
    switch result {
    case .success(let decoded): return decoded
    case .failure(let error):
      note(PictureLoadError(address: Redaction.string(for: url), reason: .undecodable(error)).description)
      return nil
    }
  }

  private func keep(_ result: Result<[UInt8], PictureLoadError>, for url: URL) {
    let size = (try? result.get().count) ?? 0
    kept[url] = result
    order.append(url)
    keptTotal += size
    // NB: the oldest bytes are given up first; their failures stay (they are small).
    var index = 0
    while keptTotal > keptBytes, index < order.count {
      if case .success(let bytes)? = kept[order[index]] {
        keptTotal -= bytes.count
        kept[order[index]] = nil
        order.remove(at: index)
      } else {
        index += 1
      }
    }
  }

  private func rebased(_ url: URL) -> URL {
    guard let rebasing else { return url }
    let text = url.absoluteString
    guard text.hasPrefix(rebasing.from + "/") else { return url }
    return URL(string: rebasing.to + text.dropFirst(rebasing.from.count)) ?? url
  }

  /// One fetch, without a credential, within `timeout`.
  static func fetch(
    _ url: URL, transport: any HTTPTransport, limits: PictureLimits, timeout: Duration
  ) async -> Result<[UInt8], PictureLoadError> {
    let address = Redaction.string(for: url)
    // NB: no credential, ever: a picture may live on any host.
    var asked = HTTPRequest(method: .get, url: url, headers: ["accept": "image/png, image/jpeg, */*;q=0.5"])
    // NB: the client refuses a larger body before reading it (by its Content-Length) or as it grows.
    asked.maximumResponseBytes = limits.maxInputBytes
    // NB: a picture the cache holds fresh (`max-age`, `immutable`) costs no request.
    asked.acceptsFreshCache = true
    let request = asked
    let response: HTTPResponse?
    do {
      response = try await withThrowingTaskGroup(of: HTTPResponse?.self) { group in
        group.addTask { try await transport.send(request) }
        group.addTask {
          try await Task.sleep(for: timeout)
          return nil
        }
        defer { group.cancelAll() }
        return try await group.next() ?? nil
      }
    } catch let error as APIError where error.kind == .responseTooLarge(limit: limits.maxInputBytes) {
      return .failure(PictureLoadError(address: address, reason: .tooLarge(bytes: nil, limit: limits.maxInputBytes)))
    } catch is CancellationError {
      return .failure(PictureLoadError(address: address, reason: .unreachable("the run was stopped")))
    } catch let error as any UserFacingError {
      return .failure(PictureLoadError(address: address, reason: .unreachable(error.description)))
    } catch {
      return .failure(PictureLoadError(address: address, reason: .unreachable(String(describing: error))))
    }
    guard let response else {
      return .failure(PictureLoadError(address: address, reason: .timedOut(milliseconds: Int(timeout / .milliseconds(1)))))
    }
    guard response.status == 200 else { return .failure(PictureLoadError(address: address, reason: .status(response.status))) }
    guard response.body.count <= limits.maxInputBytes else {
      return .failure(PictureLoadError(address: address, reason: .tooLarge(bytes: response.body.count, limit: limits.maxInputBytes)))
    }
    guard PictureFormat.sniff(response.body) != nil else {
      return .failure(PictureLoadError(address: address, reason: .undecodable(PictureError(nil, .notAPicture))))
    }
    return .success([UInt8](response.body))
  }

  private static func trimmed(_ text: String) -> String {
    var text = text
    while text.hasSuffix("/") { text.removeLast() }
    return text
  }
}
