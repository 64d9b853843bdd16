package import ExploreCore

/// An amount of money as an API writes it in an object of its own:
/// `{"amount": 1099, "currency": "USD"}` (Square), `{"value": 1099,
/// "currency": "EUR"}` (Adyen), read as people write it: `10.99 USD`.
///
/// A whole-number amount is in the currency's smallest unit (cents for
/// USD, yen for JPY, fils for KWD), by the currency's ISO 4217 exponent;
/// a fraction or a text is in the currency's unit, as written.
package enum MoneyAmount {
  /// The keys that hold the amount, in the order they are looked for.
  static let amountKeys = ["amount", "value"]
  /// The keys that hold the currency's code, in the order they are looked for.
  static let currencyKeys = ["currency", "currency_code", "currencyCode"]

  /// ISO 4217 currencies whose smallest unit is the currency itself.
  static let wholeUnitCurrencies: Set<String> = [
    "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV", "XAF", "XOF", "XPF",
  ]
  /// ISO 4217 currencies whose smallest unit is a thousandth.
  static let thousandthCurrencies: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]

  /// `10.99 USD` for `{"amount": 1099, "currency": "USD"}`; the amount
  /// alone when the object names no currency; `nil` when `json` is no
  /// object or holds no amount.
  ///
  /// - Complexity: O(*d*) for an amount of *d* digits.
  package static func text(of json: JSONValue) -> String? {
    guard case .object(let object) = json, let amount = amountKeys.lazy.compactMap({ object[$0] }).first else { return nil }
    let currency = currencyKeys.lazy.compactMap { key -> String? in
      if case .string(let code)? = object[key], !code.isEmpty { return code.uppercased() }
      return nil
    }.first
    let written: String
    switch amount {
    case .integer(let smallest): written = decimal(smallest, places: currency.map(exponent) ?? 0)
    case .number(let number) where number.isFinite:
      written = number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    case .string(let text) where !text.allSatisfy(\.isWhitespace): written = text
    default: return nil
    }
    return currency.map { "\(written) \($0)" } ?? written
  }

  /// The number of decimal places of a currency's smallest unit.
  static func exponent(of currency: String) -> Int {
    wholeUnitCurrencies.contains(currency) ? 0 : thousandthCurrencies.contains(currency) ? 3 : 2
  }

  /// `smallest` with `places` decimal places: `-10.05` for `-1005` and 2.
  static func decimal(_ smallest: Int, places: Int) -> String {
    guard places > 0 else { return String(smallest) }
    let digits = String(smallest.magnitude)
    let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
    let sign = smallest < 0 ? "-" : ""
    return sign + padded.dropLast(places) + "." + padded.suffix(places)
  }
}
