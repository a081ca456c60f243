// Compulsory bytes, grid-stride loop: 120 blocks of 256 threads step i by
// gridDim.x * blockDim.x = 30720 up to n = 1000000. Thread index, block
// index and iteration form one number i in [0, n): x is read at n floats,
// 4000000 B, and y written at as many, each once: 8000000 B, exact.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void scale(float *y, const float *x, float a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    y[i] = a * x[i];
}

int main() { scale<<<120, 256>>>(nullptr, nullptr, 2.0f, 1000000); }
// CHECK: launch of 'scale'
// CHECK: compulsory      8000000 B  (read 4000000 B, write 4000000 B)
// CHECK-NOT: compulsory bytes of
