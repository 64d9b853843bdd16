import ExploreAPIVocabulary
import ExploreOpenAPI
import Testing

/// The words of API documents, read apart from any plan: each rule here is
/// one the planner applies to every document it reads.
@Suite struct VocabularyTests {
  @Test(arguments: [
    ("people", "person"), ("sales-people", "sales-person"), ("children", "child"), ("ids", "id"), ("repositories", "repository"),
    ("movies", "movie"), ("sms", "sms"), ("dns", "dns"), ("gps", "gps"), ("templates-sms", "templates-sms"),
  ])
  func aPluralBecomesItsSingular(plural: String, singular: String) {
    #expect(Vocabulary.singular(plural) == singular)
  }

  @Test(arguments: [
    ("starredRepositories", "starred-repositories"), ("full_name", "full-name"), ("@me", "me"), ("{id}", "id"), ("--", nil),
  ] as [(String, String?)])
  func aNameIsSpelledAsACommandWord(name: String, word: String?) {
    #expect(Vocabulary.commandWord(name) == word)
  }

  @Test func versionsAndTheWordAPINameNoCommand() {
    #expect(Vocabulary.isWord("followers"))
    #expect(!Vocabulary.isWord("v2") && !Vocabulary.isWord("api") && !Vocabulary.isWord("2fa"))
  }

  @Test func aNormalizedNameKeepsLettersAndDigitsInLowerCase() {
    #expect(Vocabulary.normalized("Total_Count-2") == "totalcount2")
    #expect(Vocabulary.sameWord("Repositories", "repository"))
  }

  @Test func aURLIsHTTPEvenWithAPlaceholderForItsHost() {
    #expect(Vocabulary.isHTTPURL("https://{yourOktaDomain}/img/logos/google-mail.png"))
    #expect(!Vocabulary.isHTTPURL("logo.png"))
  }

  @Test func theRecordsOfAPathAreNamedByItsLastLiteralWords() {
    #expect(Vocabulary.recordPathWords("/memos/{memo}/relations") == ["relations"])
    #expect(Vocabulary.recordPathWords("/users/{id}/feed") == ["feed"], "a feed is a thing, not a way of showing one")
    #expect(Vocabulary.recordPathWords("/projects/{name}/detailed") == ["projects", "detailed"])
    #expect(Vocabulary.recordPathWords("/pets/{petId}") == ["pets"])
  }

  @Test func datesRankByWhatTheySayOfTheRecord() {
    let ranks = ["expiresAt", "created_at", "updated_at", "deleted_at"].map(Vocabulary.dateRank)
    #expect(ranks == ranks.sorted() && Set(ranks).count == 4, "\(ranks)")
    #expect(Vocabulary.dateRank("date_create") == Vocabulary.dateRank("created"), "Slack writes the date first")
    #expect(["created_at", "createdAt", "startTime", "published"].allSatisfy(Vocabulary.isDateName))
    #expect(!Vocabulary.isDateName("name"))
  }

  @Test func anEventIsKnownByItsWordEvenWithAnAbbreviationAfterIt() {
    #expect(Vocabulary.isEvent(words: ["auditlog-ext"]), "Harbor's auditlog-exts, read singular")
    #expect(Vocabulary.isEvent(words: ["events"]))
    #expect(!Vocabulary.isEvent(words: ["events-k8s-io"]), "a group of Kubernetes' API is no event")
  }

  @Test func secretsAndIDsAreKnownByTheirNames() {
    #expect(["api_key", "clientSecret", "pwd", "access_token"].allSatisfy(Vocabulary.isSecretName))
    #expect(!Vocabulary.isSecretName("name") && !Vocabulary.isSecretName("passenger_count"))
    #expect(["id", "user_id", "userId", "node_id", "groupUUID"].allSatisfy(Vocabulary.isIDName))
    #expect(!Vocabulary.isIDName("identity"))
  }

  @Test(arguments: [
    ("The number of results, maximum 100.", 100), ("Page size (max: 50)", 50), ("Return up to 1,000 records", 1_000),
    ("A number between 1 and 200.", 200), ("The page to read.", nil),
  ] as [(String, Int?)])
  func aDescriptionStatesItsMaximum(description: String, maximum: Int?) {
    #expect(Vocabulary.statedMaximum(in: description) == maximum)
  }

  @Test func aSyntaxOfKeysAndValuesIsAQueryLanguageNotASearch() {
    #expect(Vocabulary.takesQueryLanguage("Query string to query resources. Supported query patterns are exact match(k=v)"))
    #expect(!Vocabulary.takesQueryLanguage("Text to search for; to find an exact match, use quotes."))
  }

  @Test func anAmountRestatedInTheAccountsCurrencyIsKnownByItsPrefix() {
    var record = SchemaShape()
    record.properties = ["amount", "pc_amount", "native_total", "base_url"].map { ($0, OpenAPIJSON.object([:])) }
    #expect(Vocabulary.isRestatedAmount("pc_amount", in: record))
    #expect(!Vocabulary.isRestatedAmount("native_total", in: record), "no total beside it")
    #expect(!Vocabulary.isRestatedAmount("amount", in: record))
  }

  @Test func theWholeAmountIsKnownFromItsParts() {
    #expect(["total_price_money", "amount_money", "Total", "grand_total"].allSatisfy(Vocabulary.isWholeAmount))
    #expect(!["total_tax_money", "total_shipping_money", "app_fee_money", "SubTotal"].contains(where: Vocabulary.isWholeAmount))
  }

  @Test func aReferenceIsKnownByItsName() {
    #expect(Vocabulary.namesReference("creator_ref") && Vocabulary.namesReference("parentRef"))
    #expect(!Vocabulary.namesReference("ref") && !Vocabulary.namesReference("reference"))
  }
}
