import ExploreTestSupport
import Foundation
import Testing

/// The Swift compiler of the toolchain that runs the tests, for checking
/// what the generator writes against the compiler itself: parsing it,
/// type-checking it against this package's built modules, building a
/// program and running it.
///
/// ```swift
/// let compiler = try SwiftCompiler()
/// let result = try compiler.run(["-typecheck", file.path], in: folder)
/// ```
///
/// Every run gets its own `TMPDIR` inside the folder the test gives, so
/// nothing the compiler leaves behind outlives the test's folder.
struct SwiftCompiler {
  /// What one run printed (its standard output and error together) and its exit status.
  struct Result {
    var status: Int32
    var output: String
  }

  /// `swiftc`, from `PATH`.
  let executable: URL

  /// The compiler on `PATH`.
  ///
  /// - Throws: when there is none, saying so: these tests need the
  ///   toolchain's compiler, which `swift test` always has.
  init() throws {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let found = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    executable = try #require(found, "no swiftc on PATH (\(path)): run the tests with the Swift toolchain's bin folder on PATH")
  }

  /// The folder of this build's modules (`.build/<triple>/debug/Modules`),
  /// found from the test runner's own path.
  static func modules() throws -> URL {
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let modules = binaries.appendingPathComponent("Modules", isDirectory: true)
    try #require(
      FileManager.default.fileExists(atPath: modules.appendingPathComponent("ExploreEngine.swiftmodule").path),
      "no built ExploreEngine module in \(modules.path): build the package's tests with swift build --build-tests")
    return modules
  }

  /// The `-package-name` SwiftPM gives this package's modules, so that
  /// generated code sees their `package` declarations as a provider in
  /// the package does: read from the build's plan, else the package
  /// folder's name in lowercase, as SwiftPM names a root package.
  static func packageName(modules: URL) -> String {
    let build = modules.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let configuration = modules.deletingLastPathComponent().lastPathComponent
    if let plan = try? String(contentsOf: build.appendingPathComponent("\(configuration).yaml"), encoding: .utf8),
      let range = plan.range(of: #""-package-name",""#)
    {
      let name = plan[range.upperBound...].prefix { $0 != "\"" }
      if !name.isEmpty { return String(name) }
    }
    return ProjectPaths.root.lastPathComponent.lowercased()
  }

  /// The flags every package module is built with: Swift 6 and the upcoming features of Package.swift.
  static let languageFlags = [
    "-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny", "-enable-upcoming-feature", "InternalImportsByDefault",
    "-enable-upcoming-feature", "MemberImportVisibility",
  ]

  /// Runs `swiftc arguments` in `folder`, with `folder/tmp` as its `TMPDIR`.
  func run(_ arguments: [String], in folder: URL) throws -> Result {
    let temporary = folder.appendingPathComponent("tmp", isDirectory: true)
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporary.path
    let child = try PipedProcess.start(executable, arguments: arguments, environment: environment, directory: folder, input: "", errorsToOutput: true)
    let output = child.output.fileHandleForReading.readDataToEndOfFile()
    child.process.waitUntilExit()
    return Result(status: child.process.terminationStatus, output: String(decoding: output, as: UTF8.self))
  }

  /// The lines of `output` that are errors, as `file:line:column: error: …`.
  static func errors(in output: String) -> [Substring] {
    output.split(separator: "\n").filter { $0.contains(": error: ") }
  }
}
