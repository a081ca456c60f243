// Arguments after -- go to Clang: here a -D that sets the unroll depth of a
// loop, so the FLOP count follows the macro.
// RUN: %roofline-lint %s -- -DDEPTH=8 | FileCheck %s --check-prefix=EIGHT
// RUN: %roofline-lint %s | FileCheck %s --check-prefix=DEFAULT
#ifndef DEPTH
#define DEPTH 2
#endif

__global__ void polynomial(const float *x, float *y) {
  float v = x[threadIdx.x], acc = 0.0f;
  for (int d = 0; d < DEPTH; ++d)
    acc = acc * v + 1.0f;
  y[threadIdx.x] = acc;
}
// EIGHT: flops/thread    16  (fp32 16)
// DEFAULT: flops/thread    4  (fp32 4)
