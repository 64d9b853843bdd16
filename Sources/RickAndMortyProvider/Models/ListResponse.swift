/// One page of a list as the API sends it:
/// `{"info": {"count", "pages", "next", "prev"}, "results": […]}`.
package struct ListResponse<Record: Decodable & Sendable>: Sendable, Decodable {
  package var info: ListInfo
  package var results: [Record]

  package init(info: ListInfo, results: [Record]) {
    self.info = info
    self.results = results
  }

  private enum CodingKeys: String, CodingKey { case info, results }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.info = try container.decodeIfPresent(ListInfo.self, forKey: .info) ?? ListInfo()
    self.results = try container.decodeIfPresent([Record].self, forKey: .results) ?? []
  }
}
