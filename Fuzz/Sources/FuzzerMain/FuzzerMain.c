// NB: SwiftPM links Linux executables with `--defsym main=<Target>_main`,
// so libFuzzer's own `main` cannot be used. This function takes its place
// and hands over to libFuzzer's documented driver, with the Swift entry
// point (`LLVMFuzzerTestOneInput`, defined in ExploreFuzzer.swift).
#include <stddef.h>
#include <stdint.h>
#include "FuzzerMain.h"

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int ExploreFuzzer_main(int argc, char **argv) {
  return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}
