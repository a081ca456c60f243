// Host code that a known value leads around does not launch: the `else` of
// a condition main() decides, and the launch in a helper main() calls only
// under a condition that is false.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}

__global__ void unused_path(float *a) { a[threadIdx.x] = 0.0f; }

void launch(float *a, int n, bool big) {
  if (big && n > 1024)
    scale<<<n / 256, 256>>>(a, n);
  else
    scale<<<1, n>>>(a, n);
}

void never(float *a) { unused_path<<<1, 32>>>(a); }

int main() {
  float *a = nullptr;
  launch(a, 4096, true);
  const int mode = 2;
  if (mode == 3)
    never(a);
}
// CHECK: launch of 'scale': grid (16, 1, 1), block (256, 1, 1); n = 4096
// CHECK-NOT: launch of 'scale'
// CHECK: remark: kernel 'unused_path'
// CHECK-NOT: launch of 'unused_path'
