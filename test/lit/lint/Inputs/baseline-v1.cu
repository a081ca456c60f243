// The baseline's version. On the test GPU (ridge 10): FLOPs per 8 bytes.
#define BODY(N)                                                                \
  float v = x[threadIdx.x], acc = 0.0f;                                        \
  for (int d = 0; d < N; ++d)                                                  \
    acc = acc * v + 1.0f;                                                      \
  y[threadIdx.x] = acc;

__global__ void tiled(const float *x, float *y) { BODY(64) }   // 16 FLOP/B
__global__ void reduced(const float *x, float *y) { BODY(20) } // 5 FLOP/B
__global__ void flipped(const float *x, float *y) { BODY(50) } // 12.5 FLOP/B
__global__ void removed(const float *x, float *y) { BODY(1) }
