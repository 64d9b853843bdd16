import ExploreCore
import ExploreOpenAPI

/// The plan's paging as the generated Swift writes it, in the shapes of
/// ``ExploreNetworking/PageDecoder``.
extension ResourcePlan {
  /// How the generated handler pages.
  enum Shape: Equatable {
    case pageNumbers, offset, nextURL, linkHeader, single
  }

  /// The handler's shape; a list paged by an opaque cursor loads its first
  /// page only.
  var shape: Shape {
    switch paging {
    case .pageNumbers: .pageNumbers
    case .offsetLimit: .offset
    case .nextURL: .nextURL
    case .linkHeader: .linkHeader
    case .single, .cursor, .keyset: .single
    }
  }

  /// The records a page asks for: the document's size, else 20.
  ///
  /// NB: the Swift this generates states a size; `api add` leaves a size the
  /// document does not give to be learned from the first page.
  var pageSize: Int { paging.pageSize ?? 20 }

  /// The query parameter that asks for ``pageSize`` records.
  var pageSizeParameter: String? {
    switch paging {
    case .pageNumbers(_, _, _, let parameter), .cursor(_, _, _, let parameter), .keyset(_, _, _, let parameter, _): parameter
    case .offsetLimit(_, _, _, let limit): limit
    case .single, .nextURL, .linkHeader: nil
    }
  }

  /// The path of the list's count in the body.
  var totalPath: [String]? { paging.total?.keys }

  /// The paging the generated descriptor declares.
  var declaredPaging: String? {
    guard kind == .list else { return nil }
    let total = totalPath.map { ", total: \(OpenAPISource.jsonPath($0))" } ?? ""
    switch shape {
    case .pageNumbers: return ".pageNumbers(pageSize: \(pageSize)\(total))"
    case .offset: return ".offsetLimit(pageSize: \(pageSize)\(total))"
    case .nextURL: return ".nextURL(at: \(OpenAPISource.jsonPath(nextPath ?? ["next"])), pageSize: \(pageSize)\(total))"
    case .linkHeader: return ".linkHeader(pageSize: \(pageSize))"
    case .single: return nil
    }
  }
}
