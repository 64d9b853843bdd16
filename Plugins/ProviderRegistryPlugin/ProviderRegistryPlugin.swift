import PackagePlugin

/// Generates `ProviderRegistry+Generated.swift` for the target it is applied
/// to (the `explore` executable) from the provider modules that target
/// depends on, so that no list of provider types is ever edited by hand.
///
/// A provider module is a direct target dependency named `<Name>Provider`;
/// its provider type is `<Name>`. The `providers` list in Package.swift
/// decides those dependencies.
@main
struct ProviderRegistryPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    let modules = target.dependencies.compactMap { dependency -> String? in
      guard case .target(let dependency) = dependency, dependency.name.hasSuffix("Provider") else { return nil }
      return dependency.name
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "ProviderRegistry+Generated.swift")
    // NB: a build command (not a prebuild command), because only build
    // commands may run an executable built from this package. It has no
    // input files: the module list is in its arguments, and a change of
    // arguments reruns it.
    return [
      .buildCommand(
        displayName: "Generating the provider registry of \(target.name) (\(modules.count) providers)",
        executable: try context.tool(named: "ProviderRegistryGenerator").url,
        arguments: [output.path] + modules.sorted(),
        inputFiles: [],
        outputFiles: [output]
      )
    ]
  }
}
