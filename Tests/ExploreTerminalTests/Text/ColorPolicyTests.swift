import ExploreCore
import ExploreTerminal
import Foundation
import Testing

@Suite struct ColorPolicyTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var choice: ColorChoice
    var environment: [String: String]
    var isTerminal: Bool
    var expected: Bool
    var testDescription: String { "--color \(choice) \(environment) terminal: \(isTerminal) → \(expected)" }
  }

  static let cases: [Case] = [
    // auto: colour on a terminal only
    Case(choice: .auto, environment: [:], isTerminal: true, expected: true),
    Case(choice: .auto, environment: [:], isTerminal: false, expected: false),
    // NO_COLOR turns it off when set to anything non-empty
    Case(choice: .auto, environment: ["NO_COLOR": "1"], isTerminal: true, expected: false),
    Case(choice: .auto, environment: ["NO_COLOR": "0"], isTerminal: true, expected: false),
    Case(choice: .auto, environment: ["NO_COLOR": ""], isTerminal: true, expected: true),
    // CLICOLOR_FORCE forces it on, even piped and over NO_COLOR, unless empty or "0"
    Case(choice: .auto, environment: ["CLICOLOR_FORCE": "1"], isTerminal: false, expected: true),
    Case(choice: .auto, environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], isTerminal: false, expected: true),
    Case(choice: .auto, environment: ["CLICOLOR_FORCE": "0"], isTerminal: false, expected: false),
    Case(choice: .auto, environment: ["CLICOLOR_FORCE": ""], isTerminal: false, expected: false),
    Case(choice: .auto, environment: ["CLICOLOR_FORCE": "0"], isTerminal: true, expected: true),
    // TERM=dumb turns it off, as git does; forcing and the flag still win
    Case(choice: .auto, environment: ["TERM": "dumb"], isTerminal: true, expected: false),
    Case(choice: .auto, environment: ["TERM": "xterm-256color"], isTerminal: true, expected: true),
    Case(choice: .auto, environment: ["TERM": "dumb", "CLICOLOR_FORCE": "1"], isTerminal: true, expected: true),
    Case(choice: .always, environment: ["TERM": "dumb"], isTerminal: true, expected: true),
    // the flag beats the environment
    Case(choice: .always, environment: [:], isTerminal: false, expected: true),
    Case(choice: .always, environment: ["NO_COLOR": "1"], isTerminal: false, expected: true),
    Case(choice: .never, environment: [:], isTerminal: true, expected: false),
    Case(choice: .never, environment: ["CLICOLOR_FORCE": "1"], isTerminal: true, expected: false),
  ]

  @Test(arguments: cases)
  func decides(_ testCase: Case) {
    #expect(
      ColorPolicy.useColor(testCase.choice, environment: testCase.environment, isTerminal: testCase.isTerminal)
        == testCase.expected)
  }

  @Test func choicesAreTheFlagValues() {
    #expect(ColorChoice.allCases.map(\.rawValue) == ["auto", "always", "never"])
  }
}
