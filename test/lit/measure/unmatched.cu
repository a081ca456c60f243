// Rows and launches that do not meet. Row 2 names a kernel with no launch
// site: the row is listed with the --launch that would compare it (the grid
// and block ncu printed). Row 3 names a kernel not in this file (a library's).
// The launch of 'shift' has no row. Only 'scale' is compared: 1024 fp32
// multiplies over 8192 bytes (ceiling 125 GFLOP/s) in 2048 ns, 0.5 GFLOP/s,
// 0.4 % of it.
// RUN: %roofline-lint %s --measured %inputs/ncu/unmatched.csv | FileCheck %s
// With the suggested --launch (and a value for its n), row 2 is compared too:
// without FLOPs, against the bandwidth: 4096 bytes take 4.1 ns at 1 TB/s,
// 0.22 % of the 1856 ns measured.
// RUN: %roofline-lint %s --measured %inputs/ncu/unmatched.csv --launch fill:4:256 --bind n=1024 | FileCheck %s --check-prefix=LAUNCH

__global__ void scale(float *x, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= s;
}

__global__ void fill(float *x, float v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = v;
}

__global__ void shift(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] += 1.0f;
}

void run(float *x) {
  scale<<<4, 256>>>(x, 2.0f, 1024);
  shift<<<4, 256>>>(x, 1024);
}

// CHECK: unmatched.csv: note: 3 profiled launches, 1 matched to 1 launch;
// CHECK-NEXT: unmatched.cu:[[@LINE-5]]:3: remark: measured 'scale' (row 1): 0.4 % of its ceiling: leaves performance on the table: fix the kernel
// CHECK:      unmatched.csv: note: unmatched row 2: kernel 'fill(float *, float, int)': the kernel has no launch site in the analyzed files; profiled with grid (4, 1, 1), block (256, 1, 1): compare it with --launch fill:4:256
// CHECK-NEXT: unmatched.csv: note: unmatched row 3: kernel 'void cub::DeviceReduceKernel<int>(int *, int *, int)': no kernel of that name in the analyzed files
// CHECK-NEXT: unmatched.cu:[[@LINE-7]]:3: note: launch of 'shift' has no row in {{.*}}unmatched.csv
// CHECK-NOT: {{.}}

// LAUNCH: unmatched.csv: note: 3 profiled launches, 2 matched to 2 launches;
// LAUNCH: remark: measured 'scale' (row 1)
// LAUNCH: remark: measured 'fill' (row 2): 0.22 % of its predicted speed (no FLOPs: predicted over measured time): leaves performance on the table: fix the kernel
// LAUNCH: unmatched.csv: note: unmatched row 3: kernel 'void cub::DeviceReduceKernel<int>(int *, int *, int)'
