// The RickAndMorty provider.
