// Tests of the RickAndMorty provider.
