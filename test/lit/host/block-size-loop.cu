// A host loop over an array of block sizes gives one configuration per
// element: the loop is enumerated, the array read element by element.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}

void run(float *a, int n, int bs) {
  scale<<<(n + bs - 1) / bs, bs>>>(a, n);
}

int main() {
  float *a = nullptr;
  int n = 1000;
  int block_sizes[] = {64, 256};
  for (int j = 0; j < sizeof(block_sizes) / sizeof(int); j++) {
    int bs = block_sizes[j];
    run(a, n, bs);
  }
}
// j = 0: 64-thread blocks, (1000 + 63) / 64 = 16 of them, 1024 threads.
// CHECK: block-size-loop.cu:12:3: remark: launch of 'scale': grid (16, 1, 1), block (64, 1, 1); n = 1000 [roofline-launch]
// CHECK: host path       main -> run (j = 0); configuration 1 of 2 at this site
// CHECK-NEXT: threads         1024, 1000 active
// CHECK-NEXT: flops           1000  (fp32 1000)
// j = 1: 256-thread blocks, (1000 + 255) / 256 = 4 of them, 1024 threads.
// CHECK: block-size-loop.cu:12:3: remark: launch of 'scale': grid (4, 1, 1), block (256, 1, 1); n = 1000 [roofline-launch]
// CHECK: host path       main -> run (j = 1); configuration 2 of 2 at this site
// CHECK-NEXT: threads         1024, 1000 active
