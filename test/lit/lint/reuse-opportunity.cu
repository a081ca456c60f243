// roofline-reuse-opportunity: a launch below the ridge without reuse whose
// time bound would at least halve with perfect reuse, re-reading arrays across
// threads. Test GPU: 10 TFLOP/s, 1 TB/s, ridge 10.
// RUN: %expect-exit 1 %lint --readout=full --fail-on=warning %s | FileCheck %s --implicit-check-not='warning:'
// RUN: %lint --readout=full --format=json %s | FileCheck %s --check-prefix=JSON
// Only tiles that fit one block are suggested: T x T fp32 accumulators in its
// 65536 registers (T <= 256) and an 8-deep, T-wide slice of 'A' and 'B' in
// its shared memory (48 KB / (8 x 8 B): T <= 768). With a 100 TFLOP/s peak
// the ridge is 100, and the matmul below would need
// T = ceil(8589934592 / (2147483648 / 100 - 4194304)) = 498: the message
// gives the largest tile that fits instead,
// I(256) = 2147483648 / (8589934592 / 256 + 4194304) = 56.9 FLOP/B.
// RUN: %lint --readout=full --peak-gflops=100000 %s | FileCheck %s --check-prefix=FIT
// RUN: %lint --readout=full --peak-gflops=100000 --format=json %s | FileCheck %s --check-prefix=FITJSON

// Naive matmul at N = 1024, 16x16 blocks. F = 2N^3 = 2147483648 FLOPs;
// A and B are loaded N times per element each: Qr = 8N^3 = 8589934592 B
// requested, against footprints of 4N^2; Qo = 4N^2 = 4194304 B (C).
// I(1) = F / (Qr + Qo) = 0.25; I(16) = F / (Qr/16 + Qo) = 3.97;
// T = ceil(Qr / (F/10 - Qo)) = ceil(8589934592 / 210554060.8) = 41.
// Without reuse: 2 + 2 sectors per warp and k for A and B, 4 for C:
// I_sector = N / (2N + 2) = 0.49951; with perfect reuse I = N/6 = 170.7.
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
// FIT: reuse-opportunity.cu:[[@LINE-10]]:17: warning: kernel 'matmul' re-reads 'A' and 'B' across threads ({{[^)]*}}): 0.5 FLOP/B without reuse, 171 with perfect reuse; a TxT tile in shared memory or registers gives 0.25 FLOP/B at T = 1, 3.97 at T = 16; no tile that fits one block reaches the ridge 100: the largest, T = 256, gives 56.9 (T >= 498 would be needed) [roofline-reuse-opportunity]
// CHECK: reuse-opportunity.cu:[[@LINE-11]]:17: warning: kernel 'matmul' re-reads 'A' and 'B' across threads (launch at {{.*}}reuse-opportunity.cu:{{[0-9]+}}): 0.5 FLOP/B without reuse, 171 with perfect reuse; a TxT tile in shared memory or registers gives 0.25 FLOP/B at T = 1, 3.97 at T = 16; T >= 41 reaches the ridge 10 [roofline-reuse-opportunity]

// Element-wise: every element read once; nothing to reuse, no finding.
__global__ void scale(const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = 2.0f * x[i];
}

int main() {
  const int N = 1024;
  matmul<<<dim3(N / 16, N / 16), dim3(16, 16)>>>(nullptr, nullptr, nullptr, N);
  scale<<<4096, 256>>>(nullptr, nullptr);
}
// JSON: "id": "roofline-reuse-opportunity",
// JSON: "properties": {
// JSON-NEXT: "gpu": "test-gpu",
// JSON-NEXT: "arrays": "'A' and 'B'",
// JSON-NEXT: "no_reuse_intensity": 0.49951
// JSON-NEXT: "perfect_reuse_intensity": 170.66
// JSON-NEXT: "ridge": 10.0,
// JSON-NEXT: "flops": 2147483648.0,
// JSON-NEXT: "reread_requested_bytes": 8589934592.0,
// JSON-NEXT: "other_requested_bytes": 4194304.0,
// JSON-NEXT: "min_tile": 41.0,
// FITJSON: "id": "roofline-reuse-opportunity",
// FITJSON: "min_tile": 498.0,
// FITJSON-NEXT: "max_tile": 256.0,
