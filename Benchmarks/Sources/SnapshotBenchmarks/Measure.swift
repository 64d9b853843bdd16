#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Timing helpers: the median of several runs, in thread CPU time.
///
/// NB: the benchmarks run on a shared machine where other builds compete for
/// the cores. Wall-clock time then counts the time this thread waits for a
/// core; the thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`) does not, so
/// medians of it are far steadier. Caches are still shared, so compare
/// ratios within one run.
enum Measure {
  /// Keeps results alive so that the optimiser cannot drop the measured work.
  nonisolated(unsafe) static var sink = 0

  /// Runs `body` once to warm up, then `runs` times, and returns the median
  /// thread CPU time in milliseconds.
  static func median(runs: Int, _ body: () -> Int) -> Double {
    sink &+= body()
    var samples: [Double] = []
    for _ in 0..<runs {
      samples.append(once(body))
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  /// Runs `body` once and returns its thread CPU time in milliseconds.
  static func once(_ body: () -> Int) -> Double {
    let start = threadTime()
    let result = body()
    let elapsed = threadTime() - start
    sink &+= result
    return elapsed
  }

  /// This thread's CPU time in milliseconds.
  static func threadTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1e6
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
