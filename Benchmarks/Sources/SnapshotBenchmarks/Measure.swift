/// Timing helpers: the median of several runs on `ContinuousClock`.
enum Measure {
  /// Keeps results alive so that the optimiser cannot drop the measured work.
  nonisolated(unsafe) static var sink = 0

  /// Runs `body` once to warm up, then `runs` times, and returns the median
  /// duration in milliseconds.
  static func median(runs: Int, _ body: () -> Int) -> Double {
    sink &+= body()
    var samples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
      var result = 0
      let elapsed = clock.measure { result = body() }
      sink &+= result
      samples.append(elapsed.milliseconds)
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  /// Runs `body` once and returns its duration in milliseconds.
  static func once(_ body: () -> Int) -> Double {
    var result = 0
    let elapsed = ContinuousClock().measure { result = body() }
    sink &+= result
    return elapsed.milliseconds
  }
}

extension Duration {
  var milliseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  }
}

/// Formats milliseconds for the report: 3 significant decimals below 10 ms.
func format(_ milliseconds: Double) -> String {
  if milliseconds < 0.01 { return String(formatMilli(milliseconds * 1_000)) + " µs" }
  if milliseconds < 10 { return formatMilli(milliseconds) + " ms" }
  return String(Int(milliseconds.rounded())) + " ms"
}

private func formatMilli(_ value: Double) -> String {
  let scaled = Int((value * 1_000).rounded())
  let fraction = String(scaled % 1_000)
  return "\(scaled / 1_000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
}
