import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-provider <Name> [--base-url URL] [--dry-run]`
/// `[--openapi FILE [--only TAG|PATH]…]`
///
/// With `--openapi`, the resources, their `ItemMapping` tables and the
/// fixtures are generated from an OpenAPI 3.0 or 3.1 document in JSON
/// (``OpenAPIPlan``, ``OpenAPISource``); what cannot be mapped goes to
/// standard error and atop the generated file.
///
/// Scaffolds a provider that builds, passes its tests and answers
/// `explore --offline <name> items`: `Sources/<Name>Provider`,
/// `Tests/<Name>ProviderTests` and `fixtures/<name>`, then adds `<Name>` to
/// the `providers` list in Package.swift, from which the `explore`
/// executable's registry is generated. ``NewProviderCommand`` does the work.
///
/// Every check runs before the first write, and nothing that exists is
/// overwritten. With `--dry-run` it prints each path and its contents and
/// writes nothing.
@main
struct NewProviderPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let command = NewProviderCommand(root: context.package.directoryURL, modules: context.package.targets.map(\.name))
    // NB: a thrown error is printed by SwiftPM as `error: <description>`
    // and fails the command; reporting it through Diagnostics as well
    // would print it twice.
    print(try command.run(arguments), terminator: "")
  }
}
