// Compiled with clang++ (the "arguments" entry): kern.h through -I ../include
// (relative to the entry's directory), tile_utils.h through -isystem, and
// TILE from -DTILE=32.
#include "kern.h"
#include <tile_utils.h>

#ifndef TILE
#error "TILE is not defined: the compile command's -DTILE=32 is missing"
#endif

// Per thread: TILE adds and one multiply (fp32), TILE 4-byte loads and one
// 4-byte store; with TILE=32, 33 FLOPs and 132 bytes.
__global__ void row_sum(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  out[i] = KERN_WEIGHT * sum_tile<TILE>(in + i * TILE);
}
