// A grid sized from the device's properties takes the values of the GPU
// the report is for: the test GPU has 100 SMs and is an sm_89 (1536
// resident threads per SM). A global set once from them is read too.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void sum(const float *a, float *out, int n) {
  float s = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    s += a[i];
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

int num_sms = 0;
cudaDeviceProp deviceProp;

void setup() {
  cudaGetDeviceProperties(&deviceProp, 0);
  num_sms = deviceProp.multiProcessorCount;
}

int main() {
  setup();
  const float *a = nullptr;
  float *out = nullptr;
  int grid = deviceProp.maxThreadsPerMultiProcessor * num_sms / 512;
  sum<<<grid, 512>>>(a, out, 1 << 20);
}
// 1536 * 100 / 512 = 300 blocks of 512: 153600 threads.
// CHECK: device-properties.cu:27:3: remark: launch of 'sum' (estimated): grid (300, 1, 1), block (512, 1, 1); n = 1048576, cudaDeviceProp.maxThreadsPerMultiProcessor = 1536 (GPU test-gpu), cudaDeviceProp.multiProcessorCount = 100 (GPU test-gpu) [roofline-launch]
// CHECK: threads         153600
// CHECK: device-properties.cu:27:3: note: the global 'num_sms' is taken as set at device-properties.cu:19 (cudaDeviceProp.multiProcessorCount) before the launch [roofline-host-default]
