// A host loop too long to enumerate (more than 64 iterations) leaves its
// counter a symbol; the report gives its range. What does not depend on the
// counter is still a number.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void row(float *a, int n, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n - k)
    a[k * n + i] *= 2.0f;
}

int main() {
  float *a = nullptr;
  const int n = 1024;
  for (int k = 0; k < n; k++)
    row<<<n / 256, 256>>>(a, n, k);
}
// 1024 threads, n - k of them active. With k open, every thread is counted
// like an active one (1024 FLOPs, an estimate), and k is listed as unbound.
// CHECK: long-host-loop.cu:16:5: remark: launch of 'row' (estimated): grid (4, 1, 1), block (256, 1, 1); n = 1024 [roofline-launch]
// CHECK-NEXT: threads         1024
// CHECK-NEXT: flops           1024  (fp32 1024)
// CHECK: unbound         k (give values with --bind NAME=VALUE)
// CHECK-NEXT: origin          k: counter of the host loop at long-host-loop.cu:15: 0 to 1023, 1024 launches
