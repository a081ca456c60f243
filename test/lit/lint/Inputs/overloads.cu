// Two overloads of one name, with different intensities on the test GPU:
// fp64 at 0.0625 FLOP/B (1 FLOP per 16 bytes) and fp32 at 25 FLOP/B.
__global__ void scale(const double *x, double *y) {
  y[threadIdx.x] = 2.0 * x[threadIdx.x];
}
__global__ void scale(const float *x, float *y) {
  float v = x[threadIdx.x], acc = 0.0f;
  for (int d = 0; d < 100; ++d)
    acc = acc * v + 1.0f;
  y[threadIdx.x] = acc;
}
