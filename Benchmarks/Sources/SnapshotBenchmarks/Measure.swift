#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

import BenchmarkTiming

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

  /// The median number of page faults of the runs of the last ``median(runs:_:)``.
  nonisolated(unsafe) static var lastFaults = 0

  /// Runs `body` once to warm up, then `runs` times, and returns the median
  /// thread CPU time in milliseconds; the median number of page faults goes
  /// to ``lastFaults``.
  ///
  /// NB: the thread's CPU time includes the kernel's time for the page
  /// faults of fresh allocations (memory glibc took from the system, or
  /// returned to it after the previous run and takes back). Their number
  /// depends on the allocator's state as much as on the code, so it is
  /// reported next to the figures that it moves.
  static func median(runs: Int, _ body: () -> Int) -> Double {
    sink &+= body()
    var samples: [Double] = []
    var faults: [Int] = []
    for _ in 0..<runs {
      let before = pageFaults()
      samples.append(once(body))
      faults.append(pageFaults() - before)
    }
    samples.sort()
    faults.sort()
    lastFaults = faults[faults.count / 2]
    return samples[samples.count / 2]
  }

  /// The page faults of this process so far (minor and major; the
  /// benchmark runs on one thread).
  static func pageFaults() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_minflt + usage.ru_majflt
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
  static func threadTime() -> Double { ThreadTime.now() }
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
