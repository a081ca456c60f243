// Kernels of non-system headers the file includes are reported too;
// --main-file-only restricts the report to the named file.
// RUN: %roofline-lint %s -- -I %inputs | FileCheck %s --check-prefix=ALL
// RUN: %roofline-lint --main-file-only %s -- -I %inputs | FileCheck %s --check-prefix=MAIN
#include "scale-kernel.cuh"

__global__ void offset(float *x, float o) { x[threadIdx.x] += o; }

// ALL: scale-kernel.cuh:2:17: remark: kernel 'scale_in_header'
// ALL: main-file-only.cu:7:17: remark: kernel 'offset'
// MAIN-NOT: scale_in_header
// MAIN: main-file-only.cu:7:17: remark: kernel 'offset'
