import Foundation

/// Local search: whether text matches what the user typed, ignoring case
/// and diacritics, so that "jose" finds "José" and "SMITH" finds "Smith".
///
/// A query matches when every word of it (words are separated by white
/// space) occurs somewhere in the text, in any order: "sanchez rick" matches
/// "Rick Sanchez". A query of only white space matches everything.
///
/// ```swift
/// TextMatch.matches("José Martínez", query: "jose")          // true
/// characters.filter { TextMatch.matches($0.name, query: "smith") }  // the Smiths
/// ```
public enum TextMatch {
  /// Whether every word of `query` occurs in `text`, ignoring case and
  /// diacritics.
  ///
  /// - Complexity: O(*w* · *n*) for *w* query words and text of length *n*.
  public static func matches(_ text: String, query: String) -> Bool {
    matches([text], words: words(of: query))
  }

  /// Whether every word of `query` occurs in at least one of `texts`,
  /// ignoring case and diacritics. Words may match different texts: "rick
  /// human" matches a character named Rick whose species is Human.
  ///
  /// - Complexity: O(*w* · *n*) for *w* query words and texts of total length *n*.
  public static func matches(_ texts: [String], query: String) -> Bool {
    matches(texts, words: words(of: query))
  }

  private static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]

  private static func words(of query: String) -> [Substring] {
    query.split(whereSeparator: \.isWhitespace)
  }

  private static func matches(_ texts: [String], words: [Substring]) -> Bool {
    words.allSatisfy { word in
      texts.contains { $0.range(of: word, options: options) != nil }
    }
  }
}
