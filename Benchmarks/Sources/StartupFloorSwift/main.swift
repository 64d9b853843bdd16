// The floor of a Swift program's start: the standard library only.
if CommandLine.arguments.dropFirst().first == "--version" { print("0.0.0") }
