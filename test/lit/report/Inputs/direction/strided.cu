__global__ void scale(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = 2.0f * in[8 * i];
}
int main() { scale<<<4096, 256>>>(nullptr, nullptr); }
