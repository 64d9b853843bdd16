// The floor of a program that links Foundation and FoundationNetworking, as
// explore's binary did before URLSession moved into a library it loads at
// its first request.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

if CommandLine.arguments.dropFirst().first == "--version" {
  print("0.0.0", URLSessionConfiguration.ephemeral.timeoutIntervalForRequest > 0)
}
