// The changed version: better, worse, across the ridge, new, removed.
#define BODY(N)                                                                \
  float v = x[threadIdx.x], acc = 0.0f;                                        \
  for (int d = 0; d < N; ++d)                                                  \
    acc = acc * v + 1.0f;                                                      \
  y[threadIdx.x] = acc;

__global__ void tiled(const float *x, float *y) { BODY(80) }   // 20 FLOP/B
__global__ void reduced(const float *x, float *y) { BODY(10) } // 2.5 FLOP/B
__global__ void flipped(const float *x, float *y) { BODY(39) } // 9.75 FLOP/B
__global__ void added(const float *x, float *y) { BODY(1) }
