import ExploreCore
import ExploreRendering
import ExploreTerminal
import ExploreTestSupport
import Testing

extension RenderingTests {
  /// The text layout of every sample document at 40, 80 and 120 columns, with
  /// colour on and off, and piped; compared with `Goldens/*.txt`.
  @Suite struct TextRendererGoldenTests {
    static let widths = [40, 80, 120]

    @Test(arguments: SampleDocuments.all.map(\.name), widths)
    func terminalLayout(named name: String, width: Int) throws {
      let sample = try #require(SampleDocuments.all.first { $0.name == name })
      // NB: both variants are compared (and recorded) before the first difference is thrown.
      var difference: (any Error)?
      defer { if let difference { Issue.record(difference) } }
      for useColor in [false, true] {
        let options = RenderOptions(layout: sample.layout, width: width, isTerminal: true, useColor: useColor, now: SampleDocuments.now)
        let text = TextRenderer.render(sample.document, options: options)
        do {
          try GoldenFile("\(name)-w\(width)\(useColor ? "-color" : "").txt").verify(text + "\n")
        } catch {
          difference = difference ?? error
        }
        if !useColor {
          // The next-page hint is a command to copy: it is never cut.
          for line in text.split(separator: "\n") where !line.hasPrefix("More: ") {
            #expect(DisplayWidth.of(String(line)) <= width, "line wider than \(width): \(line)")
          }
        }
      }
    }

    @Test(arguments: SampleDocuments.all.map(\.name))
    func pipedLayout(named name: String) throws {
      let sample = try #require(SampleDocuments.all.first { $0.name == name })
      let options = RenderOptions(layout: sample.layout, width: 40, isTerminal: false, useColor: false, now: SampleDocuments.now)
      try GoldenFile("\(name)-piped.txt").verify(TextRenderer.render(sample.document, options: options) + "\n")
    }
  }
}
