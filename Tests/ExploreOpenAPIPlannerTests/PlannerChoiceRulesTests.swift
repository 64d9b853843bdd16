import ExploreAPIVocabulary
import ExploreCore
@testable import ExploreOpenAPI
@testable import ExploreOpenAPIPlanner
import Foundation
import Testing

/// The planner's choices of fields, web pages, pictures, ids and names,
/// as classes (issue 42, the choices read by hand): each test is one class,
/// in a small document of its own shape.
@Suite struct PlannerChoiceRulesTests {
  typealias Rules = PlannerRulesTests

  static func list(_ record: String, at path: String = "/things", example: String? = nil, more: String = "", positionIDs: Bool = false) throws -> OpenAPIPlan {
    let content = example.map { "{schema: {type: array, items: {$ref: '#/components/schemas/Record'}}, example: \($0)}" }
      ?? "{schema: {type: array, items: {$ref: '#/components/schemas/Record'}}}"
    let text = """
      openapi: 3.0.3
      info: {title: Test, version: "1"}
      servers: [{url: "https://api.test.example/v1"}]
      paths:
        \(path):
          get:
            responses:
              "200": {description: ok, content: {application/json: \(content)}}
      \(more)
      components:
        schemas:
          Record: \(record)
      """
    return try OpenAPIPlan(OpenAPIDocument(data: Data(text.utf8)), providerName: "Test", limit: .max, positionIDs: positionIDs)
  }

  @Test func deprecatedAndEncodedPropertiesAreNeitherTitlesNorFields() throws {
    let plan = try Self.list(
      """
      {type: object, required: [id], properties: {id: {type: integer}, resource_title: {type: string, deprecated: true}, title: {type: string},
                   resource_doi: {type: string, description: "Deprecated by related materials."},
                   data: {type: string, description: "The calendar, base64 encoded in iCalendar format"}, blob: {type: string, format: byte},
                   state: {type: string}}}
      """)
    let things = try Rules.resource("things", in: plan)
    #expect(things.fields.title == ["title"])
    #expect(things.fields.display.map(\.key) == ["state"])
  }

  @Test func aTypeThatVariesIsShownAndATypeTagIsNot() throws {
    let varying = try Rules.resource("things", in: Self.list("{type: object, required: [id], properties: {id: {type: integer}, type: {type: string}, description: {type: string}}}"))
    #expect(varying.fields.display.map(\.key).contains("type"))
    let titled = try Rules.resource("things", in: Self.list("{type: object, required: [id], properties: {id: {type: string}, type: {type: string}}}"))
    #expect(titled.fields.title == ["type"] && titled.fields.id == .key(["id"]), "a payment method's `visa` reads better than its id")
    let tagged = try Rules.resource(
      "things", in: Self.list("{type: object, required: [id], properties: {id: {type: string}, type: {type: string, enum: [thing]}, name: {type: string}}}"))
    #expect(!tagged.fields.display.map(\.key).contains("type") && tagged.fields.title == ["name"])
    let jsonAPI = try Rules.resource(
      "things", in: Self.list("{type: object, required: [id], properties: {id: {type: string}, type: {type: string}, attributes: {type: object, properties: {name: {type: string}}}}}"))
    #expect(!jsonAPI.fields.display.map(\.key).contains("type") && jsonAPI.fields.title == ["attributes", "name"])
    let freeForm = try Rules.resource(
      "things",
      in: Self.list(
        "{type: object, required: [id], properties: {id: {type: integer}, type: {type: string}, description: {type: string}, attributes: {type: object, additionalProperties: true}}}"
      ))
    #expect(freeForm.fields.display.map(\.key).contains("type"), "a map of attributes beside a type is not JSON:API")
  }

  @Test func aFieldThatRepeatsItsTitleIsLeftOutAndDatesTheSchemaDoesNotTypeAreShown() throws {
    let repos = try Rules.resource(
      "things",
      in: Self.list(
        "{type: object, required: [id, full_name], properties: {id: {type: integer}, full_name: {type: string}, name: {type: string}, published_date: {type: string, nullable: true}}}"
      ))
    #expect(repos.fields.title == ["full_name"])
    let artists = try Rules.resource(
      "things",
      in: Self.list("{type: object, required: [id], properties: {id: {type: integer}, artistName: {type: string}, sortName: {type: string}, cleanName: {type: string}, status: {type: string}}}"))
    #expect(artists.fields.title == ["artistName"] && artists.fields.display.map(\.key) == ["status"])
    let languages = try Rules.resource(
      "things", in: Self.list("{type: object, required: [id], properties: {id: {type: integer}, name: {type: string}, nameLower: {type: string}, created: {type: string, format: dateTime}}}"))
    #expect(languages.fields.display.map(\.key) == ["created"] && languages.fields.display.first?.format == .date)
    #expect(repos.fields.display.map(\.key) == ["published_date"])
    #expect(repos.fields.display.first?.format == .text, "a date of no stated format is shown as written")
  }

  @Test func theWebPageIsAnHTMLLinkElseALinkOffTheAPIsHost() throws {
    let figshare = try Rules.resource(
      "things",
      in: Self.list(
        "{type: object, required: [id], properties: {id: {type: integer}, title: {type: string}, url: {type: string, example: 'https://api.test.example/v1/things/1'}, url_public_html: {type: string}, thumb: {type: string, format: uri}}}"
      ))
    #expect(figshare.fields.webPage == "url_public_html")
    #expect(figshare.picture == ["thumb"])
    let site = try Rules.resource(
      "things",
      in: Self.list(
        "{type: object, required: [id], properties: {id: {type: string}, name: {type: string}, url: {type: string}, admin_url: {type: string}}}",
        example: "[{id: a1, name: blog, url: 'https://blog.example.org', admin_url: 'https://app.example.com/sites/blog'}]"))
    #expect(site.fields.webPage == "url")
    let own = try Rules.resource(
      "things",
      in: Self.list(
        "{type: object, required: [id], properties: {id: {type: string}, name: {type: string}, url: {type: string}}}",
        example: "[{id: a1, name: blog, url: 'https://api.test.example/v1/things/a1'}]"))
    #expect(own.fields.webPage == nil, "the API's own URL of the record is not a page to open")
  }

  @Test func theIdTheDetailPathTakesIsTheIdEvenWhereItMayBeNull() throws {
    let plan = try Self.list(
      "{type: object, properties: {location_id: {type: string, nullable: true}, booking_site_url: {type: string, nullable: true}}}",
      at: "/profiles",
      more: """
          /profiles/{location_id}:
            get:
              parameters: [{name: location_id, in: path, required: true, schema: {type: string}}]
              responses:
                "200": {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Record'}}}}
        """)
    let profiles = try Rules.resource("profiles", in: plan)
    #expect(profiles.fields.id == .key(["location_id"]) && !profiles.fields.idIsRequired)
  }

  @Test func aRecordNamedByAPropertyNamedLikeItselfIsKnownByIt() throws {
    let types = try Rules.resource(
      "event-types",
      in: Self.list("{type: object, properties: {event_type: {type: string}, api_version_introduced: {type: string}}}", at: "/webhooks/event-types"))
    #expect(types.fields.id == .key(["event_type"]) && types.fields.title == ["event_type"])
  }

  @Test func aDetailAnsweredAsAnArrayOfOneIsReadThroughItsWrapper() throws {
    let text = Rules.document(
      paths: Rules.get(
        "/Accounts/{AccountID}",
        "{type: object, properties: {pagination: {type: object, properties: {page: {type: integer}}}, Warnings: {type: array, items: {type: object, properties: {Message: {type: string}}}}, Accounts: {type: array, items: {$ref: '#/components/schemas/Account'}}}}",
        parameters: "[{name: AccountID, in: path, required: true, schema: {type: string}}]"),
      schemas: "    Account: {type: object, properties: {AccountID: {type: string}, Name: {type: string}}}")
    let account = try Rules.resource("account", in: Rules.plan(text))
    #expect(account.kind == .detail && account.wrapper == "Accounts" && account.fields.id == .key(["AccountID"]))
  }

  @Test func aPageOfReportsIsReadBesideItsMessagesAtAPathThatNamesMany() throws {
    let text = Rules.document(
      paths: Rules.get(
        "/gene/id/{gene_ids}/dataset_report",
        "{type: object, properties: {reports: {type: array, items: {$ref: '#/components/schemas/Report'}}, messages: {type: array, items: {$ref: '#/components/schemas/Message'}}, total_count: {type: integer}, next_page_token: {type: string}}}",
        parameters: "[{name: gene_ids, in: path, required: true, schema: {type: array, items: {type: integer}}}, {name: page_token, in: query, schema: {type: string}}]")
        + "\n"
        + Rules.get(
          "/gene/id/{gene_ids}",
          "{type: object, properties: {genes: {type: array, items: {$ref: '#/components/schemas/Report'}}, total_count: {type: integer}}}",
          parameters: "[{name: gene_ids, in: path, required: true, schema: {type: array, items: {type: integer}}}]"),
      schemas: """
            Report: {type: object, properties: {id: {type: string}, symbol: {type: string}, description: {type: string}}}
            Message: {type: object, properties: {error: {type: object, properties: {reason: {type: string}}}}}
        """)
    let plan = try Rules.plan(text)
    let reports = try #require(plan.resources.first { $0.path == "/gene/id/{gene_ids}/dataset_report" }, "\(plan.unmapped)")
    #expect(reports.kind == .list && reports.recordsPath == ["reports"])
    let genes = try #require(plan.resources.first { $0.path == "/gene/id/{gene_ids}" }, "\(plan.unmapped)")
    #expect(genes.kind == .list && genes.recordsPath == ["genes"], "a path whose parameter names many ids answers a page of them")
  }

  @Test(arguments: [("/commands/send", ["commands", "send"]), ("/exclusions/paged", ["exclusions", "paged"]), ("/history/since", ["history", "since"])])
  func aLastWordThatSaysWhatIsDoneTakesTheThingBeforeIt(path: String, words: [String]) throws {
    let plan = try Self.list("{type: object, required: [id], properties: {id: {type: string}, description: {type: string}}}", at: path)
    #expect(plan.resources.map(\.words) == [words])
  }

  @Test func twoPathsToldApartByAParameterAloneTakeTheThingItNames() {
    #expect(OpenAPIPlan.thing(named: "account_slug") == "account")
    #expect(OpenAPIPlan.thing(named: "accountId") == "account")
    #expect(OpenAPIPlan.thing(named: "id") == nil && OpenAPIPlan.thing(named: "slug") == nil)
  }

  @Test func aQueryInAnExpressionLanguageStaysAnOption() throws {
    let text = Rules.document(
      paths: Rules.get(
        "/robots", "{type: array, items: {$ref: '#/components/schemas/Thing'}}",
        parameters: "[{name: q, in: query, description: 'Query string to query resources. Supported query patterns are exact match(k=v), fuzzy match(k=~v)', schema: {type: string}}]")
        + "\n" + Rules.get("/things", "{type: array, items: {$ref: '#/components/schemas/Thing'}}", parameters: "[{name: q, in: query, schema: {type: string}}]"))
    let plan = try Rules.plan(text)
    let robots = try Rules.resource("robots", in: plan)
    #expect(robots.searchParameter == nil && robots.options.map(\.name) == ["q"])
    #expect(try Rules.resource("things", in: plan).searchParameter == "q")
  }

  @Test func aNumberIsAnIDAndASecretNeverIs() throws {
    let sonarr = try Rules.resource(
      "things", in: Self.list("{type: object, properties: {id: {type: number}, name: {type: string}, apiKey: {type: string}, hostname: {type: string}}}"))
    #expect(sonarr.fields.id == .key(["id"]) && !sonarr.fields.idIsRequired)
    let keyed = try Rules.resource("things", in: Self.list("{type: object, properties: {apiKey: {type: string}, key: {type: string}, name: {type: string}}}"))
    #expect(keyed.fields.id == .key(["key"]))
  }

  @Test func aRecordWhoseTitleIsInItsAttributesShowsTheirFields() throws {
    let bills = try Rules.resource(
      "things",
      in: Self.list(
        "{type: object, required: [id, type, attributes], properties: {id: {type: string}, type: {type: string}, attributes: {type: object, required: [name], properties: {name: {type: string}, amount_min: {type: string}, date: {type: string, format: date-time}}}}}"
      ))
    #expect(bills.fields.title == ["attributes", "name"] && bills.fields.displayHolder == ["attributes"])
    #expect(bills.fields.display.map(\.key) == ["date"] || bills.fields.display.map(\.key).contains("date"))
  }

  @Test func theIDTheDetailPathTakesMayBeInTheRecordsOwnObject() throws {
    let plan = try Self.list(
      "{type: object, properties: {kind: {type: string}, metadata: {type: object, properties: {name: {type: string}, uid: {type: string}}}}}",
      at: "/namespaces/{namespace}/pods",
      more: """
          /namespaces/{namespace}/pods/{name}:
            get:
              parameters: [{name: namespace, in: path, required: true, schema: {type: string}}, {name: name, in: path, required: true, schema: {type: string}}]
              responses:
                "200": {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Record'}}}}
        """)
    let pods = try #require(plan.resources.first { $0.path == "/namespaces/{namespace}/pods" }, "\(plan.unmapped)")
    #expect(pods.fields.id == .key(["metadata", "name"]))
  }

  // MARK: - The fourth round of choices read by hand (Xero, Traccar, Argo CD, figshare, Square)

  @Test func aNumberThatMayBeAFractionIsANumberFieldAndAnIntegerAnInteger() throws {
    let trips = try Rules.resource(
      "things",
      in: Self.list("{type: object, required: [id], properties: {id: {type: integer}, name: {type: string}, distance: {type: number}, stops: {type: integer}}}"))
    #expect(trips.fields.display.map(\.key) == ["distance", "stops"])
    #expect(trips.fields.display.map(\.format) == [.number, .integer], "45.3 km is no integer: every row would lose it")
  }

  @Test func aPersonIsTitledByGivenAndFamilyNameAndTheFamilyNameIsNoFieldBeside() throws {
    let people = try Rules.resource(
      "things",
      in: Self.list("{type: object, required: [id], properties: {id: {type: integer}, first_name: {type: string}, last_name: {type: string}, email: {type: string}}}"))
    #expect(people.fields.title == ["first_name"] && people.fields.titleWith == [["last_name"]])
    #expect(!people.fields.display.map(\.key).contains("last_name"))
    let nested = try Rules.resource(
      "expense-claims",
      in: Self.list(
        "{type: object, required: [ClaimID], properties: {ClaimID: {type: string}, User: {type: object, properties: {FirstName: {type: string}, LastName: {type: string}}}}}",
        at: "/ExpenseClaims"))
    #expect(nested.fields.title == ["User", "FirstName"] && nested.fields.titleWith == [["User", "LastName"]])
    #expect(nested.fields.id == .key(["ClaimID"]), "an id named after the kind's last word, never the claimant's name")
    let company = try Rules.resource(
      "things", in: Self.list("{type: object, required: [id], properties: {id: {type: integer}, name: {type: string}, last_name: {type: string}}}"))
    #expect(company.fields.titleWith.isEmpty, "only a given name is followed by a family name")
  }

  @Test func aUserNameTitlesAPersonButNotARecordThatHasANameOfItsOwn() throws {
    let credentials = try Rules.resource(
      "repositories",
      in: Self.list("{type: object, required: [repo], properties: {repo: {type: string}, username: {type: string}, name: {type: string}, type: {type: string}}}", at: "/repositories"))
    #expect(credentials.fields.title == ["name"], "a repository's credentials are not the user they sign in as")
    let members = try Rules.resource(
      "members",
      in: Self.list("{type: object, required: [id], properties: {id: {type: integer}, username: {type: string}, name: {type: string}}}", at: "/members"))
    #expect(members.fields.title == ["username"])
    let avatars = try Rules.resource(
      "stars",
      in: Self.list("{type: object, required: [id], properties: {id: {type: integer}, login: {type: string}, name: {type: string}, avatar_url: {type: string}}}", at: "/stars"))
    #expect(avatars.fields.title == ["login"], "a record with an avatar is a person")
  }

  @Test func aNumberNamedAfterTheRecordOrAReferenceTitlesItBeforeALink() throws {
    let invoices = try Rules.resource(
      "invoices",
      in: Self.list(
        "{type: object, required: [InvoiceID], properties: {InvoiceID: {type: string, format: uuid}, InvoiceNumber: {type: string}, Reference: {type: string}, Url: {type: string}}}",
        at: "/Invoices"))
    #expect(invoices.fields.title == ["InvoiceNumber"])
    let transactions = try Rules.resource(
      "bank-transactions",
      in: Self.list(
        "{type: object, required: [BankTransactionID], properties: {BankTransactionID: {type: string, format: uuid}, Reference: {type: string}, Url: {type: string}}}",
        at: "/BankTransactions"))
    #expect(transactions.fields.title == ["Reference"])
  }

  @Test func aNameOfAnotherRecordTitlesARowButIsNoID() throws {
    let text = try Self.list("{type: object, properties: {deviceId: {type: integer}, deviceName: {type: string}, distance: {type: number}}}", at: "/reports/trips")
    #expect(text.resources.isEmpty, "without rows known by their position, nothing identifies a trip")
    let trips = try Rules.resource("trips", in: Self.list("{type: object, properties: {deviceId: {type: integer}, deviceName: {type: string}, distance: {type: number}}}", at: "/reports/trips", positionIDs: true))
    #expect(trips.fields.title == ["deviceName"])
    #expect(trips.fields.id == nil, "a device makes many trips: the rows are known by their position")
    let charts = try Rules.resource(
      "helmcharts", in: Self.list("{type: object, properties: {name: {type: string}, versions: {type: array, items: {type: string}}}}", at: "/helmcharts"))
    #expect(charts.fields.id == .key(["name"]))
  }

  @Test func secretsAreNeitherIDsTitlesNorFields() throws {
    let repos = try Rules.resource(
      "repocreds",
      in: Self.list(
        """
        {type: object, properties: {gcpServiceAccountKey: {type: string}, tlsClientCertKey: {type: string}, sshPrivateKey: {type: string},
                     url: {type: string}, project: {type: string}}}
        """, at: "/repocreds"))
    let used = [repos.fields.id?.key?.first, repos.fields.title?.first].compactMap { $0 } + repos.fields.display.map(\.key)
    #expect(!used.contains { $0.lowercased().contains("key") }, "\(used)")
  }

  @Test func thePublicPageBeforeItsOwnersAndStorageBookkeepingIsNoField() throws {
    let articles = try Rules.resource(
      "things",
      in: Self.list(
        "{type: object, required: [id], properties: {id: {type: integer}, title: {type: string}, url_private_html: {type: string}, url_public_html: {type: string}}}"))
    #expect(articles.fields.webPage == "url_public_html")
    let objects = try Rules.resource(
      "things",
      in: Self.list(
        """
        {type: object, required: [uid], properties: {uid: {type: string}, name: {type: string}, generateName: {type: string}, generation: {type: integer},
                     resourceVersion: {type: string}, namespace: {type: string}, __v: {type: integer}}}
        """))
    #expect(objects.fields.display.map(\.key) == ["namespace"])
  }

  @Test func aSymbolTitlesBeforeAnotherNameAndAnAbbreviatedIDIsTheRecordsOwn() throws {
    let genes = try Rules.resource(
      "genes",
      in: Self.list("{type: object, required: [gene_id], properties: {gene_id: {type: string}, symbol: {type: string}, common_name: {type: string}}}", at: "/genes"))
    #expect(genes.fields.title == ["symbol"], "a gene's common_name is its organism's")
    let taxa = try Rules.resource(
      "taxonomy",
      in: Self.list("{type: object, properties: {tax_id: {type: integer}, blast_name: {type: string}, rank: {type: string}}}", at: "/taxonomy"))
    #expect(taxa.fields.id == .key(["tax_id"]), "a blast name is a group's: many taxa share it")
    let editions = try Rules.resource(
      "dataset-editions",
      in: Self.list(
        "{type: object, properties: {dataset_id: {type: string}, edition: {type: string}, title: {type: string}}}", at: "/dataset-editions", positionIDs: true))
    #expect(editions.fields.id != .key(["dataset_id"]), "a dataset has many editions")
  }

  @Test func aURLNamedAfterTheRecordIsItsPage() throws {
    let links = try Rules.resource(
      "links", in: Self.list("{type: object, properties: {link_name: {type: string}, link_url: {type: string}}}", at: "/links"))
    #expect(links.fields.webPage == "link_url")
    let onTheAPI = try Rules.resource(
      "links",
      in: Self.list(
        "{type: object, properties: {link_name: {type: string}, link_url: {type: string, example: 'https://api.test.example/v1/links/3'}}}", at: "/links"))
    #expect(onTheAPI.fields.webPage == nil, "the API's own URL of the record is no page for people")
  }

  @Test func anObjectOfObjectsThatHoldsOneArrayIsARecordNotAPage() throws {
    func plan(_ answer: String, at path: String) throws -> OpenAPIPlan {
      try Rules.plan(
        """
        openapi: 3.0.3
        info: {title: Test, version: "1"}
        servers: [{url: "https://api.test.example/v1"}]
        paths:
          \(path):
            get:
              responses:
                "200": {description: ok, content: {application/json: {schema: \(answer)}}}
        """)
    }
    let settings = try plan(
      """
      {type: object, properties: {gratuities: {type: array, items: {type: object, properties: {currency: {type: string}, name: {type: string}}}},
                   hardware: {type: object, properties: {volume: {type: integer}}}, connectivity: {type: object, properties: {wifi: {type: boolean}}},
                   receipts: {type: object, properties: {header: {type: string}}}, name: {type: string}}}
      """, at: "/stores/{storeId}/terminalSettings")
    #expect(settings.resources.allSatisfy { $0.recordsPath != ["gratuities"] }, "\(settings.resources.map(\.recordsPath))")
    let page = try plan(
      """
      {type: object, properties: {things: {type: array, items: {type: object, properties: {id: {type: integer}, name: {type: string}}}},
                   pagination: {type: object, properties: {next: {type: string}}}, total: {type: integer}}}
      """, at: "/boxes")
    #expect(page.resources.first?.recordsPath == ["things"])
  }

  // MARK: - The fifth round (a sample of 40 lists across 31 documents)

  @Test func aTokensOwnValueIsNeitherTitleNorField() throws {
    let tokens = try Rules.resource(
      "tokens", in: Self.list("{type: object, properties: {name: {type: string}, sha1: {type: string}}}", at: "/users/{username}/tokens"))
    #expect(tokens.fields.title == ["name"] && tokens.fields.display.isEmpty, "a Gogs token's sha1 is the token")
    let keys = try Rules.resource(
      "keys", in: Self.list("{type: object, required: [id], properties: {id: {type: integer}, key: {type: string}, created: {type: string, format: date-time}}}", at: "/keys"))
    #expect(keys.fields.title != ["key"] && !keys.fields.display.map(\.key).contains("key"))
  }

  @Test func anAPIVersionAndDeprecatedNamesAreNoFieldsAndANoteTitlesBeforeAType() throws {
    let events = try Rules.resource(
      "events",
      in: Self.list(
        """
        {type: object, required: [uid], properties: {uid: {type: string}, apiVersion: {type: string}, type: {type: string}, note: {type: string},
                     deprecatedFirstTimestamp: {type: string, format: date-time}, eventTime: {type: string, format: date-time}}}
        """, at: "/events"))
    #expect(events.fields.title == ["note"])
    #expect(events.fields.display.map(\.key).sorted() == ["eventTime", "type"])
  }

  @Test func aCodeOfAnotherRecordIsNoIDAndAnHTMLLocationIsAPage() throws {
    let overview = try Rules.resource(
      "overview",
      in: Self.list("{type: object, properties: {label: {type: string}, currency_id: {type: string}, currency_code: {type: string}}}", at: "/overview", positionIDs: true))
    #expect(overview.fields.id == .key(["label"]), "many accounts share a currency: the account's label names it")
    let insight = try Rules.resource(
      "no-tag",
      in: Self.list(
        "{type: object, properties: {difference_float: {type: number}, currency_id: {type: string}, currency_code: {type: string}}}", at: "/no-tag",
        positionIDs: true))
    #expect(insight.fields.id == nil && insight.fields.title == ["currency_code"], "a sum per currency reads by its currency")
    let links = try Rules.resource(
      "private-links",
      in: Self.list("{type: object, required: [id], properties: {id: {type: string}, html_location: {type: string, format: url}}}", at: "/private_links"))
    #expect(links.fields.webPage == "html_location")
  }

  @Test func aDetailOfAnIrregularPluralIsNamedByItsSingularAndSaysWhatItIs() throws {
    let plan = try Rules.plan(
      """
      openapi: 3.0.3
      info: {title: Test, version: "1"}
      servers: [{url: "https://api.test.example"}]
      paths:
        /people:
          get:
            responses:
              "200": {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Person'}}}}}
        /people/{id}:
          get:
            parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
            responses:
              "200": {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Person'}}}}
      components:
        schemas:
          Person: {type: object, required: [id, name], properties: {id: {type: integer}, name: {type: string}}}
      """)
    #expect(plan.resources.map(\.name) == ["people", "person"])
    #expect(plan.resources.map(\.summary) == ["People.", "One person, by its id."])
  }

  // MARK: - The sixth round (a sample of 40 lists across 31 documents, seed 71)

  @Test func wholeNumbersTypedNumberPageAndCountAsJavaScriptAPIsWriteThem() throws {
    let record = "{type: object, properties: {id: {type: number}, name: {type: string}}}"
    let text = Rules.document(
      paths: Rules.get(
        "/search", "{type: object, properties: {page: {type: number}, totalPages: {type: number}, totalResults: {type: number}, results: {type: array, items: \(record)}}}",
        parameters: "[{name: page, in: query, schema: {type: number, default: 1}}]")
        + "\n"
        + Rules.get(
          "/request", "{type: object, properties: {pageInfo: {type: object, properties: {pages: {type: number}, results: {type: number}}}, results: {type: array, items: \(record)}}}",
          parameters: "[{name: take, in: query, schema: {type: number}}, {name: skip, in: query, schema: {type: number}}]"))
    let plan = try Rules.plan(text)
    #expect(try Rules.resource("search", in: plan).paging == .pageNumbers(total: JSONPath(["totalResults"]), parameter: "page"))
    #expect(try Rules.resource("request", in: plan).paging == .offsetLimit(total: JSONPath(["pageInfo", "results"]), offset: "skip", limit: "take"))
  }

  @Test func anEmailHoweverSpelledAndAnAmountAsTextAreFieldsBeforeOrderingNumbers() throws {
    let contacts = try Rules.resource(
      "contacts",
      in: Self.list(
        """
        {type: object, required: [ContactID, Name], properties: {ContactID: {type: string, format: uuid}, Name: {type: string}, EmailAddress: {type: string},
                     TrackingCategoryName: {type: string}, ContactStatus: {type: string}, DefaultCurrency: {type: string}, AccountsPayableTaxType: {type: string},
                     PurchasesDefaultAccountCode: {type: string}, SalesTrackingCategoryName: {type: string}, Website: {type: string}, FirstName: {type: string},
                     LastName: {type: string}, Skype: {type: string},
                     BrandingTheme: {type: object, properties: {BrandingThemeID: {type: string}, LogoUrl: {type: string, format: uri}}}}}
        """, at: "/Contacts"))
    #expect(contacts.fields.display.map(\.key).contains("EmailAddress"), "\(contacts.fields.display.map(\.key))")
    #expect(contacts.picture == nil, "a branding theme's logo is the theme's picture, not the contact's")
    let banks = try Rules.resource(
      "piggy-banks",
      in: Self.list(
        """
        {type: object, required: [id, name], properties: {id: {type: string}, name: {type: string}, order: {type: integer}, object_group_order: {type: integer},
                     currency_decimal_places: {type: integer}, primary_currency_decimal_places: {type: integer}, percentage: {type: integer},
                     current_amount: {type: string, format: amount}, target_amount: {type: string, format: amount}, notes: {type: string, format: string},
                     created_at: {type: string, format: date-time}, target_date: {type: string, format: date-time}}}
        """, at: "/piggy-banks"))
    let shown = banks.fields.display.map(\.key)
    #expect(Set(shown.prefix(3)) == ["current_amount", "percentage", "target_amount"], "amounts first: \(shown)")
    #expect(shown.last.map(Vocabulary.isOrderingName) == true && shown.filter(Vocabulary.isOrderingName).count == 1, "what orders rows comes last: \(shown)")
    #expect(!shown.contains("currency_decimal_places"), "how amounts are written is the detail's: \(shown)")
    #expect(banks.fields.subtitle == "notes", "a note written as `format: string` is text")
  }

  @Test func theNameOfARecordsOwnMetadataBeatsANameOfSomethingElse() throws {
    let classes = try Rules.resource(
      "volumeattributesclasses",
      in: Self.list(
        """
        {type: object, required: [driverName], properties: {apiVersion: {type: string}, kind: {type: string}, driverName: {type: string},
                     metadata: {type: object, properties: {name: {type: string}, uid: {type: string}}}}}
        """, at: "/apis/storage.k8s.io/v1/volumeattributesclasses"))
    #expect(classes.fields.title == ["metadata", "name"])
    let record = { (top: String) in
      "{type: object, properties: {\(top): {type: string}, metadata: {type: object, properties: {name: {type: string}, uid: {type: string}}}}}"
    }
    let priorities = try Rules.resource("priorityclasses", in: Self.list(record("description"), at: "/priorityclasses"))
    #expect(priorities.fields.title == ["metadata", "name"], "a description says what a priority class is for, not its name")
    let events = try Rules.resource("events", in: Self.list(record("message"), at: "/events"))
    #expect(events.fields.title == ["message"], "an event is its message")
  }

  @Test func aRecordWithNoTitleOfItsOwnIsTitledByTheRecordItHoldsNeverByWhoAddedItOrAnAddress() throws {
    let person = "{type: object, properties: {id: {type: integer}, uid: {type: string}, display_name: {type: string}}}"
    let members = try Rules.resource(
      "members",
      in: Self.list(
        "{type: object, properties: {added_by: \(person), principal: \(person), role: {type: string, enum: [reader, space_owner]}, created: {type: integer}}}",
        at: "/spaces/{space_ref}/members"))
    #expect(members.fields.title == ["principal", "display_name"] && members.fields.id == .key(["principal", "id"]))
    let bookings = try Rules.resource(
      "bookings",
      in: Self.list(
        "{type: object, required: [id], properties: {id: {type: string}, address: {type: object, properties: {first_name: {type: string}, locality: {type: string}}}}}",
        at: "/bookings"))
    #expect(bookings.fields.title == ["id"], "a booking's address is not what the booking is")
    let places = try Rules.resource(
      "predictions",
      in: Self.list(
        "{type: object, properties: {description: {type: string}, reference: {type: string, deprecated: true}}}", at: "/predictions", positionIDs: true))
    #expect(places.fields.id == nil, "a deprecated reference may leave the answers: the rows are known by their position")
    let memberships = try Rules.resource(
      "memberships",
      in: Self.list(
        """
        {type: object, properties: {role: {type: string, enum: [reader, space_owner]}, added_by: \(person),
                     space: {type: object, properties: {id: {type: integer}, identifier: {type: string}, description: {type: string}}}}}
        """, at: "/user/memberships"))
    #expect(memberships.fields.title == ["space", "identifier"] && memberships.fields.id == .key(["space", "id"]))
    let devices = try Rules.resource(
      "devices",
      in: Self.list(
        """
        {type: object, properties: {created: {type: string, format: date-time},
                     device: {type: object, properties: {id: {type: string}, status: {type: string}, profile: {type: object, properties: {displayName: {type: string}}}}}}}
        """, at: "/users/{userId}/devices"))
    #expect(devices.fields.title == ["device", "profile", "displayName"], "the device's name is in its profile")
  }

  @Test func anAnswerThatStreamsIsLeftOutAndSaysWhy() throws {
    let plan = try Rules.plan(
      Rules.document(
        paths: """
            /stream/applications:
              get:
                responses:
                  "200":
                    description: A successful response.(streaming responses)
                    content: {application/json: {schema: {type: object, title: Stream result of Event, properties: {result: {$ref: '#/components/schemas/Thing'}}}}}
            /things:
              get:
                responses:
                  "200": {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Thing'}}}}}
          """))
    #expect(plan.resources.map(\.name) == ["things"])
    #expect(plan.unmapped.contains { $0.hasPrefix("GET /stream/applications: it streams its answer") }, "\(plan.unmapped)")
  }

  @Test func theParentAPathNamesIsNoHolderAndTheSchemasNameNamesTheID() throws {
    let relations = try Rules.resource(
      "relations",
      in: Self.list(
        """
        {type: object, properties: {memo: {type: object, properties: {name: {type: string}, snippet: {type: string}}},
                     relatedMemo: {type: object, properties: {name: {type: string}, snippet: {type: string}}}, type: {type: string, enum: [REFERENCE, COMMENT]}}}
        """, at: "/memos/{memo}/relations", positionIDs: true))
    #expect(relations.fields.id != .key(["memo", "name"]), "every relation at /memos/{memo}/relations has the same memo")
    let text = Rules.document(
      paths: Rules.get("/textsearch", "{type: object, properties: {results: {type: array, items: {$ref: '#/components/schemas/Place'}}}}"),
      schemas: "    Place: {type: object, required: [name], properties: {place_id: {type: string}, name: {type: string}, vicinity: {type: string}}}")
    #expect(try Rules.resource("textsearch", in: Rules.plan(text)).fields.id == .key(["place_id"]), "many places share a name")
  }

  @Test func aNextPageURLUnderLinksPages() throws {
    let text = Rules.document(
      paths: Rules.get(
        "/payments",
        "{type: object, properties: {total: {type: integer}, results: {type: array, items: {$ref: '#/components/schemas/Thing'}}, _links: {type: object, properties: {next_page: {type: object, properties: {href: {type: string}}}}}}}",
        parameters: "[{name: page, in: query, schema: {type: string}}, {name: display_size, in: query, schema: {type: string}}]"))
    #expect(try Rules.resource("payments", in: Rules.plan(text)).paging == .nextURL(at: JSONPath(["_links", "next_page", "href"]), total: JSONPath(["total"])))
  }

  @Test func anIdentifierTitlesBeforeADescriptionAndAnIDBeforeALinkButOfALink() throws {
    let repos = try Rules.resource(
      "repos",
      in: Self.list("{type: object, required: [id], properties: {id: {type: integer}, identifier: {type: string}, description: {type: string}}}", at: "/repos"))
    #expect(repos.fields.title == ["identifier"], "a Gitness repository is named by its identifier")
    let versions = try Rules.resource(
      "versions", in: Self.list("{type: object, required: [id], properties: {id: {type: integer}, url: {type: string, format: url}}}", at: "/versions"))
    #expect(versions.fields.title == ["id"], "a version's API URL says less than its number")
    #expect(!versions.fields.titleIsRequired, "a whole-number id is no text: the row shows it as the API writes it")
    let links = try Rules.resource(
      "clicked-links", in: Self.list("{type: object, required: [id], properties: {id: {type: string}, url: {type: string}}}", at: "/clicked-links"))
    #expect(links.fields.title == ["url"], "a clicked link is its URL")
    let keys = try Rules.resource(
      "keys",
      in: Self.list(
        "{type: object, required: [id], properties: {id: {type: string}, kty: {type: string}, e: {type: string}, n: {type: string}, use: {type: string}}}",
        at: "/keys"))
    #expect(!keys.fields.display.map(\.key).contains("n"), "a key's modulus is for machines: \(keys.fields.display.map(\.key))")
  }

  @Test func aUserNameOfAnotherRecordSaysLessThanItsTextButTitlesWhoIsSignedIn() throws {
    let servers = try Rules.resource(
      "email-servers",
      in: Self.list("{type: object, required: [id], properties: {id: {type: string}, username: {type: string}, host: {type: string}, port: {type: integer}}}", at: "/email-servers"))
    #expect(servers.fields.title == ["host"], "an email server is known by its host, not the user it signs in as")
    let webhooks = try Rules.resource(
      "webhooks",
      in: Self.list(
        "{type: object, required: [id, type], properties: {id: {type: string}, type: {type: string}, username: {type: string}, note: {type: string}}}",
        at: "/webhooks"))
    #expect(webhooks.fields.title == ["note"], "a text the record may lack says more than a type it always has")
    let info = try Rules.resource(
      "userinfo", in: Self.list("{type: object, properties: {username: {type: string}, iss: {type: string}, loggedIn: {type: boolean}}}", at: "/userinfo"))
    #expect(info.fields.title == ["username"])
  }

  // MARK: - The seventh round (titles held in arrays)

  @Test func aRecordThatListsItsNamesIsKnownByTheFirstNotByItsHashOrAText() throws {
    let images = try Rules.resource(
      "images",
      in: Self.list(
        """
        {type: object, required: [Id, RepoTags, Size], properties: {Id: {type: string}, ParentId: {type: string}, RepoTags: {type: array, items: {type: string}},
                     Comment: {type: string}, Size: {type: integer}, Created: {type: integer}}}
        """, at: "/images/json"))
    #expect(images.fields.title == ["RepoTags", ResourcePlan.Fields.firstElement], "an image is its first tag, not its sha256 or its comment")
    #expect(images.fields.titlePath.description == "RepoTags[0]")
    #expect(!images.fields.titleIsRequired, "an untagged image has no first tag: its row falls back to the id")
    #expect(images.fields.id?.key == ["Id"])
    let containers = try Rules.resource(
      "containers",
      in: Self.list("{type: object, required: [Id], properties: {Id: {type: string}, Names: {type: array, items: {type: string}}, State: {type: string}}}", at: "/containers"))
    #expect(containers.fields.titlePath.description == "Names[0]")
    let pets = try Rules.resource(
      "pets",
      in: Self.list("{type: object, required: [id], properties: {id: {type: string}, tags: {type: array, items: {type: string}}, status: {type: string}}}", at: "/pets"))
    #expect(pets.fields.title?.contains(ResourcePlan.Fields.firstElement) != true, "plain tags label a record, they do not name it: \(pets.fields.titlePath)")
    let named = try Rules.resource(
      "hosts",
      in: Self.list("{type: object, required: [id, name], properties: {id: {type: string}, name: {type: string}, hostnames: {type: array, items: {type: string}}}}", at: "/hosts"))
    #expect(named.fields.title == ["name"], "a name of its own comes first")
  }

  @Test func aGroupOfRecordsOfItsOwnKindIsKnownByItsFirstWhenItHasNoTitleAlwaysThere() throws {
    let split = """
      {type: object, required: [description, amount, date], properties: {description: {type: string}, amount: {type: string, format: amount},
                   date: {type: string, format: date-time}, source_name: {type: string}}}
      """
    let record = { (title: String) in
      """
      {type: object, required: [type, id, attributes], properties: {type: {type: string}, id: {type: string},
                   attributes: {type: object, required: [transactions], properties: {\(title) user: {type: string}, transactions: {type: array, items: \(split)}}}}}
      """
    }
    let groups = try Rules.resource("transactions", in: Self.list(record("group_title: {type: string, nullable: true},"), at: "/transactions"))
    #expect(groups.fields.titlePath.description == "attributes.transactions[0].description", "a split's required description, not its optional source")
    #expect(!groups.fields.titleIsRequired, "a group may be empty")
    #expect(groups.fields.displayHolder == ["attributes", "transactions", ResourcePlan.Fields.firstElement])
    #expect(groups.fields.display.map(\.key).contains("amount"), "\(groups.fields.display.map(\.key))")
    let untitled = try Rules.resource("transactions", in: Self.list(record(""), at: "/transactions"))
    #expect(untitled.fields.titlePath.description == "attributes.transactions[0].description", "with no title at all, too")
    let required = try Rules.resource("transactions", in: Self.list(record("group_title: {type: string},").replacingOccurrences(of: "[transactions]", with: "[transactions, group_title]"), at: "/transactions"))
    #expect(required.fields.titlePath.description == "attributes.group_title", "a title the group always has is its own")
    let named = try Rules.resource(
      "folders",
      in: Self.list(
        "{type: object, required: [id, name], properties: {id: {type: string}, name: {type: string}, folders: {type: array, items: {type: object, required: [name], properties: {name: {type: string}}}}}}",
        at: "/folders"))
    #expect(named.fields.title == ["name"], "a folder with a name of its own is not known by its first subfolder")
    let accounts = try Rules.resource(
      "accounts",
      in: Self.list(
        "{type: object, required: [id], properties: {id: {type: string}, transactions: {type: array, items: {type: object, required: [description], properties: {description: {type: string}}}}}}",
        at: "/accounts"))
    #expect(accounts.fields.title?.contains("transactions") != true, "an account holds transactions; it is not a group of accounts")
  }

  @Test func aGroupIsKnownByTheWordsOfItsPathsLastPartToo() throws {
    let record = """
      {type: object, required: [id, attributes], properties: {id: {type: string}, attributes: {type: object, properties: {
                   group_title: {type: string, nullable: true}, transactions: {type: array, items: {type: object, required: [description], properties: {description: {type: string}}}}}}}}
      """
    let without = try Rules.resource("transactions-without-budget", in: Self.list(record, at: "/budgets/transactions-without-budget"))
    #expect(without.fields.titlePath.description == "attributes.transactions[0].description")
  }

  @Test func aShortTextNamedAfterTheRecordIsWhatItIs() throws {
    let values = try Rules.resource(
      "values",
      in: Self.list("{type: object, required: [id, value], properties: {id: {type: integer}, value: {type: string}, color: {type: string}, label_id: {type: integer}}}", at: "/labels/{key}/values"))
    #expect(values.fields.title == ["value"], "a label's value, not its number")
    let blob = String(repeating: "MIIC4DCCAcgCAQAwcTELMAkGA1UEBhMCVVMx", count: 4)
    let requests = try Rules.resource(
      "csrs",
      in: Self.list("{type: object, properties: {id: {type: string}, csr: {type: string, example: \(blob)}, kty: {type: string}}}", at: "/credentials/csrs"))
    #expect(requests.fields.title != ["csr"], "a certificate request is data, not a title")
    let updates = try Rules.resource(
      "update",
      in: Self.list(
        "{type: object, properties: {id: {type: integer}, version: {type: string}, fileName: {type: string}, branch: {type: string}, releaseDate: {type: string, format: date-time}}}",
        at: "/api/v1/update"))
    #expect(updates.fields.title == ["version"], "an update is known by its version, before its file")
    let journals = try Rules.resource(
      "manual-journals",
      in: Self.list(
        """
        {type: object, required: [Narration], properties: {ManualJournalID: {type: string, format: uuid}, Narration: {type: string}, Url: {type: string},
                     Date: {type: string}, Status: {type: string, enum: [DRAFT, POSTED]}}}
        """, at: "/ManualJournals"))
    #expect(journals.fields.title == ["Narration"], "a text the record always has says more than its link")
    let previews = try Rules.resource(
      "previews",
      in: Self.list(
        """
        {type: object, required: [camera, src, type], properties: {camera: {type: string}, src: {type: string},
                     type: {type: string, description: MIME type of the preview video (video/mp4)}, start: {type: number}}}
        """, at: "/previews", positionIDs: true))
    #expect(previews.fields.title != ["type"], "a media type is the same on most rows")
  }

  @Test func aNameOfAnotherRecordSaysLessThanATextAndTitlesOnlyWhenNothingElseDoes() throws {
    let stops = try Rules.resource(
      "stops",
      in: Self.list(
        """
        {type: object, properties: {deviceId: {type: integer}, deviceName: {type: string}, address: {type: string}, duration: {type: integer},
                     startTime: {type: string, format: date-time}}}
        """, at: "/reports/stops", positionIDs: true))
    #expect(stops.fields.title == ["address"], "a stop is where it was; every stop of a device has the device's name")
    #expect(stops.fields.display.map(\.key).contains("deviceName"))
    let summaries = try Rules.resource(
      "reports-summary",
      in: Self.list("{type: object, properties: {deviceId: {type: integer}, deviceName: {type: string}, distance: {type: number}}}", at: "/reports/summary", positionIDs: true))
    #expect(summaries.fields.title == ["deviceName"], "with nothing else, the device's name")
    let budgets = try Rules.resource(
      "available-budgets",
      in: Self.list(
        """
        {type: object, required: [id, attributes], properties: {id: {type: string}, attributes: {type: object, properties: {
                     currency_id: {type: string}, currency_name: {type: string}, amount: {type: string, format: amount}}}}}
        """, at: "/available-budgets"))
    #expect(budgets.fields.title == ["attributes", "currency_name"], "inside the record's own attributes too")
    let devices = try Rules.resource(
      "devices", in: Self.list("{type: object, required: [deviceId, deviceName], properties: {deviceId: {type: integer}, deviceName: {type: string}, notes: {type: string}}}", at: "/devices"))
    #expect(devices.fields.title == ["deviceName"], "a device's own name")
  }

  @Test func aRowWithNoTitleOfItsOwnIsKnownByTheNameAnObjectItHoldsRequires() throws {
    let side = "{type: object, required: [name, title], properties: {name: {type: string}, title: {type: string}, description: {type: string}}}"
    let linked = try Rules.resource(
      "linked-objects",
      in: Self.list(
        "{type: object, properties: {primary: \(side), _links: {type: object, properties: {self: \(side)}}, created_by: \(side)}}",
        at: "/meta/schemas/user/linkedObjects", positionIDs: true))
    #expect(linked.fields.title == ["primary", "name"], "never its links or who made it")
    let revisions = try Rules.resource(
      "references",
      in: Self.list(
        "{type: object, properties: {commit: {type: object, properties: {sha: {type: string}, subject: {type: string}, body: {type: string}}}}}",
        at: "/references", positionIDs: true))
    #expect(revisions.fields.title == ["commit", "subject"], "a name it may lack, too")
    let schemes = try Rules.resource(
      "authorization-schemes",
      in: Self.list("{type: object, properties: {spec_urn: {type: string, format: uri}}}", at: "/authorization-schemes", positionIDs: true))
    #expect(schemes.fields.title == ["spec_urn"], "never a key the record lacks while it has a text, a link even")
  }

  @Test func recordsTheSchemaLeavesBareAreReadFromTheirExample() throws {
    let text = Rules.document(
      paths: Rules.get(
        "/articles/{id}/embargo",
        """
        {type: object, properties: {is_embargoed: {type: boolean}, embargo_options: {type: array, items: {type: object},
                     example: [{id: 13, type: ip_range, group_ids: [], ip_name: Figshare IP range}]}}}
        """,
        parameters: "[{name: id, in: path, required: true, schema: {type: integer}}]"))
    let options = try Rules.resource("embargo", in: try Rules.plan(text))
    #expect(options.fields.title == ["ip_name"], "the example shows what each record holds")
    #expect(options.fields.id == .key(["id"]))
  }

  @Test func aNameInAnObjectAListsRowsHoldIsNoID() throws {
    let events = try Rules.resource(
      "dataset-events",
      in: Self.list(
        "{type: object, properties: {action: {type: string}, created_at: {type: string, format: date-time}, data: {type: object, properties: {edition_title: {type: string}}}}}",
        at: "/dataset-events", positionIDs: true))
    #expect(events.fields.id == nil, "every event of an edition has its title: \(String(describing: events.fields.id))")
  }

  @Test func aRowWithNothingToShowBesideItsTitleShowsTheOneObjectItHolds() throws {
    let points = try Rules.resource(
      "snaptoroads",
      in: Self.list(
        "{type: object, properties: {originalIndex: {type: number}, placeId: {type: string}, location: {type: object, properties: {latitude: {type: number}, longitude: {type: number}}}}}",
        at: "/snaptoroads", positionIDs: true))
    #expect(points.fields.display.map(\.key) == ["latitude", "longitude"] && points.fields.displayHolder == ["location"])
    let revisions = try Rules.resource(
      "references",
      in: Self.list(
        "{type: object, properties: {commit: {type: object, properties: {sha: {type: string}, subject: {type: string}, date: {type: string, format: date-time}}}}}",
        at: "/references", positionIDs: true))
    #expect(revisions.fields.title == ["commit", "subject"] && !revisions.fields.display.map(\.key).contains("subject"), "the title is not shown twice")
  }

  @Test func theFaceOfWhoChangedARecordIsNotItsPicture() throws {
    let person = "{type: object, properties: {id: {type: string}, full_name: {type: string}, avatar_url: {type: string, format: uri}}}"
    let variables = try Rules.resource(
      "env",
      in: Self.list("{type: object, required: [key], properties: {key: {type: string}, updated_at: {type: string, format: date-time}, updated_by: \(person)}}", at: "/env"))
    #expect(variables.picture == nil, "\(String(describing: variables.picture))")
    let repositories = try Rules.resource(
      "repos", in: Self.list("{type: object, required: [id, name], properties: {id: {type: integer}, name: {type: string}, owner: \(person)}}", at: "/repos"))
    #expect(repositories.picture == ["owner", "avatar_url"], "an owner's face stays")
  }

  @Test func aRowOfNumbersIsKnownByWhenItWasTaken() throws {
    let statistics = try Rules.resource(
      "statistics",
      in: Self.list(
        "{type: object, properties: {captureTime: {type: string, format: date-time}, activeUsers: {type: integer}, activeDevices: {type: integer}}}",
        at: "/statistics", positionIDs: true))
    #expect(statistics.fields.title == ["captureTime"])
    #expect(statistics.fields.display.map(\.key) == ["activeUsers", "activeDevices"], "as the document writes them")
  }

  @Test func aJSONWebKeyIsKnownByItsKeyID() throws {
    let keys = try Rules.resource(
      "keys",
      in: Self.list(
        "{type: object, properties: {alg: {type: string}, e: {type: string}, kid: {type: string}, kty: {type: string}, n: {type: string}, status: {type: string}}}",
        at: "/keys", positionIDs: true))
    #expect(keys.fields.id == .key(["kid"]) && keys.fields.title == ["kid"], "not its status, the same on most keys")
  }

  @Test func theUserNameOfAnAuthorBesideItsIDSaysLessThanTheText() throws {
    let notes = try Rules.resource(
      "notes",
      in: Self.list(
        """
        {type: object, required: [id, user_id, abstract, user_name], properties: {id: {type: integer}, user_id: {type: integer}, abstract: {type: string},
                     user_name: {type: string}, created_date: {type: string}}}
        """, at: "/account/projects/{project_id}/notes"))
    #expect(notes.fields.title == ["abstract"], "a note is what it says, not who wrote it")
    #expect(notes.fields.display.map(\.key).contains("user_name"))
  }

  // MARK: - The eighth round (events and what a record is about)

  @Test func anEventIsWhatItSaysNotItsLabelOrItsActor() throws {
    let logs = try Rules.resource(
      "logs",
      in: Self.list(
        "{type: object, properties: {label: {type: string}, level: {type: string}, message: {type: string}, timestamp: {type: string}}}",
        at: "/settings/logs", positionIDs: true))
    #expect(logs.fields.title == ["message"], "a log line is its message, not the label many lines share")
    #expect(logs.fields.id == nil, "a message repeats: the row is known by its position, not by it")
    let audit = try Rules.resource(
      "logs",
      in: Self.list(
        """
        {type: object, required: [uuid], properties: {uuid: {type: string}, displayMessage: {type: string}, eventType: {type: string},
                     actor: {type: object, properties: {id: {type: string}, displayName: {type: string}}}}}
        """, at: "/api/v1/logs"))
    #expect(audit.fields.title == ["displayMessage"], "not who did it: \(audit.fields.titlePath)")
    let builds = try Rules.resource(
      "executions",
      in: Self.list(
        "{type: object, required: [id], properties: {id: {type: integer}, status: {type: string}, status_message: {type: string}}}", at: "/executions"))
    #expect(builds.fields.title?.contains("status_message") != true, "an execution is no event: its status message is not its title")
    let notices = try Rules.resource(
      "notices",
      in: Self.list("{type: object, required: [id, name], properties: {id: {type: string}, name: {type: string}, message: {type: string}}}", at: "/notices"))
    #expect(notices.fields.title == ["name"], "a record that is not an event keeps its name")
    let entries = try Rules.resource(
      "audit-logs",
      in: Self.list(
        """
        {type: object, required: [id], properties: {id: {type: integer}, username: {type: string}, operation: {type: string}, resource: {type: string},
                     operation_description: {type: string}, op_time: {type: string, format: date-time}}}
        """, at: "/audit-logs"))
    #expect(entries.fields.title == ["operation_description"], "an audit entry is what was done, not who did it: \(entries.fields.titlePath)")
    #expect(Set(entries.fields.display.map(\.key)).isSuperset(of: ["username", "operation", "resource"]), "an event's texts say what happened")
    let hooks = try Rules.resource(
      "event-hooks",
      in: Self.list("{type: object, required: [id, name], properties: {id: {type: string}, name: {type: string}, description: {type: string}}}", at: "/event-hooks"))
    #expect(hooks.fields.title == ["name"], "an event hook is a hook, no event")
    let accountAudit = try Rules.resource(
      "audit",
      in: Self.list(
        """
        {type: object, required: [id], properties: {id: {type: string}, account_id: {type: string},
                     payload: {type: object, properties: {actor_name: {type: string}, actor_email: {type: string}, action: {type: string},
                                                          timestamp: {type: string, format: date-time}}}}}
        """, at: "/accounts/{account_id}/audit"))
    #expect(accountAudit.fields.titlePath.description == "payload.action", "what happened, in the object it holds: \(accountAudit.fields.titlePath)")
    #expect(!accountAudit.fields.display.map(\.key).contains("action"))
  }

  @Test func aValueNamedAfterTheRecordsKindComesFirst() throws {
    let rates = try Rules.resource(
      "exchange-rates",
      in: Self.list(
        """
        {type: object, required: [id], properties: {id: {type: string}, from_currency_name: {type: string}, to_currency_name: {type: string},
                     created_at: {type: string, format: date-time}, updated_at: {type: string, format: date-time}, date: {type: string, format: date-time},
                     from_currency_decimal_places: {type: integer}, to_currency_decimal_places: {type: integer}, rate: {type: string, format: string}}}
        """, at: "/exchange-rates"))
    #expect(rates.fields.display.first?.key == "rate", "an exchange rate is about its rate: \(rates.fields.display.map(\.key))")
    let files = try Rules.resource(
      "contents",
      in: Self.list("{type: object, required: [path], properties: {path: {type: string}, size: {type: integer}, content: {type: string}}}", at: "/contents"))
    #expect(files.fields.display.first?.key != "content", "a file's content is data, not what a row says")
    let imports = try Rules.resource(
      "imports",
      in: Self.list(
        "{type: object, required: [id, name], properties: {id: {type: integer}, name: {type: string}, indexerFlags: {type: integer}, size: {type: integer}}}",
        at: "/imports"))
    #expect(imports.fields.display.map(\.key) == ["size", "indexerFlags"], "a bit set of flags is for machines: shown last")
  }

  @Test func theNameOfTheParentThePathNamesIsOnEveryRowSoNeitherTitleNorField() throws {
    let versions = try Rules.resource(
      "versions",
      in: Self.list(
        """
        {type: object, required: [edition_title], properties: {version: {type: integer}, edition: {type: string}, edition_title: {type: string},
                     type: {type: string}, state: {type: string}, release_date: {type: string, format: date-time}}}
        """, at: "/datasets/{id}/editions/{edition}/versions",
        more: """
            /datasets/{id}/editions/{edition}/versions/{version}:
              get:
                parameters: [{name: version, in: path, required: true, schema: {type: integer}}]
                responses:
                  "200": {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Record'}}}}
          """))
    #expect(versions.fields.title == ["version"], "a version is its number, not its edition's title or a type every version shares")
    #expect(!versions.fields.display.map(\.key).contains("edition_title"), "\(versions.fields.display.map(\.key))")
    let transactions = try Rules.resource(
      "transactions",
      in: Self.list(
        "{type: object, required: [id, description], properties: {id: {type: string}, description: {type: string}, bill_name: {type: string}, budget_name: {type: string}}}",
        at: "/bills/{id}/transactions"))
    #expect(transactions.fields.title != ["bill_name"] && !transactions.fields.display.map(\.key).contains("bill_name"), "the bill's name is on every row of its transactions: \(transactions.fields)")
    let followers = try Rules.resource(
      "followers",
      in: Self.list(
        "{type: object, required: [id, username], properties: {id: {type: integer}, username: {type: string}, full_name: {type: string}, email: {type: string}}}",
        at: "/users/{username}/followers"))
    #expect(followers.fields.title == ["username"], "a follower's user name is its own, not its parent's")
  }

  @Test func anArtifactIsKnownByItsDigestNotByItsRepositoryOrItsType() throws {
    let artifacts = try Rules.resource(
      "artifacts",
      in: Self.list(
        """
        {type: object, properties: {id: {type: integer}, type: {type: string}, digest: {type: string}, repository_name: {type: string},
                     size: {type: integer}, push_time: {type: string, format: date-time}}}
        """, at: "/projects/{project_name}/repositories/{repository_name}/artifacts"))
    #expect(artifacts.fields.title == ["digest"], "\(artifacts.fields.titlePath)")
    let methods = try Rules.resource(
      "payment-methods",
      in: Self.list("{type: object, required: [id], properties: {id: {type: string}, type: {type: string}}}", at: "/payment-methods"))
    #expect(methods.fields.title == ["type"], "a type still says more than an opaque id")
  }

  @Test func theNameOfARecordBesideItsIDIsShownLikeAName() throws {
    let containers = try Rules.resource(
      "containers",
      in: Self.list(
        """
        {type: object, required: [Id], properties: {Id: {type: string}, Names: {type: array, items: {type: string}}, Image: {type: string}, ImageID: {type: string},
                     Command: {type: string}, State: {type: string}, Status: {type: string}, Created: {type: integer}}}
        """, at: "/containers/json"))
    let keys = containers.fields.display.map(\.key)
    #expect(keys.contains("Image"), "a container's image, beside its ImageID, is a name: \(keys)")
    #expect(!keys.contains("Command"), "a text that names nothing stays out of a row with names")
  }

  @Test func anObjectBesideItsIDIsTheRecordARowIsAbout() throws {
    let grants = try Rules.resource(
      "grants",
      in: Self.list(
        """
        {type: object, required: [id], properties: {id: {type: string}, client_id: {type: string}, created_at: {type: string},
                     client: {type: object, properties: {name: {type: string}, logo_uri: {type: string}}}}}
        """, at: "/oauth/grants"))
    #expect(grants.fields.title == ["client", "name"], "a grant is known by the client it was issued to: \(grants.fields.titlePath)")
    let places = try Rules.resource(
      "stops",
      in: Self.list(
        "{type: object, required: [id], properties: {id: {type: string}, address: {type: object, properties: {line: {type: string}}}}}", at: "/stops"))
    #expect(places.fields.title?.first != "address", "an object with no id beside it is not another record")
  }

  @Test func aRowShowsThreeDatesAtMostWhatTheRecordSaysBeforeBookkeeping() throws {
    let servers = try Rules.resource(
      "dev-servers",
      in: Self.list(
        """
        {type: object, required: [id, title], properties: {id: {type: string}, title: {type: string}, branch: {type: string}, state: {type: string},
                     created_at: {type: string, format: date-time}, updated_at: {type: string, format: date-time}, live_at: {type: string, format: date-time},
                     done_at: {type: string, format: date-time}, expires_at: {type: string, format: date-time}}}
        """, at: "/sites/{site_id}/dev_servers"))
    let keys = servers.fields.display.map(\.key)
    #expect(keys.filter { $0.hasSuffix("_at") }.count == 3, "\(keys)")
    #expect(!keys.contains("updated_at") && !keys.contains("created_at"), "bookkeeping goes first: \(keys)")
    #expect(keys.contains("branch"), "a short text takes a date's place: \(keys)")
    let detail = try Rules.resource(
      "dev-servers",
      in: Self.list("{type: object, required: [id], properties: {id: {type: string}, created_at: {type: string, format: date-time}, updated_at: {type: string, format: date-time}}}", at: "/dev_servers"))
    #expect(detail.fields.display.map(\.key) == ["created_at", "updated_at"], "two dates are kept as they are")
  }

  @Test func aBucketOfTimeIsKnownByItsStart() throws {
    let buckets = try Rules.resource(
      "costs",
      in: Self.list(
        "{type: object, properties: {object: {type: string}, start_time: {type: integer}, end_time: {type: integer}, results: {type: array, items: {type: object}}}}",
        at: "/organization/costs", positionIDs: true))
    #expect(buckets.fields.title == ["start_time"], "\(buckets.fields.titlePath)")
    #expect(buckets.fields.display.map(\.key) == ["end_time"])
  }

  @Test func anIdentifierNamedLikeTheOneParentOfThePathIsTheParents() throws {
    let record = """
      {type: object, properties: {assembly_accession: {type: string}, chr_name: {type: string}, length: {type: integer}}}
      """
    let sequences = try Rules.resource("sequence-reports", in: Self.list(record, at: "/genome/accession/{accession}/sequence_reports", positionIDs: true))
    #expect(sequences.fields.id?.key != ["assembly_accession"], "every sequence of one assembly has its accession: \(String(describing: sequences.fields.id))")
    let reports = try Rules.resource("dataset-report", in: Self.list(record, at: "/genome/accession/{accessions}/dataset_report", positionIDs: true))
    #expect(reports.fields.id?.key == ["assembly_accession"], "one report per accession asked for")
  }

  @Test func aRecordsValueIsShownBesideItsType() throws {
    let records = try Rules.resource(
      "dns-records",
      in: Self.list(
        "{type: object, required: [id, hostname], properties: {id: {type: string}, hostname: {type: string}, type: {type: string}, value: {type: string}, ttl: {type: integer}}}",
        at: "/dns_zones/{zone_id}/dns_records"))
    #expect(records.fields.display.map(\.key) == ["type", "value", "ttl"], "\(records.fields.display.map(\.key))")
  }

  @Test func theUserWhoRanARecordIsNotWhatItIs() throws {
    let executions = try Rules.resource(
      "executions",
      in: Self.list(
        """
        {type: object, required: [id], properties: {id: {type: integer}, user_id: {type: integer}, user_name: {type: string}, status: {type: string},
                     start_time: {type: string, format: date-time}}}
        """, at: "/export/cve/executions"))
    #expect(executions.fields.title == ["id"], "every run of one user has their name: \(executions.fields.titlePath)")
    #expect(executions.fields.display.map(\.key).contains("user_name"))
    let credits = try Rules.resource(
      "credit",
      in: Self.list(
        "{type: object, required: [id], properties: {id: {type: integer}, personId: {type: integer}, personName: {type: string}, character: {type: string}}}",
        at: "/credit"))
    #expect(credits.fields.title == ["personName"], "a credit is about the person it names")
  }

  @Test func aKeyBesideItsReadableTextIsReadByTheText() throws {
    let questions = try Rules.resource(
      "questions",
      in: Self.list("{type: object, properties: {question: {type: string}, questionText: {type: string}, answer: {type: string}}}", at: "/factors/questions"))
    #expect(questions.fields.title == ["questionText"], "\(questions.fields.titlePath)")
    #expect(questions.fields.id?.key == ["question"], "the key stays what knows it")
  }

  @Test func aCredentialKnownByItsURLIsNotTitledByTheUserItSignsInAs() throws {
    let credentials = try Rules.resource(
      "repocreds",
      in: Self.list("{type: object, properties: {url: {type: string}, username: {type: string}, type: {type: string}}}", at: "/api/v1/repocreds", positionIDs: true))
    #expect(credentials.fields.title == ["url"], "\(credentials.fields.titlePath)")
    let keys = try Rules.resource(
      "api-credentials",
      in: Self.list(
        "{type: object, required: [id], properties: {id: {type: string}, username: {type: string}, active: {type: boolean}}}", at: "/apiCredentials"))
    #expect(keys.fields.title == ["username"], "beside an opaque id, the user name still says more")
  }

  @Test func aRecordIsNamedByItsKindInTwoWords() throws {
    let types = try Rules.resource(
      "types",
      in: Self.list(
        "{type: object, properties: {event_type: {type: string}, api_version_introduced: {type: string}, release_status: {type: string}}}",
        at: "/v2/events/types", positionIDs: true))
    #expect(types.fields.title == ["event_type"], "an event type at /events/types is its event_type: \(types.fields)")
    let samples = try Rules.resource(
      "biosample-report",
      in: Self.list(
        "{type: object, required: [accession], properties: {accession: {type: string}, geo_loc_name: {type: string}, sample_name: {type: string}, project_name: {type: string}}}",
        at: "/biosample/accession/{accessions}/biosample_report"))
    #expect(samples.fields.title == ["sample_name"], "of several names, the sample's own: \(samples.fields.titlePath)")
  }

  @Test func aTripIsKnownByWhereItStartedNotByItsDevice() throws {
    let trips = try Rules.resource(
      "trips",
      in: Self.list(
        """
        {type: object, properties: {deviceId: {type: integer}, deviceName: {type: string}, startTime: {type: string, format: date-time},
                     endAddress: {type: string}, startAddress: {type: string}, distance: {type: number}}}
        """, at: "/reports/trips", positionIDs: true))
    #expect(trips.fields.title == ["startAddress"], "every trip of one device has its name: \(trips.fields.titlePath)")
    let logins = try Rules.resource(
      "sessions",
      in: Self.list("{type: object, required: [id], properties: {id: {type: string}, ipAddress: {type: string}, userAgent: {type: string}}}", at: "/sessions"))
    #expect(logins.fields.title != ["ipAddress"], "a network address is no place")
  }

  @Test func aPasswordIsNoFieldHoweverShortItsName() throws {
    let settings = try Rules.resource(
      "settings",
      in: Self.list(
        "{type: object, required: [id, host], properties: {id: {type: string}, host: {type: string}, user: {type: string}, pass: {type: string}, fromAddress: {type: string}}}",
        at: "/emails/settings"))
    #expect(!settings.fields.display.map(\.key).contains("pass"), "\(settings.fields.display.map(\.key))")
    #expect(settings.fields.title == ["host"], "a sender's address is no place: \(settings.fields.titlePath)")
  }

  @Test func theParentAPlaceholderNamesIsOnEveryRowAndASigningKeyIsSecret() throws {
    let pods = try Rules.resource(
      "pods",
      in: Self.list(
        "{type: object, required: [uid, name], properties: {uid: {type: string}, name: {type: string}, namespace: {type: string}, phase: {type: string}}}",
        at: "/api/v1/namespaces/{namespace}/pods"))
    #expect(!pods.fields.display.map(\.key).contains("namespace"), "every pod of one namespace has it: \(pods.fields.display.map(\.key))")
    let previews = try Rules.resource(
      "clips",
      in: Self.list("{type: object, properties: {camera: {type: string}, src: {type: string}, start: {type: number}}}", at: "/preview/{camera_name}/clips", positionIDs: true))
    #expect(previews.fields.title != ["camera"], "every preview of one camera has its name: \(previews.fields.titlePath)")
    let domains = try Rules.resource(
      "domain",
      in: Self.list("{type: object, required: [id, domain], properties: {id: {type: string}, domain: {type: string}}}", at: "/domains/{domainId}"))
    #expect(domains.fields.title == ["domain"], "the record's own placeholder names no parent")
    let subscriptions = try Rules.resource(
      "subscriptions",
      in: Self.list(
        "{type: object, required: [id, name], properties: {id: {type: string}, name: {type: string}, signature_key: {type: string}, api_version: {type: string}}}",
        at: "/webhooks/subscriptions"))
    #expect(!subscriptions.fields.display.map(\.key).contains("signature_key"), "a webhook's signing secret is never shown")
  }

  // MARK: - The ninth round (states, domains and labels)

  @Test func aStateTitlesNoRowAndAnEnumStaysOneThroughAllOf() throws {
    let methods = try Rules.resource(
      "methods",
      in: Self.list(
        """
        {type: object, properties: {status: {allOf: [{description: "The status of the method"}, {type: string, enum: [ACTIVE, INACTIVE]}]},
                     type: {type: string, enum: [sms, push, email, otp, password]}, _links: {type: object, properties: {self: {type: string}}}}}
        """, at: "/api/v1/authenticators/{authenticatorId}/methods", positionIDs: true))
    #expect(methods.fields.title == ["type"], "most methods are ACTIVE: a row is known by its type, not its status: \(methods.fields.titlePath)")
    #expect(methods.fields.display.map(\.key) == ["status"])
    let checks = try Rules.resource(
      "checks",
      in: Self.list("{type: object, properties: {state: {type: string}, target: {type: string}}}", at: "/checks", positionIDs: true))
    #expect(checks.fields.title == ["target"], "a state is the last text a row is known by: \(checks.fields)")
  }

  @Test func aCertificateIsKnownByItsFirstDomain() throws {
    let certificates = try Rules.resource(
      "certificates",
      in: Self.list(
        """
        {type: object, properties: {state: {type: string}, domains: {type: array, items: {type: string}},
                     created_at: {type: string, format: date-time}, expires_at: {type: string, format: date-time}}}
        """, at: "/sites/{site_id}/ssl/certificates", positionIDs: true))
    #expect(certificates.fields.title == ["domains", ResourcePlan.Fields.firstElement], "\(certificates.fields.titlePath)")
    #expect(certificates.fields.display.first?.key == "state")
    let blocklist = try Self.list("{type: object, properties: {domains: {type: array, items: {type: string}}}}", at: "/blocklists/export")
    #expect(
      blocklist.resources.allSatisfy { $0.fields.title?.first != "domains" }, "an object that is only domains is no record named by the first")
  }

  @Test func aLabelIsANameAPersonReadsWhateverItsDescription() throws {
    let resources = try Rules.resource(
      "resources",
      in: Self.list(
        """
        {type: object, properties: {label: {type: string, description: "The resource name"}, resource: {type: string, description: "The resources id"}}}
        """, at: "/api/v1/users/{userId}/grants/{grantId}/resources", positionIDs: true))
    #expect(resources.fields.title == ["label"], "\(resources.fields.titlePath)")
    let memos = try Rules.resource(
      "memos",
      in: Self.list(
        """
        {type: object, required: [name], properties: {name: {type: string, description: "The resource name of the memo. Format: memos/{memo}"},
                     snippet: {type: string}, content: {type: string}}}
        """, at: "/api/v1/memos"))
    #expect(memos.fields.title != ["name"], "an AIP resource name is an id, not a title")
    let values = try Rules.resource(
      "values",
      in: Self.list(
        """
        {type: object, properties: {id: {type: string}, name: {type: string, description: "The entitlement value resource name"},
                     value: {type: string, description: "The entitlement value resource ORN"}}}
        """, at: "/api/v1/iam/governance/bundles/{bundleId}/entitlements/{entitlementId}/values"))
    #expect(values.fields.title == ["name"], "a name described only as a resource name is a name: \(values.fields.titlePath)")
  }

  @Test func aRowWithMoreToShowThanItCanShowsWhatTheRecordRequiresFirst() throws {
    let transactions = try Rules.resource(
      "transactions",
      in: Self.list(
        """
        {type: object, required: [id, description, amount, date], properties: {id: {type: string}, description: {type: string},
                     amount: {type: string, format: amount}, date: {type: string, format: date-time},
                     bill_id: {type: string}, bill_name: {type: string}, budget_id: {type: string}, budget_name: {type: string},
                     category_id: {type: string}, category_name: {type: string}, currency_id: {type: string}, currency_name: {type: string},
                     source_id: {type: string}, source_name: {type: string}, destination_id: {type: string}, destination_name: {type: string}}}
        """, at: "/transactions"))
    let shown = transactions.fields.display.map(\.key)
    #expect(shown.prefix(2) == ["amount", "date"], "a transaction's amount and date before the names it may have: \(shown)")
    #expect(shown.count == 6)
  }

  @Test func anIDTheDocumentDeprecatesIsNotTheOneADetailPathTakes() throws {
    let plan = try Self.list(
      """
      {type: object, properties: {evidence_id: {type: string, nullable: true, x-release-status: DEPRECATED}, id: {type: string},
                   evidence_text: {type: string, nullable: true}, evidence_type: {type: string}}}
      """, at: "/disputes/{dispute_id}/evidence",
      more: """
          /disputes/{dispute_id}/evidence/{evidence_id}:
            get:
              parameters: [{name: dispute_id, in: path, required: true, schema: {type: string}}, {name: evidence_id, in: path, required: true, schema: {type: string}}]
              responses:
                "200": {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Record'}}}}
        """)
    let evidence = try Rules.resource("evidence", in: plan)
    #expect(evidence.fields.id == .key(["id"]), "Square deprecates evidence_id for id: \(String(describing: evidence.fields.id))")
  }

  @Test func aVersionIsKnownByItsNumberAndATaskByTheRecordItNames() throws {
    let versions = try Rules.resource(
      "versions",
      in: Self.list("{type: object, properties: {version: {type: integer}, url: {type: string, format: url}}}", at: "/articles/{article_id}/versions"))
    #expect(versions.fields.title == ["version"], "a version is its number, not its API link: \(versions.fields.titlePath)")
    let plan = try Self.list(
      """
      {type: object, properties: {id: {type: integer}, execution_id: {type: integer}, repository: {type: string}, job_id: {type: string},
                   status: {type: string}, start_time: {type: string}, end_time: {type: string}, total: {type: integer}}}
      """, at: "/retentions/{id}/executions/{eid}/tasks",
      more: """
          /projects/{project_name}/repositories/{repository_name}:
            get:
              responses:
                "200": {description: ok, content: {application/json: {schema: {type: object, properties: {id: {type: integer}, name: {type: string}}}}}}
        """)
    let tasks = try Rules.resource("tasks", in: plan)
    #expect(tasks.fields.title == ["repository"], "a task's one text names the repository the API serves: \(tasks.fields.titlePath)")
    let completions = try Self.list(
      "{type: object, properties: {id: {type: string}, model: {type: string}, service_tier: {type: string}}}", at: "/chat/completions",
      more: """
          /models/{model}:
            get:
              responses:
                "200": {description: ok, content: {application/json: {schema: {type: object, properties: {id: {type: string}}}}}}
        """)
    #expect(try Rules.resource("completions", in: completions).fields.title != ["model"], "among other texts, a model most rows share is no title")
  }

  @Test func theParentsNameAndCodeAreOnEveryRowInTheRecordsOwnObjectToo() throws {
    let limits = try Rules.resource(
      "budget-limits",
      in: Self.list(
        """
        {type: object, required: [id, attributes], properties: {id: {type: string}, type: {type: string},
                     attributes: {type: object, properties: {currency_id: {type: string}, currency_name: {type: string}, currency_code: {type: string},
                                                             currency_symbol: {type: string}, amount: {type: string, format: amount},
                                                             start: {type: string, format: date-time}, end: {type: string, format: date-time}}}}}
        """, at: "/v1/currencies/{code}/budget-limits"))
    #expect(limits.fields.title != ["attributes", "currency_name"], "every limit under one currency has its name: \(limits.fields.titlePath)")
    let shown = limits.fields.display.map(\.key)
    #expect(!shown.contains("currency_code") && !shown.contains("currency_symbol"), "\(shown)")
    let reports = try Rules.resource(
      "dataset-report",
      in: Self.list(
        "{type: object, properties: {gene: {type: object, properties: {gene_id: {type: string}, symbol: {type: string}, common_name: {type: string}}}}}",
        at: "/gene/symbol/{symbols}/taxon/{taxon}/dataset_report"))
    #expect(reports.fields.title == ["gene", "symbol"], "under {symbols} each row is one of the symbols asked for: \(reports.fields.titlePath)")
  }

  @Test func aRowTitledByItsIDShowsItsOtherShortTexts() throws {
    let completions = try Rules.resource(
      "completions",
      in: Self.list(
        """
        {type: object, required: [id], properties: {id: {type: string}, model: {type: string}, service_tier: {type: string, enum: [auto, default, flex]},
                     created: {type: integer, format: unixtime}, tlsClientCertData: {type: string}}}
        """, at: "/chat/completions"))
    #expect(completions.fields.titleIsID)
    let shown = completions.fields.display.map(\.key)
    #expect(shown.contains("model"), "a completion with no name says which model made it: \(shown)")
    #expect(!shown.contains("tlsClientCertData"), "a text that is data is no list field")
  }

  @Test func aChoiceTitlesARowAfterTheNameOfTheObjectItHolds() throws {
    let reports = try Rules.resource(
      "dataset-report",
      in: Self.list(
        """
        {type: object, properties: {description: {type: string, enum: [Mitochondrion, Chloroplast]}, topology: {type: string, enum: [circular, linear]},
                     organism: {type: object, properties: {tax_id: {type: integer}, organism_name: {type: string}}}, length: {type: integer}}}
        """, at: "/organelle/accessions/{accessions}/dataset_report", positionIDs: true))
    #expect(reports.fields.title == ["organism", "organism_name"], "most organelles are circular: \(reports.fields.titlePath)")
  }

  @Test func aContainerShowsItsImageBesideAnotherName() throws {
    let containers = try Rules.resource(
      "ephemeralcontainers",
      in: Self.list(
        "{type: object, required: [name], properties: {name: {type: string}, image: {type: string}, targetContainerName: {type: string}, workingDir: {type: string}}}",
        at: "/api/v1/namespaces/{namespace}/pods/{name}/ephemeralcontainers"))
    #expect(containers.fields.display.map(\.key).contains("image"), "\(containers.fields.display.map(\.key))")
  }

  @Test func aNameWrittenAsAnObjectIsTheFormalNameBeforeACommonOne() throws {
    let reports = try Rules.resource(
      "dataset-report",
      in: Self.list(
        """
        {type: object, properties: {taxonomy: {type: object, properties: {tax_id: {type: integer}, curator_common_name: {type: string}, group_name: {type: string},
                     rank: {type: string, enum: [SPECIES, GENUS]},
                     current_scientific_name: {type: object, properties: {name: {type: string}, authority: {type: string}}}}}}}
        """, at: "/taxonomy/taxon/{taxons}/dataset_report"))
    #expect(reports.fields.titlePath.description == "taxonomy.current_scientific_name.name", "\(reports.fields.titlePath)")
    #expect(reports.fields.display.map(\.key).contains("curator_common_name"), "the common name is shown beside it")
  }

  @Test func aListRowKeepsTheDateThatSaysMost() throws {
    let bookings = try Rules.resource(
      "bookings",
      in: Self.list(
        """
        {type: object, required: [id], properties: {id: {type: string}, status: {type: string, enum: [ACCEPTED, PENDING]}, source: {type: string, enum: [API, APP]},
                     location_type: {type: string, enum: [BUSINESS, CUSTOMER]}, version: {type: integer}, transition_time_minutes: {type: integer},
                     seller_note: {type: string}, created_at: {type: string}, updated_at: {type: string}, start_at: {type: string}}}
        """, at: "/v2/bookings"))
    let shown = bookings.fields.display.map(\.key)
    #expect(shown.contains("start_at") && !shown.contains("created_at"), "a booking is when it starts: \(shown)")
    let positions = try Rules.resource(
      "positions",
      in: Self.list(
        """
        {type: object, required: [id], properties: {id: {type: integer}, latitude: {type: number}, longitude: {type: number}, altitude: {type: number},
                     speed: {type: number}, course: {type: number}, accuracy: {type: number}, deviceTime: {type: string, format: date-time}}}
        """, at: "/positions"))
    #expect(positions.fields.display.map(\.key).contains("deviceTime"), "numbers do not crowd out the one date: \(positions.fields.display.map(\.key))")
  }

  @Test func aSpanKnownOnlyByItsIDIsKnownByItsStartAndTheAccountsDefaultIsOnEveryRow() throws {
    let budgets = try Rules.resource(
      "available-budgets",
      in: Self.list(
        """
        {type: object, required: [id, attributes], properties: {id: {type: string}, type: {type: string},
                     attributes: {type: object, properties: {primary_currency_id: {type: string}, primary_currency_name: {type: string},
                                                             primary_currency_code: {type: string}, amount: {type: string, format: amount},
                                                             start: {type: string, format: date-time}, end: {type: string, format: date-time}}}}}
        """, at: "/v1/currencies/{code}/available-budgets"))
    #expect(budgets.fields.titlePath.description == "attributes.start", "a budget for a period is known by its start: \(budgets.fields.titlePath)")
    let shown = budgets.fields.display.map(\.key)
    #expect(!shown.contains("primary_currency_name") && !shown.contains("primary_currency_code"), "\(shown)")
  }

  @Test func anEventIsKnownByItsPositionNotByItsTypeOrAKeyItHolds() throws {
    let events = try Rules.resource(
      "events",
      in: Self.list(
        """
        {type: object, properties: {event: {type: string}, message: {type: string}, query_key: {type: string}, entity_type: {type: string},
                     created: {type: integer}, event_time: {type: string}}}
        """, at: "/gitspaces/{gitspace_identifier}/events", positionIDs: true))
    #expect(events.fields.id == nil, "many events have one type: \(String(describing: events.fields.id))")
    #expect(events.fields.title == ["message"])
  }

  @Test func anEventWithNoMessageIsWhatWasDoneNotWhoDidIt() throws {
    let audit = try Rules.resource(
      "audit",
      in: Self.list(
        """
        {type: object, required: [id], properties: {id: {type: integer}, actionTime: {type: string, format: date-time}, address: {type: string},
                     userId: {type: integer}, userEmail: {type: string}, actionType: {type: string}, objectType: {type: string}, objectId: {type: integer}}}
        """, at: "/audit"))
    #expect(audit.fields.title == ["actionType"], "an audit row is its action, not the client's address: \(audit.fields.titlePath)")
    let events = try Rules.resource(
      "events",
      in: Self.list(
        "{type: object, properties: {note: {type: string}, action: {type: string}, reason: {type: string}, type: {type: string}}}",
        at: "/apis/events.k8s.io/v1/events", positionIDs: true))
    #expect(events.fields.title == ["note"], "an event's note is what it says: \(events.fields.titlePath)")
  }

  // MARK: - The eleventh round (lists of several kinds)

  @Test func aListOfSeveralKindsTakesEachKindsTitle() throws {
    let search = try Rules.resource(
      "things",
      in: Self.list(
        """
        {anyOf: [{type: object, required: [id, title], properties: {id: {type: integer}, title: {type: string}, releaseDate: {type: string}}},
                 {type: object, required: [id, name], properties: {id: {type: integer}, name: {type: string}, firstAirDate: {type: string}}},
                 {type: object, required: [id, name], properties: {id: {type: integer}, name: {type: string}, profilePath: {type: string}}}]}
        """))
    let titles = [search.fields.title ?? []] + search.fields.titleOr
    #expect(titles.count == 2 && Set(titles) == [["title"], ["name"]], "a movie's title, and a show's or a person's name once: \(titles)")
    #expect(!search.fields.titleIsRequired)
    let one = try Rules.resource(
      "things", in: Self.list("{type: object, required: [id, name], properties: {id: {type: integer}, name: {type: string}}}"))
    #expect(one.fields.titleOr.isEmpty, "a list of one kind has one title")
  }

  @Test func aSpanTitledByTheCurrencyMostOfThemShareIsKnownByItsStart() throws {
    let limits = try Rules.resource(
      "limits",
      in: Self.list(
        """
        {type: object, required: [id, attributes], properties: {id: {type: string}, type: {type: string},
                     attributes: {type: object, properties: {currency_id: {type: string}, currency_name: {type: string}, currency_code: {type: string},
                                                             amount: {type: string}, period: {type: string, nullable: true},
                                                             start: {type: string, format: date-time}, end: {type: string, format: date-time}}}}}
        """, at: "/v1/budgets/{id}/limits"))
    #expect(limits.fields.titlePath.description == "attributes.start", "\(limits.fields.titlePath)")
    #expect(limits.fields.display.map(\.key).contains("currency_code"), "the currency is still shown")
    let rates = try Rules.resource(
      "totals",
      in: Self.list(
        "{type: object, properties: {difference: {type: string}, difference_float: {type: number}, currency_id: {type: string}, currency_code: {type: string}}}",
        at: "/v1/insight/totals",
        positionIDs: true))
    #expect(rates.fields.title == ["currency_code"], "a total for each currency is known by its currency")
  }

  @Test func aRowWithNothingBesideItsTitleShowsTheObjectItsTitleIsIn() throws {
    let reports = try Rules.resource(
      "annotation-reports",
      in: Self.list(
        """
        {type: object, properties: {annotation: {type: object, properties: {name: {type: string}, description: {type: string}, taxname: {type: string}}},
                     warning: {type: object, properties: {reason: {type: string}, message: {type: string}}}, row_id: {type: string}}}
        """, at: "/genome/{accession}/annotation-reports", positionIDs: true))
    #expect(reports.fields.title == ["annotation", "name"])
    #expect(reports.fields.displayHolder == ["annotation"] && reports.fields.display.map(\.key).contains("taxname"), "\(reports.fields.display.map(\.key))")
  }

  @Test func aKindBesideAnAPIGroupIsWhatTheRecordIs() throws {
    let nodes = try Rules.resource(
      "nodes",
      in: Self.list(
        """
        {type: object, properties: {uid: {type: string}, name: {type: string}, group: {type: string}, version: {type: string}, kind: {type: string},
                     namespace: {type: string}}}
        """, at: "/applications/{name}/nodes"))
    #expect(nodes.fields.title == ["name"] && nodes.fields.display.map(\.key).contains("kind"), "\(nodes.fields.display.map(\.key))")
    let pods = try Rules.resource(
      "pods",
      in: Self.list(
        """
        {type: object, properties: {apiVersion: {type: string}, kind: {type: string}, metadata: {type: object, properties: {name: {type: string}, uid: {type: string}}},
                     status: {type: object, properties: {phase: {type: string}}}}}
        """, at: "/api/v1/pods"))
    #expect(!pods.fields.display.map(\.key).contains("kind"), "every pod's kind is Pod")
  }

  @Test func aListsRowShowsTheRecordsOwnAmountNotTheSameRestated() throws {
    let banks = try Rules.resource(
      "piggy-banks",
      in: Self.list(
        """
        {type: object, required: [id, name, target_amount], properties: {id: {type: string}, name: {type: string}, currency_name: {type: string},
                     group_title: {type: string, nullable: true}, target_amount: {type: string, format: amount, nullable: true},
                     pc_target_amount: {type: string, format: amount, nullable: true}, current_amount: {type: string, format: amount},
                     pc_current_amount: {type: string, format: amount}, start_date: {type: string, format: date-time}}}
        """, at: "/piggy-banks"))
    let shown = banks.fields.display.map(\.key)
    #expect(shown.contains("target_amount") && shown.contains("current_amount"), "\(shown)")
    #expect(!shown.contains { $0.hasPrefix("pc_") }, "the same amounts in the primary currency: \(shown)")
  }

  @Test func aTitleTheRecordMayLackFallsBackToItsNextName() throws {
    let invoices = try Rules.resource(
      "invoices",
      in: Self.list(
        """
        {type: object, properties: {id: {type: string}, title: {type: string, nullable: true}, invoice_number: {type: string, nullable: true},
                     description: {type: string}}}
        """, at: "/invoices"))
    #expect(invoices.fields.title == ["title"] && invoices.fields.titleOr == [["invoice_number"]], "\(invoices.fields.titleOr)")
    let movies = try Rules.resource(
      "movies",
      in: Self.list(
        "{type: object, properties: {id: {type: integer}, title: {type: string}, cleanTitle: {type: string}, overview: {type: string}}}", at: "/movies"))
    #expect(movies.fields.titleOr.isEmpty, "a title spelled for machines is no fallback, nor is a text: \(movies.fields.titleOr)")
    let people = try Rules.resource(
      "people",
      in: Self.list(
        "{type: object, required: [id, name], properties: {id: {type: integer}, name: {type: string}, nickname: {type: string}}}", at: "/people"))
    #expect(people.fields.titleOr.isEmpty, "a title every record has needs no fallback")
  }

  @Test func aTitleNamedAfterTheRecordsKindComesBeforeAPlainOne() throws {
    let editions = try Rules.resource(
      "dataset-editions",
      in: Self.list(
        """
        {type: object, required: [dataset_id, title, edition, edition_title], properties: {dataset_id: {type: string}, title: {type: string},
                     edition: {type: string}, edition_title: {type: string}, state: {type: string}}}
        """, at: "/dataset-editions", positionIDs: true))
    #expect(editions.fields.title == ["edition_title"], "the dataset's title is on all its editions: \(editions.fields.title ?? [])")
    #expect(editions.fields.id == nil, "many editions are titled January 2025: they are known by their position")
    #expect(Vocabulary.kindNamed(by: "commandName") == "command" && Vocabulary.kindNamed(by: "display_name") == nil)
  }

  @Test func aRowShowsTheNamesOfTheRecordsItHolds() throws {
    let invoices = try Rules.resource(
      "invoices",
      in: Self.list(
        """
        {type: object, required: [InvoiceID], properties: {InvoiceID: {type: string}, InvoiceNumber: {type: string}, Status: {type: string, enum: [DRAFT, PAID]},
                     Contact: {type: object, properties: {ContactID: {type: string}, Name: {type: string}}},
                     createdBy: {type: object, properties: {email: {type: string}, username: {type: string}}},
                     avatar: {type: object, properties: {id: {type: string}, filename: {type: string}}},
                     parent: {type: object, properties: {id: {type: string}, name: {type: string}}},
                     Total: {type: number}, Date: {type: string, format: date-time}}}
        """, at: "/Invoices"))
    let shown = invoices.fields.display.map(\.key)
    #expect(shown.contains("Contact") && invoices.fields.displayPaths["Contact"] == ["Contact", "Name"], "\(shown) \(invoices.fields.displayPaths)")
    #expect(invoices.fields.displayPaths["createdBy"] == ["createdBy", "username"], "who made it, by name")
    #expect(!shown.contains("avatar") && !shown.contains("parent"), "a picture's file name, and a parent, say nothing of the row: \(shown)")
    #expect(shown.contains("Total") && shown.contains("Date"), "an amount and a date stay: \(shown)")
  }

  @Test func aRecordOfTheRowsOwnIsNotNamedAgainAndACurrencyIsNoTitle() throws {
    let sites = try Rules.resource(
      "sites",
      in: Self.list(
        """
        {type: object, properties: {id: {type: string}, name: {type: string}, state: {type: string},
                     published_deploy: {type: object, properties: {id: {type: string}, site_id: {type: string}, name: {type: string}}}}}
        """, at: "/sites"))
    #expect(!sites.fields.display.map(\.key).contains("published_deploy"), "a site's deploy is named after the site")
    let events = try Rules.resource(
      "events",
      in: Self.list(
        """
        {type: object, required: [id], properties: {id: {type: string}, amount: {type: string}, currency_id: {type: string}, currency_name: {type: string},
                     created_at: {type: string, format: date-time}}}
        """, at: "/piggy-banks/{id}/events"))
    #expect(events.fields.title == ["created_at"], "the currency most events share is no title: \(events.fields.title ?? [])")
    #expect(events.fields.display.map(\.key).contains("currency_name"))
  }

  @Test func aPlacesAddressIsShownAndATextLongerThanARowIsNot() throws {
    let places = try Rules.resource(
      "places",
      in: Self.list(
        """
        {type: object, properties: {place_id: {type: string}, name: {type: string}, business_status: {type: string, enum: [OPERATIONAL, CLOSED]},
                     formatted_address: {type: string}, rating: {type: number}, user_ratings_total: {type: number}, price_level: {type: number},
                     utc_offset: {type: number}, vicinity: {type: string}}}
        """, at: "/places"))
    #expect(places.fields.display.map(\.key).contains("formatted_address"), "\(places.fields.display.map(\.key))")
    let requests = try Rules.resource(
      "csrs",
      in: Self.list(
        """
        {type: object, properties: {id: {type: string}, created: {type: string, format: date-time}, kty: {type: string, example: RSA},
                     csr: {type: string, example: "\(String(repeating: "MIIC4DCCAcgCAQAwcTELMAkGA1UEBhMCVVMx", count: 4))"}}}
        """, at: "/apps/{appId}/credentials/csrs"))
    #expect(!requests.fields.display.map(\.key).contains("csr"), "a signing request is data: \(requests.fields.display.map(\.key))")
  }

  @Test func anIDThatReadsAsWordsTitlesARowWithNoNameButNotTheParents() throws {
    let grants = try Rules.resource(
      "grants",
      in: Self.list(
        """
        {type: object, required: [issuer, scopeId], properties: {id: {type: string, example: oag3ih1zrm1cBFOiq0h6}, clientId: {type: string, example: 0oa3ih1zrm},
                     scopeId: {type: string, example: okta.users.read}, issuer: {type: string, format: uri}, status: {type: string, enum: [ACTIVE, REVOKED]}}}
        """, at: "/apps/{appId}/grants"))
    #expect(grants.fields.title == ["scopeId"], "\(grants.fields.title ?? [])")
    let versions = try Rules.resource(
      "versions",
      in: Self.list(
        """
        {type: object, properties: {id: {type: string}, dataset_id: {type: string, example: my-dataset}, version: {type: integer}, state: {type: string}}}
        """, at: "/datasets/{id}/versions"))
    #expect(versions.fields.title != ["dataset_id"], "every version of a dataset has its id")
    #expect(Vocabulary.readsAsWords("okta.users.read") && !Vocabulary.readsAsWords("00u5t60iloOHN9pBi0h7") && !Vocabulary.readsAsWords("42"))
  }

  @Test func aNumberThatSaysWhoMadeTheRecordIsNoListField() throws {
    let secrets = try Rules.resource(
      "secrets",
      in: Self.list(
        "{type: object, properties: {identifier: {type: string}, created_by: {type: integer}, creator_ref: {type: integer}, created: {type: integer}}}",
        at: "/secrets"))
    let shown = secrets.fields.display.map(\.key)
    #expect(!shown.contains("created_by") && !shown.contains("creator_ref"), "another record's id: \(shown)")
  }

  @Test func aRecordTitledFromItsOwnObjectShowsWhoMadeIt() throws {
    let commits = try Rules.resource(
      "commits",
      in: Self.list(
        """
        {type: object, required: [sha, commit], properties: {sha: {type: string},
                     commit: {type: object, required: [message], properties: {message: {type: string}, url: {type: string},
                                                                               author: {type: object, properties: {name: {type: string}, email: {type: string}}}}}}}
        """, at: "/repos/{owner}/{repo}/commits"))
    #expect(commits.fields.title == ["commit", "message"] && commits.fields.displayHolder == ["commit"])
    #expect(commits.fields.displayPaths["author"] == ["author", "name"], "\(commits.fields.displayPaths)")
  }

  @Test func aRecordWhoseNameIsInTheObjectItsTypeNamesIsTitledByIt() throws {
    let objects = try Rules.resource(
      "objects",
      in: Self.list(
        """
        {type: object, required: [id, type], properties: {id: {type: string}, type: {type: string, enum: [ITEM, CATEGORY, TAX]}, version: {type: integer},
                     item_data: {type: object, properties: {name: {type: string}, description: {type: string}}},
                     category_data: {type: object, properties: {name: {type: string}}}, tax_data: {type: object, properties: {name: {type: string}}}}}
        """, at: "/objects"))
    #expect(objects.fields.title == ["item_data", "name"], "\(objects.fields.title ?? [])")
    #expect(objects.fields.titleOr == [["category_data", "name"], ["tax_data", "name"]])
    let reports = try Rules.resource(
      "reports",
      in: Self.list(
        """
        {type: object, properties: {accession: {type: string}, annotation_info: {type: object, properties: {name: {type: string}}},
                     assembly_info: {type: object, properties: {assembly_name: {type: string}}}}}
        """, at: "/reports"))
    #expect(reports.fields.title == ["accession"], "objects no type names are no titles: \(reports.fields.title ?? [])")
  }

  @Test func theParentsNameIsNoFieldOfItsChildren() throws {
    let deploys = try Rules.resource(
      "deploys",
      in: Self.list(
        "{type: object, properties: {id: {type: string}, site_id: {type: string}, name: {type: string}, title: {type: string}, state: {type: string}}}",
        at: "/sites/{site_id}/deploys"))
    #expect(deploys.fields.title == ["title"] && !deploys.fields.display.map(\.key).contains("name"), "every deploy of a site has its name")
  }

  // MARK: - The tenth round (times as numbers, twins, names and groups)

  @Test func aTimeWrittenAsANumberSince1970IsADateAndADurationIsNot() throws {
    let runs = try Rules.resource(
      "runs",
      in: Self.list(
        """
        {type: object, required: [id, name, created_at], properties: {id: {type: string}, name: {type: string},
                     created_at: {type: integer, format: unixtime}, started: {type: integer, format: int64},
                     response_time: {type: integer}, timeout_seconds: {type: integer},
                     finished: {type: number, description: "When it finished, as a Unix timestamp"}}}
        """, at: "/runs"))
    let plans = try Rules.resource(
      "plans",
      in: Self.list(
        """
        {type: object, properties: {id: {type: string}, name: {type: string}, billing_anchor_date: {type: integer, example: 15},
                     is_moved: {type: integer}, created: {type: integer}}}
        """, at: "/plans"))
    let formats = Dictionary(uniqueKeysWithValues: (runs.fields.display + plans.fields.display).map { ($0.key, $0.format) })
    #expect(formats["created_at"] == .timestamp, "\(formats)")
    #expect(formats["started"] == .timestamp, "\(formats)")
    #expect(formats["finished"] == .timestamp, "\(formats)")
    #expect(formats["response_time"] != .timestamp && formats["timeout_seconds"] != .timestamp, "durations: \(formats)")
    #expect(formats["billing_anchor_date"] != .timestamp && formats["is_moved"] != .timestamp, "a day of the month, a flag: \(formats)")
    let comments = try Rules.resource(
      "comments",
      in: Self.list(
        """
        {type: object, properties: {id: {type: integer}, text: {type: string}, created: {type: integer}, edited: {type: integer},
                     resolved: {type: integer}, deleted: {type: integer}}}
        """, at: "/pullreq/{pullreq_number}/comments"))
    let moments = comments.fields.display.filter { $0.format == .timestamp }.map(\.key)
    #expect(moments == ["created", "edited", "resolved"], "beside its created time, what befell it; when it was deleted is most often never: \(moments)")
  }

  @Test func aRowKeepsTheDatesEveryRecordHasBeforeThoseMostLack() throws {
    let batches = try Rules.resource(
      "batches",
      in: Self.list(
        """
        {type: object, required: [id, endpoint, created_at], properties: {id: {type: string}, endpoint: {type: string},
                     created_at: {type: integer}, cancelled_at: {type: integer}, cancelling_at: {type: integer}, completed_at: {type: integer},
                     expired_at: {type: integer}, failed_at: {type: integer}}}
        """, at: "/batches"))
    #expect(batches.fields.display.contains { $0.key == "created_at" }, "\(batches.fields.display.map(\.key))")
    let files = try Rules.resource(
      "files",
      in: Self.list(
        """
        {type: object, properties: {id: {type: string}, name: {type: string}, date_create: {type: integer}, date_delete: {type: integer},
                     date_update: {type: integer}, date_archive: {type: integer}, size: {type: integer}, mode: {type: string}, filetype: {type: string},
                     pretty_type: {type: string}}}
        """, at: "/files"))
    #expect(!files.fields.display.contains { $0.key == "date_delete" }, "when it was deleted, written date first: \(files.fields.display.map(\.key))")
  }

  @Test func aValueWrittenTwiceIsShownOnce() throws {
    let totals = try Rules.resource(
      "totals",
      in: Self.list(
        """
        {type: object, properties: {name: {type: string}, difference: {type: string, example: "-123.45"},
                     difference_float: {type: number, example: -123.45}, currency_code: {type: string}}}
        """, at: "/insight/expense/totals", positionIDs: true))
    #expect(totals.fields.display.contains { $0.key == "difference" }, "\(totals.fields.display)")
    #expect(!totals.fields.display.contains { $0.key == "difference_float" }, "\(totals.fields.display)")
    let payments = try Rules.resource(
      "payments",
      in: Self.list(
        """
        {type: object, properties: {PaymentID: {type: string, format: uuid}, Reference: {type: string},
                     Date: {type: string, x-is-msdate: true}, DateString: {type: string, example: "2017-11-28T00:00:00"},
                     UpdatedDateUTC: {type: string, example: "/Date(1573755038314)/"}}}
        """, at: "/Payments"))
    let formats = Dictionary(uniqueKeysWithValues: payments.fields.display.map { ($0.key, $0.format) })
    #expect(formats == ["Date": .timestamp, "UpdatedDateUTC": .timestamp], ".NET's dates, each once: \(formats)")
  }

  @Test func aNameThatIsAFilesOrTheParentsYieldsToTheTitle() throws {
    let photos = try Rules.resource(
      "photos",
      in: Self.list(
        """
        {type: object, properties: {UID: {type: string}, Name: {type: string}, Title: {type: string}, FileName: {type: string},
                     OriginalName: {type: string}}}
        """, at: "/api/v1/photos"))
    #expect(photos.fields.title == ["Title"], "\(photos.fields.titlePath)")
    let deploys = try Rules.resource(
      "deploys",
      in: Self.list(
        "{type: object, properties: {id: {type: string}, site_id: {type: string}, name: {type: string}, title: {type: string}}}",
        at: "/sites/{site_id}/deploys"))
    #expect(deploys.fields.title == ["title"], "the site's name is on every deploy: \(deploys.fields.titlePath)")
    let people = try Rules.resource(
      "people",
      in: Self.list("{type: object, properties: {id: {type: string}, name: {type: string}, title: {type: string}}}", at: "/people"))
    #expect(people.fields.title == ["name"], "a person's title is a job: \(people.fields.titlePath)")
  }

  @Test func aGroupIsKnownByItsFirstMemberWhereOnlyItsSchemaNamesIt() throws {
    let text = """
      openapi: 3.0.3
      info: {title: Test, version: "1"}
      servers: [{url: "https://api.test.example/v1"}]
      paths:
        /rules/{id}/test:
          get:
            parameters: [{name: id, in: path, required: true, schema: {type: string}}]
            responses:
              "200": {description: ok, content: {application/json: {schema: {type: object, properties: {data: {type: array, items: {$ref: '#/components/schemas/TransactionRead'}}}}}}}
      components:
        schemas:
          TransactionRead:
            type: object
            required: [id, attributes]
            properties:
              id: {type: string}
              attributes:
                type: object
                required: [transactions]
                properties:
                  group_title: {type: string, nullable: true}
                  transactions: {type: array, items: {type: object, required: [description, amount], properties: {description: {type: string}, amount: {type: string}}}}
      """
    let plan = try OpenAPIPlan(OpenAPIDocument(data: Data(text.utf8)), providerName: "Test", limit: .max)
    let test = try #require(plan.resources.first { $0.kind == .list })
    #expect(test.fields.title == ["attributes", "transactions", ResourcePlan.Fields.firstElement, "description"], "\(test.fields.titlePath)")
  }

  @Test func anAmountOfMoneyInAnObjectOfItsOwnIsShownWithItsCurrency() throws {
    let money = """
      {type: object, properties: {amount: {type: integer, format: int64, description: "The amount of money, in the smallest denomination of the currency"},
                   currency: {type: string, enum: [USD, EUR, JPY]}}}
      """
    let payments = try Rules.resource(
      "payments",
      in: Self.list(
        """
        {type: object, properties: {id: {type: string}, note: {type: string}, status: {type: string},
                     amount_money: \(money), tip_money: \(money), total_money: \(money), app_fee_money: \(money), refunded_money: \(money)}}
        """, at: "/v2/payments"))
    let amounts = payments.fields.display.filter { $0.format == .money }.map(\.key)
    #expect(amounts == ["amount_money", "total_money"], "what the payment is for, two at most: \(payments.fields.display)")
    let counts = try Rules.resource(
      "counts",
      in: Self.list(
        """
        {type: object, properties: {id: {type: string}, name: {type: string},
                     spent: {type: object, properties: {amount: {type: integer}, currency: {type: string}}},
                     budget: {type: object, properties: {amount: {type: string}, currency_code: {type: string}, name: {type: string},
                              start: {type: string}, end: {type: string}, notes: {type: string}}}}}
        """, at: "/counts"))
    #expect(!counts.fields.display.contains { $0.format == .money }, "a whole number in no stated unit, or a record, is no amount: \(counts.fields.display)")
  }

  @Test func aDevicesModelAndSerialNumberSayWhatItIs() throws {
    let terminals = try Rules.resource(
      "terminals",
      in: Self.list(
        """
        {type: object, properties: {id: {type: string}, model: {type: string}, serialNumber: {type: string},
                     lastActivityAt: {type: string, format: date-time}, lastTransactionAt: {type: string, format: date-time},
                     restartLocalTime: {type: string}, cloudDeviceApiEndpoint: {type: string}, countryCode: {type: string},
                     firmwareVersion: {type: string}}}
        """, at: "/terminals"))
    let keys = terminals.fields.display.map(\.key)
    #expect(keys.prefix(2) == ["model", "serialNumber"], "\(keys)")
  }

  @Test func jsonWrittenAsTextAndADeprecationOnALineOfItsOwnAreNoFields() throws {
    let resources = try Rules.resource(
      "managed-resources",
      in: Self.list(
        """
        {type: object, properties: {name: {type: string}, group: {type: string}, namespace: {type: string},
                     liveState: {type: string, description: "LiveState contains the JSON-serialized resource manifest of the resource"},
                     diff: {type: string, description: "Diff contains the JSON patch.\\n\\nDeprecated: Use NormalizedLiveState instead."}}}
        """, at: "/api/v1/applications/{name}/managed-resources"))
    #expect(resources.fields.display.map(\.key).sorted() == ["group", "namespace"], "\(resources.fields.display)")
  }

  @Test func aURIIsALinkAndARecordDeprecatedWholeShowsWhatItHolds() throws {
    let clients = try Rules.resource(
      "clients",
      in: Self.list(
        "{type: object, properties: {client_id: {type: string}, client_name: {type: string}, client_uri: {type: string}, jwks_uri: {type: string}}}",
        at: "/clients"))
    #expect(clients.fields.display.isEmpty, "links only in a detail: \(clients.fields.display)")
    let orders = try Rules.resource(
      "orders",
      in: Self.list(
        """
        {type: object, x-release-status: DEPRECATED, properties: {id: {type: string}, recipient_name: {type: string},
                     state: {type: string, enum: [OPEN, COMPLETED]},
                     total_price_money: {type: object, x-release-status: DEPRECATED,
                                         properties: {amount: {type: integer, description: "Amount in the lowest denominated value; in USD, cents."},
                                                      currency_code: {type: string}}}}}
        """, at: "/v1/{location_id}/orders"))
    let keys = orders.fields.display.map(\.key)
    #expect(keys.contains("state") && keys.contains("total_price_money"), "\(orders.fields.display)")
  }

  @Test func anAuditLogWithAnAbbreviationAfterItIsAnEvent() throws {
    let logs = try Rules.resource(
      "auditlog-exts",
      in: Self.list(
        """
        {type: object, properties: {id: {type: integer}, username: {type: string}, resource: {type: string}, operation: {type: string},
                     operation_description: {type: string}, op_time: {type: string, format: date-time}}}
        """, at: "/auditlog-exts"))
    #expect(logs.fields.title == ["operation_description"], "what was done, not who did it: \(logs.fields.titlePath)")
  }

  @Test func aBucketKnownByItsStartWrittenAsANumberIsTitledByThatDate() throws {
    let buckets = try Rules.resource(
      "completions",
      in: Self.list(
        """
        {type: object, required: [object, start_time, end_time, results],
                     properties: {object: {type: string, enum: [bucket]}, start_time: {type: integer}, end_time: {type: integer},
                                  results: {type: array, items: {type: object, properties: {input_tokens: {type: integer}}}}}}
        """, at: "/organization/usage/completions", positionIDs: true))
    #expect(buckets.fields.title == ["start_time"], "\(buckets.fields.titlePath)")
    #expect(buckets.fields.titleFormat == .timestamp)
  }

  @Test func aRelationIsKnownByTheRecordItRelatesTheParentTo() throws {
    let memo = "{type: object, required: [name], properties: {name: {type: string, description: \"The resource name of the memo. Format: memos/{memo}\"}, snippet: {type: string}}}"
    let relations = try Rules.resource(
      "relations",
      in: Self.list(
        """
        {type: object, required: [memo, relatedMemo, type], properties: {memo: \(memo), relatedMemo: \(memo),
                     type: {type: string, enum: [TYPE_UNSPECIFIED, REFERENCE, COMMENT]}}}
        """, at: "/api/v1/memos/{memo}/relations", positionIDs: true))
    #expect(relations.fields.title == ["relatedMemo", "snippet"], "not the type most relations share: \(relations.fields.titlePath)")
  }

  @Test func aNameOfAnotherRecordTitlesARowAfterEveryTextADigestToo() throws {
    let artifacts = try Rules.resource(
      "artifacts",
      in: Self.list(
        """
        {type: object, properties: {id: {type: integer}, type: {type: string}, project_id: {type: integer}, repository_id: {type: integer},
                     repository_name: {type: string}, digest: {type: string}, size: {type: integer}}}
        """, at: "/projects/{project_name_or_id}/artifacts"))
    #expect(artifacts.fields.title == ["digest"], "a repository's artifacts share its name: \(artifacts.fields.titlePath)")
    #expect(artifacts.fields.display.first?.key == "repository_name", "\(artifacts.fields.display)")
  }

  // MARK: - The twelfth round (what a person signs in with, how amounts are written)

  @Test func aPersonKnownOnlyByWhomItSignsInAsIsTitledByThatUserName() throws {
    let users = try Rules.resource(
      "users",
      in: Self.list(
        """
        {type: object, properties: {id: {type: string}, status: {type: string},
                     credentials: {type: object, properties: {password: {type: object, properties: {value: {type: string}}},
                                                              userName: {type: string}}}}}
        """, at: "/api/v1/apps/{appId}/users"))
    #expect(users.fields.titlePath.description == "credentials.userName", "\(users.fields.titlePath)")
    let registries = try Rules.resource(
      "registries",
      in: Self.list(
        """
        {type: object, properties: {id: {type: integer}, url: {type: string},
                     credential: {type: object, properties: {type: {type: string}, access_key: {type: string}, label: {type: string}}}}}
        """, at: "/registries"))
    #expect(registries.fields.title?.first != "credential", "a registry is no person: \(registries.fields.titlePath)")
  }

  @Test func howAnotherRecordsAmountsAreWrittenIsLeftToTheDetail() throws {
    let rates = try Rules.resource(
      "exchange-rates",
      in: Self.list(
        """
        {type: object, properties: {id: {type: string}, rate: {type: string}, date: {type: string, format: date-time},
                     from_currency_name: {type: string}, from_currency_decimal_places: {type: integer}}}
        """, at: "/v1/exchange-rates"))
    #expect(!rates.fields.display.map(\.key).contains("from_currency_decimal_places"), "\(rates.fields.display)")
    let currencies = try Rules.resource(
      "currencies",
      in: Self.list(
        "{type: object, properties: {code: {type: string}, name: {type: string}, symbol: {type: string}, decimal_places: {type: integer}}}",
        at: "/v1/currencies"))
    #expect(currencies.fields.display.map(\.key).contains("decimal_places"), "a currency's own: \(currencies.fields.display)")
    #expect(Vocabulary.saysHowToWriteAmounts("currency_decimal_places") && !Vocabulary.saysHowToWriteAmounts("decimal_places"))
  }

  @Test func ofNamesThatRankAlikeTheOneTheDocumentWritesFirstTitlesTheRow() throws {
    let taxa = try Rules.resource(
      "taxon",
      in: Self.list(
        """
        {type: object, properties: {taxonomy: {type: object, properties: {tax_id: {type: integer}, organism_name: {type: string},
                                                                          common_name: {type: string}, blast_name: {type: string}}}}}
        """, at: "/taxonomy/taxon/{taxons}"))
    #expect(taxa.fields.titlePath.description == "taxonomy.organism_name", "not the `blast_name` many taxa share: \(taxa.fields.titlePath)")
  }

  @Test func aMovieRowShowsItsYearAndLeavesWhereItsFilesAreToTheDetail() throws {
    let movies = try Rules.resource(
      "movie",
      in: Self.list(
        """
        {type: object, properties: {id: {type: integer}, title: {type: string}, originalTitle: {type: string}, folderName: {type: string},
                     rootFolderPath: {type: string}, status: {type: string, enum: [announced, released]}, runtime: {type: integer},
                     year: {type: integer}, secondaryYear: {type: integer}, sizeOnDisk: {type: integer}, added: {type: string, format: date-time}}}
        """, at: "/api/v3/movie"))
    let keys = movies.fields.display.map(\.key)
    #expect(keys.contains("year") && !keys.contains("folderName") && !keys.contains("rootFolderPath"), "\(keys)")
    #expect(keys.firstIndex(of: "year")! < keys.firstIndex(of: "runtime") ?? keys.count, "a year before the other numbers: \(keys)")
    #expect(Vocabulary.isYear("releaseYear") && !Vocabulary.isYear("exp_year") && !Vocabulary.isYear("years"))
  }

  @Test func aRowKeepsTheWholeAmountWhenNamesAndStatesCrowdItOut() throws {
    let party = "{type: object, properties: {ID: {type: string, format: uuid}, Name: {type: string}}}"
    let transactions = try Rules.resource(
      "bank-transactions",
      in: Self.list(
        """
        {type: object, required: [Type, BankAccount], properties: {Type: {type: string, enum: [RECEIVE, SPEND]}, Contact: \(party),
                     BankAccount: \(party), Date: {type: string, format: date-time}, Reference: {type: string},
                     Status: {type: string, enum: [AUTHORISED, DELETED]}, LineAmountTypes: {type: string, enum: [Exclusive, Inclusive, NoTax]},
                     SubTotal: {type: number}, TotalTax: {type: number}, Total: {type: number}, BankTransactionID: {type: string, format: uuid}}}
        """, at: "/BankTransactions"))
    let keys = transactions.fields.display.map(\.key)
    #expect(keys.contains("Total") && keys.contains("Date") && keys.contains("BankAccount"), "\(keys)")
    #expect(!keys.contains("SubTotal") && !keys.contains("TotalTax"), "the whole, not its parts: \(keys)")
  }
}
