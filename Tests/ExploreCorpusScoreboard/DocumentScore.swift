/// What `api add` made of one document, and how its list resources did
/// against the document's simulation.
public struct DocumentScore: Sendable, Hashable {
  /// One list resource and its steps.
  public struct ListScore: Sendable, Hashable {
    /// Its words (`pets toys`).
    public var resource: String
    /// The document's path it lists.
    public var path: String
    /// How the simulation pages it.
    public var paging: String
    public var steps: [ScoreboardStep: StepOutcome]

    /// Whether list, page 2, `--all` and detail each passed or had nothing to do: the goal's measure.
    public var passesCore: Bool {
      [ScoreboardStep.list, .pageTwo, .all, .detail].allSatisfy { steps[$0]?.isPassOrNotApplicable ?? false }
    }
  }

  public var name: String
  /// `OpenAPI 3.0.3`, `Swagger 2.0`.
  public var specification: String
  public var getOperations: Int
  /// The `GET` operations that answer records, by the simulation's reading.
  public var documentLists: Int
  /// Why `api add` refused the document (its kind), if it did, and what it said.
  public var refusal: String?
  public var refusalMessage: String?
  /// Resources made: lists and details.
  public var lists = 0
  public var details = 0
  /// List resources made of the document's lists.
  public var listsOfDocumentLists = 0
  /// List resources made of operations the simulation reads as no list.
  public var listsOfOtherOperations = 0
  /// `GET` operations left out, by the kind of reason `api add` gave.
  public var leftOut: [String: Int] = [:]
  /// The list resources made of the document's lists, and their steps.
  public var scores: [ListScore] = []
  /// The document's lists that became no list resource, each as
  /// `GET /path: the reason api add gave`.
  public var listsLeftOut: [String] = []
  /// How long `api add` took in this process, and the trials after it.
  public var addDuration: Duration = .zero
  public var trialsDuration: Duration = .zero

  public init(name: String, specification: String, getOperations: Int, documentLists: Int) {
    self.name = name
    self.specification = specification
    self.getOperations = getOperations
    self.documentLists = documentLists
  }

  /// How many list resources passed `step`, and for how many it applied.
  public func count(_ step: ScoreboardStep) -> (passed: Int, applicable: Int) {
    let outcomes = scores.compactMap { $0.steps[step] }
    return (outcomes.filter(\.passed).count, outcomes.filter(\.isApplicable).count)
  }

  /// How many list resources pass list, page 2, `--all` and detail.
  public var passingCore: Int { scores.filter(\.passesCore).count }
}
