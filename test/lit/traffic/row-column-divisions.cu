// An element's row idx / C and column idx % C: a transpose read through
// them. 32 divides C and the block, so a warp's 32 consecutive idx share a
// row and take 32 consecutive columns: the read x[c * R + r] is 32 sectors a
// warp, the write y[idx] 4. idx covers [0, R * C) once, so its row and column
// cover R x C once, and the read touches every element of x once.
//
// R = 64 rows of C = 96: 6144 threads, 192 warps. Sectors: 192 x 32 x 32 =
// 196608 B read, 192 x 4 x 32 = 24576 B written. Compulsory: 6144 x 4 =
// 24576 B each way.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void transpose_read(const float *x, float *y, int R, int C) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  int r = idx / C;
  int c = idx % C;
  y[idx] = 2.0f * x[c * R + r];
}

void run(const float *x, float *y) { transpose_read<<<24, 256>>>(x, y, 64, 96); }

// CHECK: sectors         221184 B  (load 196608 B, store 24576 B)
// CHECK-NEXT: compulsory      49152 B  (read 24576 B, write 24576 B)
