// Baseline of the traffic regressions (lint/baseline-traffic.test).
__global__ void scale(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = 2.0f * x[i];
}
__global__ void gather(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = 2.0f * x[i];
}
int main() {
  scale<<<4096, 256>>>(nullptr, nullptr);
  gather<<<4096, 256>>>(nullptr, nullptr);
}
