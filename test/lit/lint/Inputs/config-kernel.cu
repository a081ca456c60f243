// Compiles only with the configuration's include path and defines.
#include "scale.h"
#ifndef FACTOR
#error "FACTOR comes from defines:"
#endif

template <typename T>
__global__ void scaled(const T *x, T *y, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = 0; k < m; ++k) // m is bound to 1 by the configuration
    y[i] = SCALE * FACTOR * x[i];
}
template __global__ void scaled<float>(const float *, float *, int, int);
