/// What a request to the API came to, with the API's 404 quirks told apart
/// from other failures.
enum FetchResult<Value: Sendable>: Sendable {
  /// A 2xx with a decoded body.
  case value(Value)
  /// 404 `{"error":"There is nothing here"}`: a filter matched nothing or
  /// the page is past the end.
  case nothingHere
  /// 404 `{"error":"Character not found"}` and the like.
  case notFound
}
