// Compiles only with its compile command: kern.h is found through
// -I<root>/include and RADIUS comes from -DRADIUS=1.
#include "kern.h"

#ifndef RADIUS
#error "RADIUS is not defined: the compile command's -DRADIUS=1 is missing"
#endif

// Per thread: two adds and a multiply (fp32), three 4-byte loads and one
// 4-byte store.
__global__ void stencil3(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= RADIUS && i < n - RADIUS)
    out[i] = KERN_WEIGHT * (in[i - 1] + in[i] + in[i + 1]);
}
