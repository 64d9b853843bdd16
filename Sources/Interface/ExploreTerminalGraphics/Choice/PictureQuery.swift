/// The one query `auto` may send a terminal, and what its answer says.
///
/// The query is kitty's graphics query (`a=q`: "would you show this 1×1
/// image?", answered only by terminals that speak the protocol) followed
/// by Primary Device Attributes (DA1, `ESC [c`), which every terminal
/// answers. The DA1 answer therefore ends the reply: a kitty answer, if
/// any, comes before it. Its attribute `4` means sixel graphics.
///
/// ```swift
/// write(PictureQuery.bytes)
/// var reply = PictureQueryReply()
/// while !reply.isComplete, let chunk = read(timeout: remaining) { reply.append(chunk) }
/// ```
public enum PictureQuery {
  /// The id the kitty query uses, to recognise its answer.
  public static let kittyID = 31

  /// The query: kitty's `a=q`, then DA1.
  public static let bytes: [UInt8] = Array("\u{1B}_Gi=\(kittyID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c".utf8)

  /// The query with kitty's part wrapped for tmux (DA1 is answered by tmux itself).
  public static let tmuxBytes: [UInt8] =
    TmuxPassthrough.wrap(Array("\u{1B}_Gi=\(kittyID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".utf8)) + Array("\u{1B}[c".utf8)

  /// How long to wait for the answer, in milliseconds.
  public static let budgetMilliseconds = 250
}

/// What a terminal answered to ``PictureQuery``, read from its bytes in
/// any chunks; anything else in them (keys typed meanwhile) is ignored.
public struct PictureQueryReply: Sendable, Equatable {
  /// Whether the terminal answered kitty's query with `OK`.
  public private(set) var kittyGraphics = false
  /// The DA1 attributes, once the DA1 answer arrived.
  public private(set) var deviceAttributes: [Int]?
  /// The bytes not yet understood (the start of an answer cut between chunks).
  private var pending: [UInt8] = []

  public init() {}

  /// The reply of `bytes`, read at once.
  public init(_ bytes: [UInt8]) {
    append(bytes)
  }

  /// The reply of a terminal that said nothing in time.
  public static let silent = PictureQueryReply()

  /// Whether the DA1 answer arrived, which ends the reply.
  public var isComplete: Bool { deviceAttributes != nil }

  /// Whether DA1 lists sixel graphics (attribute 4).
  public var sixel: Bool { deviceAttributes?.contains(4) ?? false }

  /// Reads more of the terminal's answer.
  ///
  /// - Complexity: O(*n*) in the pending and new bytes.
  public mutating func append(_ bytes: [UInt8]) {
    pending += bytes
    var index = 0
    var keepFrom: Int?
    while index < pending.count {
      guard pending[index] == 0x1B, index + 1 < pending.count else {
        if pending[index] == 0x1B { keepFrom = index }
        index += 1
        continue
      }
      let introducer = pending[index + 1]
      if introducer == UInt8(ascii: "_") {
        // APC: up to ST (`ESC \`).
        guard let end = findTerminator(from: index + 2) else {
          keepFrom = index
          break
        }
        let body = pending[(index + 2)..<end]
        if body.starts(with: Array("Gi=\(PictureQuery.kittyID)".utf8)), let semicolon = body.firstIndex(of: UInt8(ascii: ";")) {
          let message = pending[(semicolon + 1)..<end]
          if message.elementsEqual(Array("OK".utf8)) { kittyGraphics = true }
        }
        index = end + 2
      } else if introducer == UInt8(ascii: "[") {
        // CSI: parameters, then a final byte.
        var end = index + 2
        while end < pending.count && !(0x40...0x7E).contains(pending[end]) { end += 1 }
        guard end < pending.count else {
          keepFrom = index
          break
        }
        let parameters = pending[(index + 2)..<end]
        if pending[end] == UInt8(ascii: "c"), parameters.first == UInt8(ascii: "?") {
          deviceAttributes = parameters.dropFirst().split(separator: UInt8(ascii: ";")).compactMap {
            Int(String(decoding: $0.prefix(6), as: UTF8.self))
          }
        }
        index = end + 1
      } else {
        index += 2
      }
    }
    pending = keepFrom.map { Array(pending[$0...].prefix(4_096)) } ?? []
  }

  /// The index of the `ESC` of the next `ESC \` from `start`.
  private func findTerminator(from start: Int) -> Int? {
    var index = start
    while index + 1 < pending.count {
      if pending[index] == 0x1B && pending[index + 1] == UInt8(ascii: "\\") { return index }
      index += 1
    }
    return nil
  }

  public static func == (left: PictureQueryReply, right: PictureQueryReply) -> Bool {
    left.kittyGraphics == right.kittyGraphics && left.deviceAttributes == right.deviceAttributes
  }
}
