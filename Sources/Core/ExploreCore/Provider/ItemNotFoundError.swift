/// An error saying that the item asked for does not exist upstream (an
/// HTTP 404 for one record).
///
/// Providers conform their own not-found errors, so that the CLI can tell
/// "this favorite is gone" from other failures without naming a provider.
public protocol ItemNotFoundError: UserFacingError {}
