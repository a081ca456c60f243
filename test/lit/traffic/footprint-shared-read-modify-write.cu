// Threads of several blocks read-modify-write the same bytes: each thread
// meets its address with the read first, so whichever thread is first, the
// launch's first access to every byte is a read from DRAM. The reads count
// in full and exactly; they were counted as "written first", 0 B.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void bump(float *x) { x[threadIdx.x] += 1.0f; }

int main() {
  float *x;
  bump<<<4, 64>>>(x);
}

// 64 floats read and written by each of the 4 blocks: 256 B each way.
// CHECK: remark: launch of 'bump': grid (4, 1, 1), block (64, 1, 1)
// CHECK: compulsory      512 B  (read 256 B, write 256 B)
