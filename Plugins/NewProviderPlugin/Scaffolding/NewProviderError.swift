/// Why `new-provider` stopped, as a sentence that says what to do next.
/// Nothing has been written when one of these is thrown.
struct NewProviderError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }

  static let usage = """
    USAGE: swift package --allow-writing-to-package-directory new-provider <Name> [--base-url <url>] [--dry-run]

    ARGUMENTS:
      <Name>              The provider's type name, UpperCamelCase, such as OpenLibrary.
                          Creates module <Name>Provider, tests <Name>ProviderTests and
                          fixtures/<name>, and adds <Name> to the providers list.

    OPTIONS:
      --base-url <url>    The API's base URL (default: https://api.example.com).
      --dry-run           Print every path and its contents; write nothing.
      -h, --help          Show this help.
    """
}
