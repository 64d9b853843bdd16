/// What one body line of the browser's screen shows (``BrowserState/viewport()``).
package enum ViewportLine: Sendable, Hashable {
  /// The layout's line at this index.
  case line(Int)
  /// "loading…", after the last line while a page loads.
  case loading
  case blank
}
