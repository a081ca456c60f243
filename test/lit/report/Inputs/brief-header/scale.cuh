__global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (x[0] > 0)
    x[i] = 2.0f * x[i];
}
