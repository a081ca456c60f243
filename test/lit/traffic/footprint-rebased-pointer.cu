// Compulsory bytes, a pointer rebased on itself: `A = &A[blockIdx.x * K]`
// before the loop and `A = &A[64]` in it, as `A += 64` would. Block b reads
// row b of A, K = 4096 floats, 64 at a time: 256 rows x 4096 floats =
// 4194304 B, each once; out is 256 x 64 floats, 65536 B. The requested,
// sector and compulsory bytes agree.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void tiled_sum(const float *A, float *out, int K) {
  A = &A[blockIdx.x * K];
  float s = 0.0f;
  for (int k = 0; k < K; k += 64) {
    s += A[threadIdx.x];
    A = &A[64];
  }
  out[blockIdx.x * 64 + threadIdx.x] = s;
}

int main() { tiled_sum<<<256, 64>>>(nullptr, nullptr, 4096); }
// CHECK: launch of 'tiled_sum'
// CHECK: global          4259840 B  (load 4194304 B, store 65536 B)
// CHECK-NEXT: sectors         4259840 B  (load 4194304 B, store 65536 B)
// CHECK-NEXT: compulsory      4259840 B  (read 4194304 B, write 65536 B)
