import ExploreCore
import ExploreRendering
import Testing

extension RenderingTests {
  /// Colour reaches the text layouts only when ``RenderOptions/useColor``
  /// says so (``ColorPolicy`` decides it).
  @Suite struct ColouredOutputTests {
    @Test func noEscapesWithoutColour() {
      for (_, layout, document) in SampleDocuments.all {
        for isTerminal in [true, false] {
          let options = RenderOptions(layout: layout, width: 80, isTerminal: isTerminal, useColor: false, now: SampleDocuments.now)
          #expect(!TextRenderer.render(document, options: options).contains("\u{1B}"))
        }
      }
    }

    @Test func forcedColourWhenPipedStylesTheRows() {
      let options = RenderOptions(layout: .list, width: 80, isTerminal: false, useColor: true, now: SampleDocuments.now)
      let text = TextRenderer.render(SampleDocuments.repositories, options: options)
      #expect(text.hasPrefix("\u{1B}[1mapple/swift\u{1B}[0m\t"))
    }
  }
}
