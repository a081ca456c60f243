// cudaLaunchKernelEx(&config, kernel, args...) launches the kernel with the
// config struct's gridDim, blockDim and dynamicSmemBytes: here built by a
// constructor whose body assigns them, inside a helper that also has a
// `<<<>>>` fallback for the same call. The helper launches the kernel once
// per call: one launch, not two.
// RUN: %roofline-lint %s | FileCheck %s

#include <cuda_runtime.h>
#include <utility>

struct params {
  dim3 grid, block;
  size_t shmem;
  params(const dim3 &g, const dim3 &b, size_t s) : grid(g), block(b), shmem(s) {}
};

struct ex_config {
  cudaLaunchAttribute attr;
  cudaLaunchConfig_t cfg;
  ex_config(const params &p) {
    attr.id = cudaLaunchAttributeProgrammaticStreamSerialization;
    cfg = {};
    cfg.gridDim = p.grid;
    cfg.blockDim = p.block;
    cfg.dynamicSmemBytes = p.shmem;
    cfg.attrs = &attr;
    cfg.numAttrs = 1;
  }
};

template <typename Kernel, typename... Args>
void launch(bool ex, Kernel kernel, const params &p, Args &&...args) {
  if (ex) {
    auto c = ex_config(p);
    cudaLaunchKernelEx(&c.cfg, kernel, std::forward<Args>(args)...);
    return;
  }
  kernel<<<p.grid, p.block, p.shmem>>>(std::forward<Args>(args)...);
}

__global__ void axpy(const float *x, float *y, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += a * x[i];
}

void run(bool ex, const float *x, float *y) {
  launch(ex, axpy, params(64, 256, 0), x, y, 3.0f, 16384);
}

// CHECK: launch-kernel-ex.cu:48:3: remark: launch of 'axpy': grid (64, 1, 1), block (256, 1, 1); n = 16384 [roofline-launch]
// CHECK: host path       run -> launch
// CHECK-NEXT: threads         16384
// CHECK-NEXT: flops           32768  (fp32 32768)
// CHECK-NOT: remark: launch of 'axpy'
