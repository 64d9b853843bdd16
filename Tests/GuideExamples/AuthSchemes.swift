import ExploreCore

/// The four ways an API takes a secret. The transport applies the scheme,
/// and only to requests for the API's own host.
enum AuthSchemes {
  static func examples(secret: String) -> [Credential] {
    [
      Credential(secret: secret, scheme: .bearer, source: "TMDB_TOKEN"),  // Authorization: Bearer <secret>
      Credential(secret: secret, scheme: .token, source: "GH_TOKEN"),  // Authorization: token <secret>
      Credential(secret: secret, scheme: .header("X-Api-Key"), source: "NASA_API_KEY"),  // X-Api-Key: <secret>
      Credential(secret: secret, scheme: .query("appid"), source: "OPENWEATHER_API_KEY"),  // …?appid=<secret>
    ]
  }
}
