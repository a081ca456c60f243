// The change: scale runs over twice the elements (the same intensity, twice
// the work); gather reads with a stride of two floats (the same FLOPs and
// requested bytes, twice the sectors on its load).
__global__ void scale(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = 2.0f * x[i];
}
__global__ void gather(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = 2.0f * x[2 * i];
}
int main() {
  scale<<<8192, 256>>>(nullptr, nullptr);
  gather<<<4096, 256>>>(nullptr, nullptr);
}
