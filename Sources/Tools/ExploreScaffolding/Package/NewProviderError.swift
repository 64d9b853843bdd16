/// Why `new-provider` stopped, as a sentence that says what to do next.
/// Nothing has been written when one of these is thrown.
package struct NewProviderError: Error, CustomStringConvertible {
  package var description: String
  /// Whether the command line was wrong (a bad option or name), rather
  /// than the package, the document or a write.
  var isUsage: Bool

  init(_ description: String, isUsage: Bool = false) {
    self.description = description
    self.isUsage = isUsage
  }

  /// The exit status: 64 (`EX_USAGE`) for a wrong command line, else 1.
  var status: Int32 { isUsage ? 64 : 1 }

  static let usage = """
    USAGE: swift package --allow-writing-to-package-directory new-provider <Name> [--openapi <file>] [--only <tag or path> ...] [--base-url <url>] [--dry-run]

    ARGUMENTS:
      <Name>              The provider's type name, UpperCamelCase, such as OpenLibrary.
                          Creates module <Name>Provider, tests <Name>ProviderTests and
                          fixtures/<name>, and adds <Name> to the providers list.

    OPTIONS:
      --openapi <file>    Make the provider from an OpenAPI document (JSON or YAML):
                          the declaration 'explore api add' writes for it, compiled
                          into the module, and a short Swift type that loads it.
      --only <tag or path>
                          With --openapi, only the operations with this tag or under
                          this path prefix; repeat it to keep several.
      --base-url <url>    The API's base URL (default: the document's first server,
                          else https://api.example.com).
      --dry-run           Print every path and its contents; write nothing.
      -h, --help          Show this help.
    """
}
