import Testing

/// Every test of the rendering layer, nested so that
/// `swift test --filter Rendering` runs them all.
@Suite struct RenderingTests {}
