// A header that cannot be found is skipped; when the file then has errors,
// the finding names the header and how to give its directory.
// RUN: %expect-exit 3 %lint --readout=full %s 2>/dev/null | FileCheck %s

#include <mpi.h>

__global__ void reduce(float *x) {
  MPI_Comm comm = MPI_COMM_WORLD;
  x[threadIdx.x] = 1.0f;
}
// CHECK: missing-header.cu:[[@LINE-3]]:3: error: '{{.*}}missing-header.cu' could not be parsed: 2 Clang errors, the first at {{.*}}missing-header.cu:[[@LINE-3]]: unknown type name 'MPI_Comm'; kernel 'reduce' not analyzed; 'mpi.h' not found: pass -I after --, or the build's compile_commands.json with -p [roofline-parse-error]
