/// One file `new-provider` writes, by its path relative to the package root.
struct ScaffoldFile {
  var path: String
  var contents: String
}
