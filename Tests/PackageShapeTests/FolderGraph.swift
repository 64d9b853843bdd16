/// The folders of one module and which depends on which: folder A
/// depends on folder B when a file of A names a type declared in B.
struct FolderGraph {
  /// For each folder, the folders it depends on, with a type named for each.
  var edges: [String: [String: String]] = [:]

  init(_ files: [SwiftSource]) {
    var owner: [String: String] = [:]
    for file in files {
      for name in file.declaredTypes { owner[name] = file.folder }
    }
    for file in files {
      for name in file.namesUsed.sorted() {
        guard let folder = owner[name], folder != file.folder else { continue }
        if edges[file.folder, default: [:]][folder] == nil {
          edges[file.folder, default: [:]][folder] = "\(file.path.split(separator: "/").last ?? "") names \(name)"
        }
      }
    }
  }

  /// A chain of folders that comes back to its first, or `nil` when the
  /// dependencies go one way.
  func loop() -> [String]? {
    var finished: Set<String> = []
    var path: [String] = []
    func visit(_ folder: String) -> [String]? {
      if let start = path.firstIndex(of: folder) { return Array(path[start...]) + [folder] }
      guard !finished.contains(folder) else { return nil }
      path.append(folder)
      for next in (edges[folder] ?? [:]).keys.sorted() {
        if let loop = visit(next) { return loop }
      }
      path.removeLast()
      finished.insert(folder)
      return nil
    }
    for folder in edges.keys.sorted() {
      if let loop = visit(folder) { return loop }
    }
    return nil
  }

  /// `A → B (X.swift names T) → A (…)`.
  func describe(_ loop: [String]) -> String {
    zip(loop, loop.dropFirst()).map { from, to in "\(from) → \(to) (\(edges[from]?[to] ?? ""))" }.joined(separator: ", ")
  }
}
