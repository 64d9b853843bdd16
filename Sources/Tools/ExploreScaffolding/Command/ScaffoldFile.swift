/// One file `new-provider` writes, by its path relative to the package root.
package struct ScaffoldFile {
  package var path: String
  package var contents: String
}
