// Readout lines (those under a remark) fit 120 columns, directories aside: a
// per-thread formula too long for its line is shortened to what it depends
// on (sizes first), the intensity shows its number first, and a last line
// says how to see the formulas; -v prints them in full, and the JSON report
// always has them. A warp per row: the per-thread counts depend on the
// warp's index and its lane.
// RUN: %roofline-lint --bind blockDim.x=256 --bind gridDim.x=64 %s | FileCheck %s
// RUN: %roofline-lint --bind blockDim.x=256 --bind gridDim.x=64 %s | sed -e 's|%S/||' | awk '/^  / && length > 120 { print; bad = 1 } END { exit bad }'
// RUN: %roofline-lint -v --bind blockDim.x=256 --bind gridDim.x=64 %s 2>/dev/null | FileCheck %s --check-prefix=VERBOSE
// RUN: %roofline-lint --format=json --bind blockDim.x=256 --bind gridDim.x=64 %s | FileCheck %s --check-prefix=JSON

__global__ void rows(const float *x, float *y, int n, int m, int k) {
  int lane = threadIdx.x % 32;
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  float s = 0;
  for (int i = warp; i < n; i += gridDim.x * blockDim.x / 32)
    for (int j = lane; j < m; j += 32)
      s += x[i * m + j] * x[j];
  for (int j = lane; j < k; j += 32)
    s += x[j] / 3.0f;
  y[warp] = s;
}
// CHECK:      remark: kernel 'rows': no verdict: threads differ, the figures below are a thread's that takes every guard [roofline-kernel]
// CHECK-NEXT:   flops/thread    <formula in k, m, n, blockIdx, ...>  (fp32 <formula>)
// CHECK-NEXT:   global/thread   <formula in k, m, n, blockIdx, ...> B  (load <formula> B, store 4 B)
// CHECK-NEXT:   intensity       0.25 FLOP/B as k, m, n grow, the limit of <formula in k, m, n, blockDim, ...>
// CHECK:        loop            {{.*}}long-line.cu:[[@LINE-11]]:3 runs <formula in n, blockDim, gridDim, blockIdx, ...> times
// CHECK-NEXT:   loop            {{.*}}long-line.cu:[[@LINE-11]]:5 runs ceil((m - mod(threadIdx.x, 32)) / 32) times
// CHECK:      roofline-lint: <formula ...> stands for a formula too long for its line; -v prints it, JSON has it

// VERBOSE:      flops/thread    2*ceil((n - 8*blockIdx.x - floor(threadIdx.x / 32)) / 512)*ceil((m - mod(threadIdx.x, 32)) / 32) + 2*ceil((k - mod(threadIdx.x, 32)) / 32)  (fp32 2*ceil((n - 8*blockIdx.x - floor(threadIdx.x / 32)) / 512)*ceil((m - mod(threadIdx.x, 32)) / 32) + 2*ceil((k - mod(threadIdx.x, 32)) / 32))
// VERBOSE:      intensity       (2*ceil((m - mod(threadIdx.x, 32)) / 32)*ceil((n - floor((blockDim.x*blockIdx.x + threadIdx.x) / 32)) / floor((blockDim.x*gridDim.x) / 32)) + 2*ceil((k - mod(threadIdx.x, 32)) / 32)) / (8*ceil((m - mod(threadIdx.x, 32)) / 32)*ceil((n - floor((blockDim.x*blockIdx.x + threadIdx.x) / 32)) / floor((blockDim.x*gridDim.x) / 32)) + 4*ceil((k - mod(threadIdx.x, 32)) / 32) + 4) FLOP/B -> 0.25 as k, m, n grow
// VERBOSE-NOT:  <formula

// JSON: "intensity_expr": "(2*ceil((m - mod(threadIdx.x, 32)) / 32)*ceil((n - floor((blockDim.x*blockIdx.x + threadIdx.x) / 32)) / floor((blockDim.x*gridDim.x) / 32)) + 2*ceil((k - mod(threadIdx.x, 32)) / 32)) / (8*ceil((m - mod(threadIdx.x, 32)) / 32)*ceil((n - floor((blockDim.x*blockIdx.x + threadIdx.x) / 32)) / floor((blockDim.x*gridDim.x) / 32)) + 4*ceil((k - mod(threadIdx.x, 32)) / 32) + 4)",
