package import Foundation

/// SHA-256 (FIPS 180-4), for cache keys and credential identities.
///
/// CryptoKit is not available on Linux and the package takes no
/// dependencies, so this is a small, plain implementation. It is used to
/// derive names, never to protect secrets at rest.
///
/// ```swift
/// SHA256.hexDigest(of: Data("abc".utf8))
/// // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// ```
package enum SHA256 {
  private static let roundConstants: [UInt32] = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
  ]

  /// The 32-byte digest of `data`.
  ///
  /// - Complexity: O(*n*) in the length of `data`.
  package static func digest(of data: Data) -> [UInt8] {
    var state: [UInt32] = [
      0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]
    var message = [UInt8](data)
    let bitLength = UInt64(message.count) &* 8
    message.append(0x80)
    while message.count % 64 != 56 {
      message.append(0)
    }
    for shift in stride(from: 56, through: 0, by: -8) {
      message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }

    var schedule = [UInt32](repeating: 0, count: 64)
    for chunkStart in stride(from: 0, to: message.count, by: 64) {
      for word in 0..<16 {
        let offset = chunkStart + word * 4
        schedule[word] = UInt32(message[offset]) << 24 | UInt32(message[offset + 1]) << 16
          | UInt32(message[offset + 2]) << 8 | UInt32(message[offset + 3])
      }
      for word in 16..<64 {
        let s0 = rotateRight(schedule[word - 15], 7) ^ rotateRight(schedule[word - 15], 18) ^ (schedule[word - 15] >> 3)
        let s1 = rotateRight(schedule[word - 2], 17) ^ rotateRight(schedule[word - 2], 19) ^ (schedule[word - 2] >> 10)
        schedule[word] = schedule[word - 16] &+ s0 &+ schedule[word - 7] &+ s1
      }
      var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
      for round in 0..<64 {
        let sum1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25)
        let choose = (e & f) ^ (~e & g)
        let temp1 = h &+ sum1 &+ choose &+ roundConstants[round] &+ schedule[round]
        let sum0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        let temp2 = sum0 &+ majority
        h = g
        g = f
        f = e
        e = d &+ temp1
        d = c
        c = b
        b = a
        a = temp1 &+ temp2
      }
      state[0] &+= a
      state[1] &+= b
      state[2] &+= c
      state[3] &+= d
      state[4] &+= e
      state[5] &+= f
      state[6] &+= g
      state[7] &+= h
    }
    return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } }
  }

  /// The digest of `data` as 64 lowercase hexadecimal digits.
  package static func hexDigest(of data: Data) -> String {
    digest(of: data).map { String(format: "%02x", $0) }.joined()
  }

  /// The digest of the UTF-8 bytes of `text` as lowercase hexadecimal.
  package static func hexDigest(of text: String) -> String {
    hexDigest(of: Data(text.utf8))
  }

  private static func rotateRight(_ value: UInt32, _ amount: UInt32) -> UInt32 {
    (value >> amount) | (value << (32 - amount))
  }
}
