import ExploreCore
import ExploreTerminal

extension TerminalSetupError: UserFacingError {}
