__global__ void scale(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = 2.0f * in[i];
}
__global__ void shift(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] + 1.0f;
}
__global__ void square(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] * in[i];
}
int main() {
  scale<<<4096, 256>>>(nullptr, nullptr);
  shift<<<4096, 256>>>(nullptr, nullptr);
  square<<<4096, 256>>>(nullptr, nullptr);
}
