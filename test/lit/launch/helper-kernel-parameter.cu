// A launch helper that takes the kernel as a parameter and its configuration
// as a struct (`launch(kernel, params, args...)`, as ggml's
// ggml_cuda_kernel_launch): each call is a launch of the kernel it passes,
// at the call, with the grid and block the struct's constructor stores.
// RUN: %roofline-lint %s | FileCheck %s

#include <utility>
#define MIN(a, b) ((a) < (b) ? (a) : (b))

struct launch_params {
  dim3 grid, block;
  size_t shmem;
  cudaStream_t stream;
  launch_params(const dim3 &g, const dim3 &b, size_t s, cudaStream_t st)
      : grid(g), block(b), shmem(s), stream(st) {}
};

template <typename Kernel, typename... Args>
static void launch(Kernel kernel, const launch_params &p, Args &&...args) {
  kernel<<<p.grid, p.block, p.shmem, p.stream>>>(std::forward<Args>(args)...);
}

__global__ void scale(const float *x, float *y, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = s * x[i];
}

__global__ void add(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += x[i];
}

void run(const float *x, float *y, cudaStream_t st) {
  const int n = 1 << 20;
  // MIN(a, b) spelled as a ?: is the smaller of the two.
  const launch_params p = launch_params(MIN(65535, (n + 255) / 256), 256, 0, st);
  launch(scale, p, x, y, 2.0f, n);
  launch(add, launch_params(n / 128, 128, 0, st), x, y, n);
}

// CHECK: helper-kernel-parameter.cu:39:3: remark: launch of 'scale': grid (4096, 1, 1), block (256, 1, 1); n = 1048576 [roofline-launch]
// CHECK: host path       run -> launch
// CHECK-NEXT: threads         1048576
// CHECK-NEXT: flops           1048576  (fp32 1048576)
// CHECK-NEXT: global          8388608 B
// CHECK: helper-kernel-parameter.cu:40:3: remark: launch of 'add': grid (8192, 1, 1), block (128, 1, 1); n = 1048576 [roofline-launch]
// CHECK: host path       run -> launch
// CHECK-NEXT: threads         1048576
// CHECK-NEXT: flops           1048576  (fp32 1048576)
// CHECK-NEXT: global          12582912 B
// CHECK-NOT: roofline-launch-not-followed
