// The floor of a program that links Foundation, as explore's binary does.
import Foundation

if CommandLine.arguments.dropFirst().first == "--version" { print("0.0.0", Date.distantPast < Date()) }
