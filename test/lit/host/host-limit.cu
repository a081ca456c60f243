// Past its limits (here more than 256 contexts: 3 nested loops of 8
// iterations, 512 combinations), the host evaluation stops enumerating and
// says so; what it could not enumerate stays symbolic.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void fill(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = 1.0f;
}

int main() {
  float *a = nullptr;
  for (int x = 1; x <= 8; x++)
    for (int y = 1; y <= 8; y++)
      for (int z = 1; z <= 8; z++)
        fill<<<dim3(x, y, z), 32>>>(a, 1024);
}
// CHECK: host-limit.cu:17:9: note: the host evaluation reached its limits (256 contexts, 400000 steps, 64 iterations per loop, 4 levels of recursion): some configurations or values may be missing or left symbolic [roofline-host-limit]
