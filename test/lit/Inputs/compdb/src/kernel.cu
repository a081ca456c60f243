// Compiles only with its compile command: kern.h is found through
// -I<root>/include and TILE comes from -DTILE=16.
#include "kern.h"

#ifndef TILE
#error "TILE is not defined: the compile command's -DTILE=16 is missing"
#endif

// Per thread: TILE multiplies and TILE adds (fp32), TILE 4-byte loads and
// one 4-byte store; with TILE=16, 32 FLOPs and 68 bytes.
__global__ void tile_sum(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float acc = 0.0f;
  for (int k = 0; k < TILE; ++k)
    acc += KERN_WEIGHT * in[i * TILE + k];
  out[i] = acc;
}
