// A byte a thread reads, re-reads in a loop and then writes is a compulsory
// read: the loop's load touches the same address from the same thread as
// the first read (its offset does not name the loop's index), and the
// first access is the read. It was counted as "read after written", 0 B,
// and called exact.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void square(float *x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  for (int k = 1; k < 2; ++k)
    v *= x[i];
  x[i] = v;
}

int main() {
  float *x;
  square<<<64, 256>>>(x);
}

// 16384 threads: 65536 B read once, 65536 B written.
// CHECK: remark: launch of 'square': grid (64, 1, 1), block (256, 1, 1)
// CHECK: compulsory      131072 B  (read 65536 B, write 65536 B)
