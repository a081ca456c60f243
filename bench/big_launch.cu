// A vector add launched over 2^24 threads (65536 blocks of 256) with n not a
// multiple of the block: the totals sum the guard over every thread.
__global__ void vector_add(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

__global__ void grid_stride(const float *x, float *y, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    y[i] = 2.0f * x[i];
}

void run(const float *a, const float *b, float *c) {
  const int n = 16777000;
  vector_add<<<65536, 256>>>(a, b, c, n);
  grid_stride<<<1024, 256>>>(a, c, n);
}
