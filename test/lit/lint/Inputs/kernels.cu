// Two kernels for the lint tests, on the test GPU (10 TFLOP/s, 1 TB/s,
// ridge 10 FLOP/B).

// 2 FLOPs for 12 bytes: 0.167 FLOP/B, memory-bound, 167 GFLOP/s = 1.67 %.
__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

// 200 FLOPs for 8 bytes: 25 FLOP/B, compute-bound at 10 TFLOP/s.
__global__ void horner(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i], acc = 0.0f;
  for (int d = 0; d < 100; ++d)
    acc = acc * v + 1.0f;
  y[i] = acc;
}
