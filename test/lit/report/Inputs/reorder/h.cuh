template <int W> __global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i * W] = 2.0f * x[i * W];
}
