#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread's CPU time, the measure the benchmarks report: on a
/// noisy 2-core machine it moves less with the other core's load than wall
/// time does.
///
/// ```swift
/// let milliseconds = ThreadTime.median(runs: 9) { render(document).utf8.count }
/// print("(sink \(ThreadTime.sink % 10))")   // keeps the work from being optimised away
/// ```
public enum ThreadTime {
  /// What the timed bodies returned, summed, so that the optimiser cannot
  /// drop their work; print it once at the end.
  public nonisolated(unsafe) static var sink = 0

  /// This thread's CPU time in milliseconds.
  public static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1e6
  }

  /// The median thread CPU time of `runs` runs of `body` after one
  /// warm-up, in milliseconds.
  public static func median(runs: Int, _ body: () -> Int) -> Double {
    sink &+= body()
    var samples: [Double] = []
    for _ in 0..<runs {
      let start = now()
      sink &+= body()
      samples.append(now() - start)
    }
    return samples.sorted()[samples.count / 2]
  }
}
