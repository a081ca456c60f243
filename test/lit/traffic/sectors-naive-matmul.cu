// The counting model's sector reference: naive fp32 matmul, N = 4096, 16x16
// blocks. A warp holds rows ty and ty+1 of 16 columns each. Per warp and k:
// A[row*N + k] is one float per row, 2 sectors; B[k*N + col] is the same 64
// aligned bytes for both rows, 2 sectors; once per warp, C's two 64-byte row
// pieces are 4 sectors. N^2/32 = 524288 warps, N = 4096 iterations:
// A and B 2147483648 requests and 4294967296 sectors each, C 524288 requests
// and 2097152 sectors; 32 * (2 * 4294967296 + 2097152) = 4N^2(N+1) =
// 274945015808 B. FLOPs 2N^3 over that: N/(2N+2) = 0.49988 FLOP/B.
// RUN: %roofline-lint %s | FileCheck %s
// RUN: %roofline-lint %s --format json | FileCheck %s --check-prefix=JSON

__global__ void matmul(const float *A, const float *B, float *C, int N) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < N && col < N) {
    float sum = 0.0f;
    for (int k = 0; k < N; ++k)
      sum += A[row * N + k] * B[k * N + col];
    C[row * N + col] = sum;
  }
}

int main() {
  const int N = 4096;
  dim3 block(16, 16);
  dim3 grid(N / 16, N / 16);
  matmul<<<grid, block>>>(nullptr, nullptr, nullptr, N);
}
// CHECK: launch of 'matmul'
// CHECK: sectors         274945015808 B  (load 274877906944 B, store 67108864 B)
// CHECK: no reuse        0.5 FLOP/B over sectors
// JSON: "intensity": 0.49987795
// JSON: "array": "A",
// JSON-NEXT: "direction": "load",
// JSON-NEXT: "width": 4,
// JSON-NEXT: "requests": 2147483648,
// JSON-NEXT: "sectors": 4294967296,
// JSON: "array": "B",
// JSON-NEXT: "direction": "load",
// JSON-NEXT: "width": 4,
// JSON-NEXT: "requests": 2147483648,
// JSON-NEXT: "sectors": 4294967296,
// JSON: "array": "C",
// JSON-NEXT: "direction": "store",
// JSON-NEXT: "width": 4,
// JSON-NEXT: "requests": 524288,
// JSON-NEXT: "sectors": 2097152,
