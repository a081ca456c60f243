// A helper that launches its kernel one of two ways (cudaLaunchKernelEx
// where it can, else `<<<>>>`) launches it once per call, also when one way's
// configuration cannot be evaluated: here the config struct's grid passes
// through a function defined in another file. The way with a value gives
// the launch; the other adds no second launch of unknown size.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not="remark: launch of"

#include <cuda_runtime.h>
#include <utility>

struct params {
  dim3 grid, block;
  size_t shmem;
  params(const dim3 &g, const dim3 &b, size_t s) : grid(g), block(b), shmem(s) {}
};

dim3 rounded_grid(const dim3 &g); // defined elsewhere

struct ex_config {
  cudaLaunchConfig_t cfg;
  ex_config(const params &p) {
    cfg = {};
    cfg.gridDim = rounded_grid(p.grid);
    cfg.blockDim = p.block;
    cfg.dynamicSmemBytes = p.shmem;
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

// CHECK: helper-ways-one-unknown.cu:46:3: remark: launch of 'axpy': grid (64, 1, 1), block (256, 1, 1); n = 16384 [roofline-launch]
// CHECK: host path       run -> launch
// CHECK-NEXT: threads         16384
