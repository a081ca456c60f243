// An #error inside the #include block: the block is not precompiled, and
// every run reports the error as a run without a cache does.
#include "helper.cuh"
#error "configure me first"

__global__ void scale(float a, float *y) { y[threadIdx.x] *= a; }
