/// Reads YAML 1.2 text, as OpenAPI documents and other configuration files
/// use it, into ``YAMLValue`` trees, or straight into JSON.
///
/// ```swift
/// let text = """
///   openapi: 3.0.3
///   paths:
///     /pets:
///       get:
///         responses:
///           200: {description: OK}
///   """
/// let document = try YAMLReader.read(Array(text.utf8))
/// document["openapi"]  // .string("3.0.3")
/// let json = try YAMLReader.readJSON(Array(text.utf8))
/// // {"openapi":"3.0.3","paths":{"/pets":{"get":{"responses":{"200":{"description":"OK"}}}}}}
/// ```
///
/// What it reads: block and flow collections; plain, single- and
/// double-quoted scalars (with every escape) and block scalars (`|`, `>`,
/// with chomping and indentation indicators); comments; documents (`---`,
/// `...`) and their directives (`%YAML 1.x`, `%TAG`); anchors and aliases;
/// merge keys (`<<`, from YAML 1.1, which real documents use); the core
/// schema's tags (`!!str`, `!!int`, `!!float`, `!!bool`, `!!null`,
/// `!!seq`, `!!map`) and the non-specific `!`. Plain scalars are resolved
/// by the YAML 1.2 core schema (see ``YAMLValue``).
///
/// What it refuses, each with a ``YAMLError`` that gives the line and the
/// column: malformed text; other tags (`!!binary`, `!Ref`, …); keys that
/// are collections, and a key given twice in one mapping; aliases of an
/// anchor not defined before them, or inside their own anchor's node; and
/// whatever passes the ``YAMLLimits``: the input's size, the depth of
/// nesting, and what aliases may add to a document.
///
/// Nothing recurses on the input: scanning, parsing and building keep
/// stacks of their own, so 100,000 nested `[` end in an error at the
/// depth limit, not in a stack overflow.
public enum YAMLReader {
  /// The one document of `bytes`, in UTF-8; an empty text is ``YAMLValue/null``.
  ///
  /// - Throws: ``YAMLError``, and ``YAMLError/Reason/multipleDocuments``
  ///   when a second document follows.
  /// - Complexity: O(*n*) in the size of `bytes`, in time and in memory.
  public static func read(_ bytes: some Collection<UInt8>, limits: YAMLLimits = .standard) throws(YAMLError) -> YAMLValue {
    var composer = try YAMLComposer(bytes, limits: limits)
    return try onlyDocument(of: &composer)
  }

  /// Every document of `bytes` (a stream of documents separated by `---`), in order.
  ///
  /// - Complexity: O(*n*) in the size of `bytes`, in time and in memory.
  public static func documents(_ bytes: some Collection<UInt8>, limits: YAMLLimits = .standard) throws(YAMLError) -> [YAMLValue] {
    var composer = try YAMLComposer(bytes, limits: limits)
    var documents: [YAMLValue] = []
    while let document = try composer.nextDocument() {
      documents.append(document.value)
    }
    return documents
  }

  /// The one document of `bytes` as JSON text in UTF-8 (see
  /// ``YAMLValue/jsonBytes()``), for a reader of JSON.
  ///
  /// - Throws: ``YAMLError`` as ``read(_:limits:)`` does, and
  ///   ``YAMLError/Reason/noJSONForm(_:)`` for `.inf` or `.nan`, which JSON
  ///   cannot hold.
  /// - Complexity: O(*n*) in the size of `bytes` and of the JSON.
  public static func readJSON(_ bytes: some Collection<UInt8>, limits: YAMLLimits = .standard) throws(YAMLError) -> [UInt8] {
    var composer = try YAMLComposer(bytes, limits: limits, refusesNonFiniteNumbers: true)
    return try onlyDocument(of: &composer).jsonBytes()
  }

  static func onlyDocument(of composer: inout YAMLComposer) throws(YAMLError) -> YAMLValue {
    guard try composer.startDocument() != nil else { return .null }
    let value = try composer.finishDocument()
    if let second = try composer.startDocument() { throw second.error(.multipleDocuments) }
    return value
  }
}
