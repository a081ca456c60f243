// `n = n + 64` reads n before the assignment, like `n += 64`, and so does a
// dim3 member: `grid.x = grid.x * 3`.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}

void run(float *a) {
  int n = 1000;
  n = n + 64;
  dim3 grid(3);
  grid.x = grid.x * 3;
  scale<<<grid, 128>>>(a, n);
}
// n = 1064; 9 blocks of 128 = 1152 threads, 1064 of them active: 1064 FLOPs,
// 1064 * 4 = 4256 B loaded and stored.
// CHECK: host-self-assignment.cu:[[@LINE-4]]:3: remark: launch of 'scale': grid (9, 1, 1), block (128, 1, 1); n = 1064 [roofline-launch]
// CHECK: threads         1152, 1064 active
// CHECK-NEXT: flops           1064  (fp32 1064)
// CHECK-NEXT: global          8512 B  (load 4256 B, store 4256 B)
