// Integer conversions as C++ does them, with one semantics for device and
// host code (lib/Frontend/IntegerOps.h): converted to a narrower type, a
// value wraps modulo 2^width; a constant is exact at any width, a symbolic
// value below int's width becomes a remainder.
// RUN: %roofline-lint %s | FileCheck %s

// unsigned char n = N + 256 is mod(N, 256): N = 44 gives 44 iterations, not
// 300. 2 FLOPs each: 88 a thread, 2816 for 32 threads.
__global__ void wraps_unsigned(float *x, int N) {
  unsigned char n = N + 256;
  float v = x[threadIdx.x];
  for (int k = 0; k < n; ++k)
    v = v * 0.5f + 1.0f;
  x[threadIdx.x] = v;
}

// short s = N with N = 40000 is 40000 - 65536 = -25536: the loop never runs.
__global__ void wraps_signed(float *x, int N) {
  short s = N;
  float v = x[threadIdx.x];
  for (int k = 0; k < s; ++k)
    v = v * 0.5f + 1.0f;
  x[threadIdx.x] = v;
}

// A constant: signed char c = 200 is -56, so c + 100 = 44 iterations.
__global__ void constant_wraps(float *x) {
  signed char c = 200;
  float v = x[threadIdx.x];
  for (int k = 0; k < c + 100; ++k)
    v = v * 0.5f + 1.0f;
  x[threadIdx.x] = v;
}

__global__ void copy(const float *x, float *y) {
  y[blockIdx.x * blockDim.x + threadIdx.x] = x[blockIdx.x * blockDim.x + threadIdx.x];
}

// Host code converts the same way: blocks = g + 256 with g = 4 is 4 blocks,
// and a size_t that fits converts to int unchanged.
void launch(const float *x, float *y, int g) {
  unsigned char blocks = g + 256;
  copy<<<blocks, 32>>>(x, y);
  unsigned long long wide = 1 << 12;
  int threads = wide / 64;
  copy<<<1, threads>>>(x, y);
}

void run(float *x, float *y) {
  wraps_unsigned<<<1, 32>>>(x, 44);
  wraps_signed<<<1, 32>>>(x, 40000);
  constant_wraps<<<1, 32>>>(x);
  launch(x, y, 4);
}

// CHECK: loop            {{.*}}integer-narrowing.cu:12:3 runs mod(N, 256) times
// CHECK: remark: launch of 'wraps_unsigned': grid (1, 1, 1), block (32, 1, 1); N = 44 [roofline-launch]
// CHECK: flops           2816  (fp32 2816)
// CHECK: loop            {{.*}}integer-narrowing.cu:21:3 runs max(0, mod(N + 32768, 65536) - 32768) times
// CHECK: remark: launch of 'wraps_signed': grid (1, 1, 1), block (32, 1, 1); N = 40000 [roofline-launch]
// CHECK: flops           0
// CHECK: loop            {{.*}}integer-narrowing.cu:30:3 runs 44 times
// CHECK: remark: launch of 'constant_wraps': grid (1, 1, 1), block (32, 1, 1) [roofline-launch]
// CHECK: flops           2816  (fp32 2816)
// CHECK: remark: launch of 'copy': grid (4, 1, 1), block (32, 1, 1) [roofline-launch]
// CHECK: remark: launch of 'copy': grid (1, 1, 1), block (64, 1, 1) [roofline-launch]
