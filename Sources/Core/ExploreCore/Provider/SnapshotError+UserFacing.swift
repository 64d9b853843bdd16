public import ExploreSnapshots

/// A refused snapshot change is reported as any other error a user can act
/// on: `Error: <description>`, exit status 1.
extension SnapshotError: UserFacingError {}
