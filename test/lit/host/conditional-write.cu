// A write under a condition that the values at that point decide is
// replayed (or skipped) like any other: `if (bs <= 64) bs = 128;`.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}

void run(float *a, int n, int bs) {
  if (bs <= 64) {
    bs = 128;
  }
  int g = n / bs;
  if (g > 16)
    g = 16;
  else
    g = 8;
  scale<<<g, bs>>>(a, n);
}

int main() {
  float *a = nullptr;
  run(a, 4096, 32);
  run(a, 1024, 256);
}
// run(4096, 32): bs becomes 128, 4096 / 128 = 32 > 16 so g = 16.
// CHECK: conditional-write.cu:20:3: remark: launch of 'scale': grid (16, 1, 1), block (128, 1, 1); n = 4096 [roofline-launch]
// CHECK: host path       main -> run; configuration 1 of 2 at this site
// run(1024, 256): bs stays 256, 1024 / 256 = 4, so g = 8.
// CHECK: conditional-write.cu:20:3: remark: launch of 'scale': grid (8, 1, 1), block (256, 1, 1); n = 1024 [roofline-launch]
// CHECK: host path       main -> run; configuration 2 of 2 at this site
