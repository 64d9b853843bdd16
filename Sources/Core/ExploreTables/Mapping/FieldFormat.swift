
/// How a JSON value becomes a ``FieldValue``. A value of the wrong type is
/// malformed: the field is left out (or takes its ``FieldMapping/absent``
/// value) with a note under `--verbose`.
///
/// | Format        | JSON                                   | Field value          |
/// |---------------|----------------------------------------|----------------------|
/// | `.text`       | a string; blank counts as absent       | `.text`              |
/// | `.integer`    | an integer (not `1.5`, not `1e400`)    | `.integer`           |
/// | `.number`     | any number                             | `.number`            |
/// | `.bool`       | `true` or `false`                      | `.bool`              |
/// | `.count`      | an array                               | `.integer`, its size |
/// | `.date`       | `2011-01-25T18:44:36Z` or `1999-03-30` | `.date` (a day: UTC) |
/// | `.timestamp`  | seconds since 1970 (`1712345678`, `1.7e9`), or milliseconds, microseconds or nanoseconds when too large to be seconds, or .NET's `/Date(1511827200000+0000)/`; 0 or less is absent | `.date` |
/// | `.money`      | `{"amount": 1099, "currency": "USD"}` (or `value`, `currency_code`) | `.text`, `10.99 USD`: a whole number in the currency's smallest unit |
/// | `.url`        | a URL string                           | `.url`               |
/// | `.webAddress` | a website as people type it; blank is absent | `.url` with `http(s)://`, else `.text` |
/// | `.list`       | an array of strings                    | `.list`              |
/// | `.references` | reference URLs or ids, or a single one | `.list` of the ids   |
/// | `.custom(name)` | anything the named function reads    | what it returns      |
package enum FieldFormat: Sendable, Hashable {
  case text
  case integer
  case number
  case bool
  case count
  case date
  /// A time written as a number since 1970 (Unix time): seconds, or
  /// milliseconds, microseconds or nanoseconds, told apart by size. Zero
  /// or less is absent, as many APIs write "never". Also the text .NET
  /// writes for one, `/Date(1511827200000+0000)/` (milliseconds).
  case timestamp
  /// An amount of money in an object of its own, `{"amount": 1099,
  /// "currency": "USD"}`, shown as `10.99 USD` (``MoneyAmount``).
  case money
  case url
  /// A website a person typed, such as a profile's blog: a link when it
  /// starts with `http://` or `https://`, else the text as typed
  /// (`example.com`).
  case webAddress
  case list
  case references
  /// The function a Swift provider registers under this name
  /// (``MappingHooks/formats``); `nil` from it leaves the value absent,
  /// without a note.
  case custom(String)

  /// What this format expects, for notes: "a string", "an array".
  var expected: String {
    switch self {
    case .text, .webAddress: "a string"
    case .integer: "an integer"
    case .number: "a number"
    case .bool: "true or false"
    case .count, .list: "an array"
    case .references: "an array of references, or one"
    case .date: "an ISO 8601 date"
    case .timestamp: "a number of seconds since 1970"
    case .money: "an amount (an object with `amount` or `value`)"
    case .url: "a URL"
    case .custom: "a value"
    }
  }
}
