// A launching function's parameters take the values its caller passes:
// main() sets n and the block size, run() computes the grid from them.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}

void run(float *a, int n, int bs) {
  scale<<<(n + bs - 1) / bs, bs>>>(a, n);
}

int main() {
  float *a = nullptr;
  int n = 1000;
  run(a, n, 128);
}
// n = 1000, bs = 128: a grid of (1000 + 127) / 128 = 8 blocks, 1024 threads,
// 1000 of them active, each 1 multiply (1 FLOP), a 4-byte load and store.
// CHECK: call-path.cu:12:3: remark: launch of 'scale': grid (8, 1, 1), block (128, 1, 1); n = 1000 [roofline-launch]
// CHECK: host path       main -> run
// CHECK-NEXT: threads         1024, 1000 active
// CHECK-NEXT: flops           1000  (fp32 1000)
// CHECK-NEXT: global          8000 B  (load 4000 B, store 4000 B)
