public import Foundation

/// What a provider may do with the user's terminal: show a spinner, open a
/// web page, ask a yes/no question. Everything does nothing by default, so
/// a provider run from a script or a test never waits for a person.
///
/// ```swift
/// if context.terminal.isInteractive, await context.terminal.confirm("Open github.com/login/device?") {
///   try context.terminal.openURL(url)
/// }
/// context.terminal.showProgress("Waiting for you to approve…")
/// context.terminal.showProgress(nil)  // clears the line
/// ```
public struct ProviderTerminal: Sendable {
  /// Whether standard error is a terminal a person is watching.
  public var isInteractive: Bool

  /// Shows a one-line progress note on standard error, rewritten in place,
  /// or clears it when passed `nil`. Does nothing when not interactive.
  public var showProgress: @Sendable (String?) -> Void

  /// Opens a web page in the user's browser.
  public var openURL: @Sendable (URL) throws -> Void

  /// Asks a yes/no question on the terminal; `false` when nobody can answer.
  public var confirm: @Sendable (String) async -> Bool

  public init(
    isInteractive: Bool = false,
    showProgress: @escaping @Sendable (String?) -> Void = { _ in },
    openURL: @escaping @Sendable (URL) throws -> Void = { _ in },
    confirm: @escaping @Sendable (String) async -> Bool = { _ in false }
  ) {
    self.isInteractive = isInteractive
    self.showProgress = showProgress
    self.openURL = openURL
    self.confirm = confirm
  }

  /// No terminal: no progress, no browser, every question answered no.
  public static var none: ProviderTerminal { ProviderTerminal() }
}
