// A header that cannot be found (host-only libraries are often missing on a
// lint machine) is skipped with a warning that names the #include's file and
// line; kernels that do not need it are analyzed and the run succeeds.
// RUN: %roofline-lint %s > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=WARN < %t.err
#include <omp.h>
#include "no_such_header.h"
#include "Inputs/includes-mpi.h"

__global__ void copy(const float *in, float *out) { out[threadIdx.x] = in[threadIdx.x]; }
// CHECK: missing-include.cu:[[@LINE-1]]:17: remark: kernel 'copy'
// WARN: roofline-lint: warning: 'omp.h' not found; #include at missing-include.cu:7 skipped (pass -I after -- if kernels need it)
// WARN: roofline-lint: warning: 'no_such_header.h' not found; #include at missing-include.cu:8 skipped
// WARN: roofline-lint: warning: 'mpi.h' not found; #include at includes-mpi.h:2 skipped
