import ExploreCore
import ExploreSearch
import Testing

@Suite struct SearchValidatorTests {
  @Test func minimumLengthSaysHowManyCharactersAreNeeded() {
    #expect(SearchValidator.minimumLength(3).validate("ab") == .invalid(reason: "Type at least 3 characters to search."))
    #expect(SearchValidator.minimumLength(1).validate("") == .invalid(reason: "Type at least 1 character to search."))
    #expect(SearchValidator.minimumLength(3).validate("abc") == .valid)
  }

  @Test func maximumLengthSaysByHowMuch() {
    let validator = SearchValidator.maximumLength(5)
    #expect(validator.validate("abcde") == .valid)
    #expect(
      validator.validate("abcdefg")
        == .invalid(reason: "The search is 7 characters long; shorten it to at most 5 characters."))
  }

  @Test func theFirstFailingRuleGivesTheReason() {
    let noWildcards = SearchValidator { query in
      query.contains("*") ? .invalid(reason: "Wildcards are not supported; type whole words.") : .valid
    }
    let validator = SearchValidator.minimumLength(2).and(noWildcards)
    #expect(validator.validate("*") == .invalid(reason: "Type at least 2 characters to search."))
    #expect(validator.validate("ri*") == .invalid(reason: "Wildcards are not supported; type whole words."))
    #expect(validator.validate("rick") == .valid)
    #expect(SearchValidator.acceptsAll.validate("").isValid)
  }
}
