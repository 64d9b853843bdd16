public import ExploreCore
import Foundation

extension DeviceAuthorization {
  /// The whole flow as a person sees it, on standard error: the code, the
  /// page, an offer to open it on a terminal (`opensBrowser` opens it at
  /// once), and a spinner while explore polls.
  ///
  /// - Throws: what ``requestCode()`` and ``waitForGrant(_:)`` throw.
  public func signIn(context: ProviderContext, opensBrowser: Bool) async throws -> Grant {
    let code = try await requestCode()
    let page = code.verificationURI.absoluteString
    context.inform("First copy your one-time code: \(code.userCode)")
    context.inform("Then enter it at \(page) (the code expires in \(max(code.expiresIn / 60, 1)) minutes; Ctrl-C cancels).")
    let terminal = context.terminal
    if opensBrowser {
      Self.open(code.verificationURI, context: context)
    } else if terminal.isInteractive, await terminal.confirm("Open \(page) in your browser?") {
      Self.open(code.verificationURI, context: context)
    }
    let spinner = terminal.isInteractive ? Self.startSpinner("Waiting for you to enter the code at \(page)", context: context) : nil
    defer {
      if let spinner {
        spinner.cancel()
        terminal.showProgress(nil)
      }
    }
    return try await waitForGrant(code)
  }

  private static func open(_ url: URL, context: ProviderContext) {
    do {
      try context.terminal.openURL(url)
    } catch {
      context.inform("explore could not open a browser (\(error)); open \(url.absoluteString) yourself.")
    }
  }

  /// Shows `text` after a turning frame, redrawn every 100 ms until the
  /// returned task is cancelled.
  private static func startSpinner(_ text: String, context: ProviderContext) -> Task<Void, Never> {
    let (terminal, sleep) = (context.terminal, context.sleep)
    let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    terminal.showProgress("\(frames[0]) \(text)…")
    return Task {
      var index = 1
      while !Task.isCancelled {
        do { try await sleep(.milliseconds(100)) } catch { return }
        guard !Task.isCancelled else { return }
        terminal.showProgress("\(frames[index % frames.count]) \(text)…")
        index += 1
      }
    }
  }
}
