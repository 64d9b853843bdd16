/// Why a `$ref` names nothing that can be read, as the end of a sentence
/// about the operation that uses it: `a reference to #/x, which the
/// document does not define`.
public enum OpenAPIReferenceProblem: Error, Sendable, Equatable, CustomStringConvertible {
  /// The reference is to another file or a URL.
  case notLocal(String)
  /// Its JSON pointer names nothing in the document.
  case undefined(String)
  /// Following it comes back to it.
  case loop(String)
  /// It starts a chain of references longer than ``OpenAPIDocument/maximumReferenceHops``.
  case tooLong(String, hops: Int)

  public var description: String {
    switch self {
    case .notLocal(let reference):
      "a reference to \(reference), which points outside this document: explore reads one file and follows only references "
        + "that start with #/; bundle the document and the files it refers to into one (such as with 'redocly bundle'), and add that"
    case .undefined(let reference):
      "a reference to \(reference), which the document does not define"
    case .loop(let reference):
      "a reference to \(reference), which leads back to itself"
    case .tooLong(let reference, let hops):
      "a chain of more than \(hops) references that reach \(reference); point the first at the schema itself"
    }
  }
}
