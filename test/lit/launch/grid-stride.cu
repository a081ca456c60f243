// A grid-stride loop performs n iterations in total over the launch, however
// the threads share them: n = 1000000 elements, 120 blocks of 256 threads
// (30720 threads, some doing 33 iterations and some 32). Each iteration is
// one multiply and a 4-byte load and store: 1000000 FLOPs, 8000000 bytes.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

__global__ void scale_all(const float *x, float *y, float a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    y[i] = a * x[i];
}

void run(const float *x, float *y) { scale_all<<<120, 256>>>(x, y, 2.0f, 1000000); }
// CHECK: grid-stride.cu:[[@LINE-1]]:38: remark: launch of 'scale_all': grid (120, 1, 1), block (256, 1, 1); n = 1000000 [roofline-launch]
// CHECK: threads         30720
// CHECK-NEXT: flops           1000000  (fp32 1000000)
// CHECK-NEXT: global          8000000 B  (load 4000000 B, store 4000000 B)
