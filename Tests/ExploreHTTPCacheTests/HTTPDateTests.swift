import ExploreHTTPCache
import Foundation
import Testing

@Suite struct HTTPDateTests {
  /// HTTP dates are read by hand (Foundation's formatter leaked per call):
  /// checked against known instants, including a leap day and the last
  /// second of a century's last day.
  @Test(arguments: [
    ("Sun, 06 Nov 1994 08:49:37 GMT", 784_111_777.0),
    ("Thu, 01 Jan 1970 00:00:00 GMT", 0),
    ("Tue, 29 Feb 2000 12:00:00 GMT", 951_825_600),
    ("Fri, 31 Dec 1999 23:59:59 GMT", 946_684_799),
    ("Wed, 25 Nov 2026 10:56:41 GMT", 1_795_604_201),
  ])
  func readsHTTPDates(_ text: String, _ seconds: Double) {
    #expect(HTTPDate.parse(text) == Date(timeIntervalSince1970: seconds))
  }

  @Test(arguments: [
    "Sun, 06 Nov 1994 08:49:37 UTC", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994", "Sun, 32 Nov 1994 08:49:37 GMT",
    "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Foo 1994 08:49:37 GMT", "Sun, 06 Nov 99999 08:49:37 GMT", "", "Sun, 6 Nov 1994 8:49:37 GMT",
  ])
  func refusesWhatIsNotAnIMFFixdate(_ text: String) {
    #expect(HTTPDate.parse(text) == nil)
  }
}
