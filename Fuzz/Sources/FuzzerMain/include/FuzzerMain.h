// The fuzzer executable's entry point; see FuzzerMain.c.
int ExploreFuzzer_main(int argc, char **argv);
