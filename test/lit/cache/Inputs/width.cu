// Each thread adds WIDTH pairs of floats; WIDTH comes from a -include.
__global__ void add(const float *a, const float *b, float *c) {
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * WIDTH;
  for (int k = 0; k < WIDTH; ++k)
    c[i + k] = a[i + k] + b[i + k];
}
