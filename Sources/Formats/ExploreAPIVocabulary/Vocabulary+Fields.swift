package import ExploreOpenAPI
import Foundation

/// What a property's name says of what it holds: a title, an id, a text,
/// a link, a secret, bookkeeping.
extension Vocabulary {
  /// The title properties a person would read a record by, in order of
  /// preference: a person's `login` or `username`, a repository's
  /// `full_name`, then `name`, `title` and the like.
  package static let titleKeys = [
    "login", "username", "user_name", "full_name", "fullname", "display_name", "displayname", "name", "title", "label", "handle",
    "screen_name", "subject", "headline", "summary", "given_name", "first_name", "firstname", "nickname", "symbol", "identifier",
  ]

  /// Words of a path or record that name people, whose user name is their title.
  package static let personWords: Set<String> = [
    "user", "member", "account", "person", "people", "follower", "following", "owner", "author", "contributor", "collaborator", "assignee",
    "reviewer", "admin", "customer", "employee", "contact", "staff", "friend", "subscriber", "participant", "player", "login", "profile", "me",
    "stargazer", "watcher", "agent", "sender", "recipient", "moderator", "maintainer", "committer", "creator", "viewer", "guest", "teammember",
    "blocked", "mention", "userinfo", "whoami", "session",
  ]

  /// Text that says what a record is when it has no name: a message, an
  /// address, a description.
  package static let textKeys = [
    "message", "content", "text", "description", "caption", "comment", "abstract", "snippet", "excerpt", "note", "question", "reference", "email",
    "address", "formatted_address", "domain",
    "hostname", "host", "endpoint", "url", "path", "filename", "file_name", "key", "code", "symbol", "slug", "digest",
  ]

  /// The id properties, in order of preference (Asana's records have a
  /// `gid`, MongoDB's an `_id`).
  package static let idKeys = ["id", "gid", "uuid", "_id", "uid", "guid", "ID", "Id", "Uuid"]

  /// Properties that tell a record's type, the same on every row: never a title.
  package static let typeTags: Set<String> = [
    "object", "type", "kind", "_type", "@type", "resource_type", "resourcetype", "entity_type", "class", "apiversion", "api_version",
  ]

  /// The objects whose name and id are the record's own, one level down:
  /// JSON:API's `attributes`, Kubernetes' `metadata`, a member's `user`.
  package static let ownHolders = ["attributes", "metadata", "user", "profile", "properties", "info", "details", "item", "spec", "data"]

  /// The user names a person signs in with, spelled as ``normalized(_:)`` spells them.
  package static let userNameKeys: Set<String> = ["login", "username"]

  /// Whether an object holds what a record signs in with (`credentials`):
  /// its user name is a person's title, anything else in it is no field.
  package static func isCredentialHolder(_ name: String) -> Bool {
    ["credential", "credentials", "logincredentials"].contains(normalized(name))
  }

  /// The texts that say what happened in an event: its action, operation or type.
  package static let actionKeys: Set<String> = ["action", "operation", "event", "eventtype", "activity", "actiontype"]

  /// Records that are versions of something, known by their `version`
  /// before a file name (Lidarr's updates).
  package static let versionWords: Set<String> = ["update", "release", "upgrade", "version", "changelog"]

  /// Whether an object property is the record a row relates its parent
  /// to: `relatedMemo`, `linked_issue`, `target_account`.
  package static func isRelated(_ name: String) -> Bool {
    let spelled = normalized(name)
    return ["related", "linked", "target"].contains { spelled.hasPrefix($0) && spelled.count > $0.count }
  }

  /// Whether a property's name says it lists the record's own names: a
  /// container's `Names`, an image's `RepoTags`, `hostnames`; not plain
  /// `tags`, which label a record rather than name it.
  package static func isNameList(_ name: String) -> Bool {
    let spelled = normalized(name)
    return spelled.hasSuffix("names") || (spelled.hasSuffix("tags") && ["repo", "image"].contains(String(spelled.dropLast(4))))
  }

  /// Texts that are what a record is, not about it: an event's `message`.
  package static let messageKeys: Set<String> = ["message", "content", "text", "note", "comment", "caption", "question", "body"]

  /// Whether a property is a message, however it is spelled (`message`,
  /// `displayMessage`, `error_message`).
  package static func isMessageName(_ name: String) -> Bool {
    normalized(name).hasSuffix("message")
  }

  /// Words of the accounts that act on records (`user_name`, `owner_name`):
  /// not a person a record is about (a film credit's `personName`).
  package static let accountWords: Set<String> = ["user", "owner", "creator", "author", "operator", "requester", "submitter"]

  /// Words of records that are events: a log line, an audit entry. Such a
  /// record is known by its message and has no id of its own in it.
  package static let eventWords: Set<String> = ["log", "event", "audit", "auditlog", "auditevent", "logentry", "activity"]

  /// Whether words of a record's path or kind say it is an event, whole or
  /// by their last part (`team-access-logs`; not `event-hooks`, which are
  /// hooks).
  package static func isEvent(words: [String]) -> Bool {
    words.contains { word in
      // NB: a word and an abbreviation after it is the word (Harbor's `auditlog-exts`), not a
      // name of many parts (`events-k8s-io`, a group of Kubernetes' API, is no event).
      let parts = word.split { !$0.isLetter && !$0.isNumber }.map(String.init)
      let abbreviated = parts.count == 2 && parts[1].count <= 3 && !eventWords.contains(normalized(singular(parts[1])))
      let last = (abbreviated ? parts.first : parts.last) ?? word
      return eventWords.contains(normalized(singular(word))) || eventWords.contains(normalized(singular(last)))
    }
  }

  /// Whether an object property says who added or changed a record
  /// (`added_by`, `createdBy`, `updated_by`): never what the record is.
  package static func isActorStamp(_ name: String) -> Bool {
    let spelled = normalized(name)
    return spelled.hasSuffix("by") && spelled.count > 2
  }

  /// Whether a name says it refers to another record (`creator_ref`, `parentRef`).
  package static func namesReference(_ name: String) -> Bool {
    let spelled = normalized(name)
    return spelled.hasSuffix("ref") && spelled.count > 3
  }

  /// Whether a text is described as a media type (`video/mp4`), the same
  /// on most rows: never a title (a Frigate preview's `type`).
  package static func isMediaType(_ shape: SchemaShape) -> Bool {
    let described = (shape.description ?? "").lowercased()
    return ["mime type", "media type", "content type", "content-type"].contains { described.contains($0) }
  }

  /// Whether a field only repeats the title it is part of: `name` beside
  /// the title `full_name` or `display_name`, or a name spelled for
  /// machines beside any title (`sortName`, `cleanName`, `nameLower`).
  package static func repeats(_ name: String, title: String?) -> Bool {
    // NB: a name spelled for machines (`sortName`, `clean_name`) repeats the title too.
    if isSpelledForMachines(name) { return title != nil }
    guard let title, title != name else { return false }
    let words = title.lowercased().split { $0 == "_" || $0 == "-" }
    return words.count > 1 && words.last.map(String.init) == name.lowercased()
  }

  /// Whether an example value reads as words rather than a number or a
  /// code: `okta.users.read`, `read:org`; not `00u5t60iloOHN9pBi0h7`, a
  /// UUID or `42`.
  package static func readsAsWords(_ example: String) -> Bool {
    let scalars = example.unicodeScalars
    guard (3...80).contains(scalars.count), scalars.contains(where: { ("a"..."z").contains($0) }) else { return false }
    return scalars.allSatisfy { ("a"..."z").contains($0) || [".", "_", "-", ":"].contains($0) }
  }

  /// Whether a name or title is spelled for machines, to sort or search
  /// by: `sortName`, `clean_title`, `nameLower`.
  package static func isSpelledForMachines(_ name: String) -> Bool {
    let spelled = normalized(name)
    let machine = ["sort", "clean", "normalized", "canonical", "search", "lower"]
    return machine.contains { variant in ["name", "title"].contains { spelled == variant + $0 || spelled == $0 + variant } }
  }

  /// Whether a property's name says it is an id (`id`, `user_id`, `ContactID`, `nodeId`).
  package static func isIDName(_ name: String) -> Bool {
    idKeys.contains(name) || name.hasSuffix("_id") || name.hasSuffix("ID") || name.hasSuffix("Id") || name.hasSuffix("_ids")
      || name.lowercased() == "node_id" || name.lowercased().hasSuffix("uuid")
  }

  /// Whether a string is an AIP resource name, by its description
  /// (`Format: memos/{memo}`, `The resource name of …`).
  /// A label or title is a name a person reads, whatever its description
  /// says (an Okta grant resource's `label`, "The resource name"), and so
  /// is a name described only as one (an Okta entitlement value's `name`,
  /// "The entitlement value resource name", beside its ORN `value`).
  package static func isResourceName(_ name: String, _ shape: SchemaShape) -> Bool {
    guard let text = shape.description?.lowercased(), !["label", "title", "displayname"].contains(normalized(name)) else { return false }
    return text.contains("resource name of") || (text.contains("format: ") && text.contains("/{"))
  }

  /// The text at `path` in an example record, if it is one.
  package static func text(at path: [String], in example: OpenAPIJSON) -> String? {
    var value: OpenAPIJSON? = example
    for key in path { value = value?[key] }
    return value?.string
  }

  /// Properties that identify a record without being called its id, in
  /// order of preference, as ``normalized(_:)`` spells them.
  package static let identifierKeys = [
    "key", "code", "slug", "accession", "handle", "sku", "identifier", "number", "ref", "reference", "sha", "hash", "digest", "email", "path",
    "url", "href", "uri",
  ]

  /// The identifier keys that are links.
  package static let linkKeys: Set<String> = ["url", "href", "uri"]

  /// Last words of paths that say how a record is shown, not what is listed.
  package static let mannerWords: Set<String> = ["detailed", "expanded", "extended", "full", "complete", "verbose", "raw"]

  /// The literal words of a path that may name the record itself, not a
  /// parent of it: all but a word followed by a parameter that is not the
  /// last segment (`relations`, not `memos`, in `/memos/{memo}/relations`;
  /// `pets` in `/pets/{petId}`).
  package static func recordPathWords(_ path: String) -> [String] {
    let segments = path.split(separator: "/").map(String.init)
    // NB: after a last word that says how (`/projects/{name}/detailed`), the word before names the record.
    if let last = segments.last?.lowercased(), genericWords.contains(last) || Self.mannerWords.contains(last) { return pathWords(path) }
    return segments.indices.filter { index in
      let isParent = index + 1 < segments.count - 1 && isParameter(segments[index + 1])
      return !isParameter(segments[index]) && segments[index].count > 1 && !isParent
    }.map { segments[$0] }
  }

  /// The words of a path that name a parent: each literal followed by a
  /// parameter, before the last word (`dataset` and `edition` in
  /// `/datasets/{id}/editions/{edition}/versions`), singular and normalized.
  /// A placeholder names one too (`camera` of `{camera_name}` in
  /// `/preview/{camera_name}/start/{start_ts}`).
  package static func parentWords(_ path: String) -> Set<String> {
    let segments = path.split(separator: "/").map(String.init)
    guard segments.count > 2 else { return [] }
    // NB: not a literal before a placeholder for many (`/gene/symbol/{symbols}`): each row is one of them.
    let literals = (0..<(segments.count - 2)).filter { index in
      !isParameter(segments[index]) && isParameter(segments[index + 1]) && !names(many: segments[index + 1], after: segments[index])
    }.map { normalized(singular(segments[$0])) }
    // NB: not the last placeholder, which is the record's own (`/domains/{domainId}`).
    let placeholders = segments.dropLast().filter(isParameter).compactMap { segment -> String? in
      let name = normalized(String(segment.dropFirst().dropLast()))
      guard let suffix = ["name", "id"].first(where: { name.hasSuffix($0) && name.count > $0.count + 2 }) else { return nil }
      return String(name.dropLast(suffix.count))
    }
    return Set(literals + placeholders)
  }

  /// Whether a placeholder stands for many records (`{symbols}` after
  /// `symbol`, `{gene_ids}`), not one (`{start_ts}` after `start`).
  package static func names(many placeholder: String, after literal: String) -> Bool {
    let name = normalized(String(placeholder.dropFirst().dropLast()))
    return name.hasSuffix("ids") || name == normalized(singular(literal)) + "s"
  }

  /// Whether an identifier is named like one parameter of the path that
  /// names one parent (`assembly_accession` for `{accession}`), not many
  /// (`{accessions}`, `{gene_ids}`): then it is the parent's. Never a plain
  /// `id` or `<kind>_id`, which the records' own ids are called.
  package static func namesParentParameter(_ name: String, in path: String) -> Bool {
    let spelled = normalized(name)
    guard !idKeys.contains(name), !isIDName(name) else { return false }
    return path.split(separator: "/").dropLast().contains { segment in
      guard isParameter(String(segment)) else { return false }
      let parameter = normalized(String(segment.dropFirst().dropLast()))
      return parameter.count > 2 && !parameter.hasSuffix("s") && spelled.hasSuffix(parameter)
    }
  }

  /// The last two segments of a path as one word, when both are literal
  /// and next to each other (`eventtype` for `/v2/events/types`), else none.
  package static func lastTwoWords(of segments: [String]) -> [String] {
    guard segments.count >= 2 else { return [] }
    let (first, last) = (segments[segments.count - 2], segments[segments.count - 1])
    guard !isParameter(first), !isParameter(last), first.count > 1, last.count > 1 else { return [] }
    return [singular(first) + singular(last)]
  }

  /// The kind a name or title names, spelled as ``normalized(_:)`` does:
  /// `edition` for `edition_title`, `command` for `commandName`; `nil` for
  /// a name of no kind (`name`, `title`, `fullName`) or one too short to
  /// tell (`app_name`).
  package static func kindNamed(by name: String) -> String? {
    let spelled = normalized(name)
    guard let suffix = ["name", "title"].first(where: spelled.hasSuffix) else { return nil }
    let kind = String(spelled.dropLast(suffix.count))
    return kind.count >= 4 && !["full", "display", "first", "last", "given", "family", "nick", "user", "sort", "clean"].contains(kind) ? kind : nil
  }

  /// Whether the first part of a name (`sample` of `sample_name`) is one of
  /// the record's own words, or part of one (`biosample_report`).
  package static func namesOwnKind(_ part: String, ownWords: Set<String>) -> Bool {
    part.count >= 4 && ownWords.contains { $0.contains(part) }
  }

  /// Whether a text is a parent the path names (a preview's `camera` at
  /// `/preview/{camera_name}/…`); not a person.
  package static func isParent(_ name: String, parentWords: Set<String>) -> Bool {
    let spelled = normalized(name)
    return parentWords.contains(spelled) && !personWords.contains(spelled)
  }

  /// Whether a name, title or code names a parent of the path (`edition_title`
  /// under `/editions/{edition}`, `currency_code` under `/currencies/{code}`):
  /// the same on every row of the list.
  /// Not a person's: the followers at `/users/{username}/followers` have
  /// a `username` of their own.
  package static func namesParent(_ name: String, parentWords: Set<String>) -> Bool {
    let spelled = normalized(name)
    guard let suffix = ["name", "title", "label", "code", "symbol"].first(where: { spelled.hasSuffix($0) && spelled.count > $0.count }) else { return false }
    let parent = String(spelled.dropLast(suffix.count))
    return parentWords.contains(parent) && !personWords.contains(parent)
  }

  /// The literal words of a path, to find a record's own object by (`gene` in `/gene/id/{ids}`).
  package static func pathWords(_ path: String) -> [String] {
    path.split(separator: "/").map(String.init).filter { !isParameter($0) && $0.count > 1 }
  }

  /// The formats of texts that hold a number: an amount, a decimal.
  package static let numberTextFormats: Set<String> = ["amount", "decimal", "double", "float", "money", "currency", "number", "int64", "int32"]

  /// Whether a whole number orders or formats records rather than says
  /// something of one: `order`, `sort_order`, `object_group_order`,
  /// `position`, `decimal_places`, a bit set of `flags`. Shown last.
  package static func isOrderingName(_ name: String) -> Bool {
    let spelled = normalized(name)
    return ["order", "position", "decimalplaces", "sortindex", "displayindex", "flags"].contains { spelled.hasSuffix($0) }
  }

  /// Whether a text holds a number (Firefly III's `difference`, format
  /// `amount` or an example `123.45`): an amount, never what names a row.
  package static func writesANumber(_ shape: SchemaShape) -> Bool {
    guard shape.type == "string" else { return false }
    if let format = shape.format, numberTextFormats.contains(format.lowercased()) { return true }
    return shape.example?.string.flatMap { Double($0) } != nil
  }

  /// Whether a text says where a record's files are on a disk (Radarr's
  /// `folderName`, `rootFolderPath`, a download's `outputPath`): a detail
  /// shows it, a list's row says what the record is instead.
  package static func isFileLocation(_ name: String) -> Bool {
    let spelled = normalized(name)
    return ["folder", "foldername", "folderpath", "directory", "outputpath", "rootpath", "filepath", "fullpath"].contains { spelled.hasSuffix($0) }
  }

  /// Whether a whole number is a year (a movie's `year`, `releaseYear`):
  /// what a row of the record says first among its numbers.
  package static func isYear(_ name: String) -> Bool {
    let spelled = normalized(name)
    return spelled == "year" || (spelled.hasSuffix("year") && !["secondary", "fiscal", "exp"].contains { spelled.hasPrefix($0) })
  }

  /// Properties that keep a record's storage, not what it is: Kubernetes'
  /// object metadata (`generation`, `resourceVersion`, `selfLink`),
  /// MongoDB's `__v`, an `etag`. Never a field.
  package static let bookkeepingKeys: Set<String> = [
    "generatename", "generation", "deletiongraceperiodseconds", "resourceversion", "selflink", "managedfields", "finalizers", "ownerreferences",
    "v", "etag",
  ]

  /// Whether a name or code names another record than the one it is part
  /// of: a trip's `deviceName` beside its `deviceId`, an account's
  /// `currency_code` beside its `currency_id`. Such a name may title the
  /// record, but the same device makes many trips: it is no id.
  package static func namesAnotherRecord(_ name: String, in record: SchemaShape) -> Bool {
    let spelled = normalized(name)
    guard let suffix = ["name", "code"].first(where: { spelled.hasSuffix($0) && spelled.count > $0.count }) else { return false }
    let other = spelled.dropLast(suffix.count)
    return record.properties.contains { property in
      let candidate = normalized(property.name)
      return candidate.hasPrefix(other) && candidate.hasSuffix("id")
    }
  }

  /// Whether a record's `name` is not what a person calls it, beside the
  /// `title` that is: the name of its file (a PhotoPrism photo's `Name`
  /// beside its `FileName` and `OriginalName`), or of the parent the path
  /// names, whose id it holds (a Netlify deploy's `name` beside its
  /// `site_id`, at `/sites/{site_id}/deploys`).
  package static func nameYieldsToTitle(in record: SchemaShape, parentWords: Set<String>) -> Bool {
    let spelled = Set(record.properties.map { normalized($0.name) })
    guard spelled.contains("title") else { return false }
    return spelled.contains("filename") || spelled.contains("originalname") || nameIsParents(in: record, parentWords: parentWords)
  }

  /// Whether a record's `name`, beside its `title`, is the name of the
  /// parent the path names, whose id it holds (a Netlify deploy's `name`
  /// beside its `site_id`, at `/sites/{site_id}/deploys`): the same on
  /// every row of the list.
  package static func nameIsParents(in record: SchemaShape, parentWords: Set<String>) -> Bool {
    let spelled = Set(record.properties.map { normalized($0.name) })
    return spelled.contains("title") && spelled.contains("name") && parentWords.contains { spelled.contains($0 + "id") }
  }

  /// Whether an amount is what the record is for, not a part of it: an
  /// `amount_money`, `total_money`, `price` or `balance_money`, not a `tip_money`.
  package static func isOwnAmount(_ name: String) -> Bool {
    let spelled = normalized(name)
    return ["amount", "total", "price", "balance", "gross", "net"].contains(where: spelled.hasPrefix)
  }

  /// Whether an amount is the whole a record comes to (a Square order's
  /// `total_price_money`, a payment's `amount_money`), not a part of it
  /// (`total_tax_money`, `total_shipping_money`).
  package static func isWholeAmount(_ name: String) -> Bool {
    var spelled = normalized(name)
    if spelled.hasSuffix("money"), spelled.count > 5 { spelled.removeLast(5) }
    return ["amount", "total", "totalamount", "totalprice", "price", "grandtotal", "netamount", "totalmoney"].contains(spelled)
  }

  /// The endings of a property that writes another's value a second way.
  private static let twinSuffixes = ["_float", "Float", "_string", "String"]

  /// Whether a property writes another one's value a second way, which a
  /// record shows once: Firefly III's `difference_float` beside
  /// `difference`, Xero's `DateString` beside `Date`.
  package static func isTwin(_ name: String, in record: SchemaShape) -> Bool {
    guard let suffix = twinSuffixes.first(where: { name.hasSuffix($0) && name.count > $0.count }) else { return false }
    let base = name.dropLast(suffix.count)
    return record.properties.contains { $0.name == base }
  }

  /// Whether another property writes this one's value a second way: a
  /// text `difference` beside its number `difference_float` is a number.
  package static func hasTwin(_ name: String, in record: SchemaShape) -> Bool {
    twinSuffixes.contains { suffix in record.properties.contains { $0.name == name + suffix } }
  }

  /// Whether a property restates another in the account's own currency
  /// (Firefly III's `pc_amount` beside `amount`, `native_amount`,
  /// `base_amount`): a detail shows both, a list's row the record's own.
  package static func isRestatedAmount(_ name: String, in record: SchemaShape) -> Bool {
    guard let prefix = ["pc_", "native_", "base_", "primary_"].first(where: { name.hasPrefix($0) && name.count > $0.count }) else { return false }
    let base = name.dropFirst(prefix.count)
    return record.properties.contains { $0.name == base }
  }

  /// Whether a property says how to write a record's amounts in another
  /// record's terms, not what they are (Firefly III's
  /// `currency_decimal_places`): a detail shows it, a list's row does not.
  /// A currency's own `decimal_places` is what the currency is.
  package static func saysHowToWriteAmounts(_ name: String) -> Bool {
    let spelled = normalized(name)
    return ["decimalplaces", "decimaldigits"].contains { spelled.hasSuffix($0) && spelled.count > $0.count }
  }

  /// Whether a name, code or symbol of another record, beside its id, is
  /// the account's default of it (`primary_currency_name` beside
  /// `primary_currency_id`): the same on every row of every list.
  package static func namesAccountDefault(_ name: String, in record: SchemaShape) -> Bool {
    let spelled = normalized(name)
    guard let prefix = ["primary", "default", "base", "native"].first(where: spelled.hasPrefix),
      let suffix = ["name", "code", "symbol"].first(where: { spelled.hasSuffix($0) && spelled.count > prefix.count + $0.count })
    else { return false }
    let other = spelled.dropLast(suffix.count)
    return record.properties.contains { normalized($0.name) == other + "id" }
  }

  /// Whether a text names the record whose id is beside it: a container's
  /// `Image` beside its `ImageID`, a trip's `device` beside its `deviceId`.
  /// Such a text is a name, shown like one.
  package static func namesRecordBesideItsID(_ name: String, in record: SchemaShape) -> Bool {
    let spelled = normalized(name)
    guard !spelled.hasSuffix("id"), spelled.count > 1 else { return false }
    return record.properties.contains { normalized($0.name) == spelled + "id" }
  }

  /// Whether a property is deprecated: its schema says so, or its name
  /// (Kubernetes' `deprecatedFirstTimestamp`).
  package static func isDeprecated(_ name: String, _ shape: SchemaShape) -> Bool {
    shape.isDeprecated || normalized(name).hasPrefix("deprecated")
  }

  /// The values a token's own record holds, which are the secret itself:
  /// a Gogs token's `sha1`, a key's `value`.
  package static let tokenValueKeys: Set<String> = ["sha1", "sha", "value", "hash", "key", "secret", "plaintext", "raw", "token"]

  /// Whether a record is a secret of its own: a token, a key, a credential.
  package static func isSecretKind(_ recordWord: String) -> Bool {
    let word = normalized(recordWord)
    return ["token", "secret", "credential", "apikey", "password"].contains { word.contains($0) } || word.hasSuffix("key")
  }

  /// Whether a value can be an id: text, or a number (JavaScript APIs type
  /// their whole-number ids as `number`).
  package static func isIDType(_ shape: SchemaShape) -> Bool {
    ["string", "integer", "number"].contains(shape.type ?? "")
  }

  /// Whether a property's name says it holds a secret (`token`,
  /// `client_secret`, `password`, `api_key`, `sshPrivateKey`,
  /// `gcpServiceAccountKey`, `tlsClientCertKey`): never an id, a title or a field.
  package static func isSecretName(_ name: String) -> Bool {
    let lower = normalized(name)
    let secrets = [
      "token", "secret", "password", "passwd", "apikey", "privatekey", "privkey", "accesskey", "credential", "signingkey", "serviceaccountkey",
      "clientkey", "certkey", "sshkey", "signaturekey", "hmackey", "sharedkey", "encryptionkey",
    ]
    // NB: a password however short its name (an SMTP setting's `pass`, `pwd`).
    return secrets.contains { lower.contains($0) } || ["pass", "pwd", "smtppass", "passphrase"].contains(lower)
  }

  /// Whether a text is the address of a place by its name: a trip's
  /// `startAddress`, a shipment's `delivery_address`; not a sender's
  /// `fromAddress`, an `ipAddress` or a `macAddress`.
  package static func isPlaceAddress(_ name: String) -> Bool {
    let spelled = normalized(name)
    let places = ["start", "end", "pickup", "dropoff", "delivery", "shipping", "billing", "postal", "street", "physical", "home", "origin", "destination"]
    return spelled.hasSuffix("address") && places.contains { spelled == $0 + "address" }
  }

  /// Whether a property's name says it holds a state (`status`, `state`,
  /// `lifecycleStatus`), which many rows share.
  package static func isStateName(_ name: String) -> Bool {
    let spelled = normalized(name)
    return spelled.hasSuffix("status") || spelled.hasSuffix("state")
  }

  /// Short texts a person reads about a record, in order.
  package static let humanTextKeys = [
    "name", "full_name", "display_name", "displayname", "bio", "company", "location", "email", "blog", "description", "status", "state",
    "role", "type", "language", "country", "city", "value", "image", "model", "serial_number", "serialnumber", "address",
  ]

  /// The words of properties that hold a picture's URL.
  package static let pictureWords = ["avatar", "image", "picture", "photo", "thumb", "logo", "sprite", "front_default", "artwork", "poster", "cover", "banner", "icon_url", "iconurl"]

  /// ``pictureWords`` as bytes.
  package static let pictureWordBytes = pictureWords.map { Array($0.utf8) }

  /// Whether `word` is somewhere in `text`, compared as bytes (NB:
  /// `String.contains` took most of the planner's time on a large document).
  package static func bytes(_ text: [UInt8], contain word: [UInt8]) -> Bool {
    guard word.count <= text.count else { return false }
    return (0...(text.count - word.count)).contains { start in
      (0..<word.count).allSatisfy { text[start + $0] == word[$0] }
    }
  }

  /// Whether `text` is an absolute `http` or `https` URL.
  package static func isHTTPURL(_ text: String) -> Bool {
    let lower = text.lowercased()
    guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return false }
    // NB: an example's host may be a placeholder (`https://{yourOktaDomain}/img/logo.png`).
    return URL(string: text)?.host != nil || text.dropFirst(lower.hasPrefix("https") ? 8 : 7).hasPrefix("{")
  }
}
