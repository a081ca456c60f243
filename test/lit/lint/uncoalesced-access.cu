// roofline-uncoalesced-access: a warning at the access, when moving the ideal
// sectors instead would cut the launch's time bound without reuse by 10 % or
// more. Test GPU: 10 TFLOP/s, 1 TB/s.
// RUN: %expect-exit 1 %lint --readout=full --fail-on=warning %s | FileCheck %s --implicit-check-not='warning:'
// RUN: %lint --readout=full --format=json %s | FileCheck %s --check-prefix=JSON

// Stride of 8 floats (32 B): 32 sectors per request where 4 would do.
// 4096 x 8 = 32768 requests: 32768 * 28 * 32 = 29360128 B more; time bound
// without reuse (33554432 + 4194304) / 1e12 against 8388608 / 1e12: +350 %.
__global__ void gather(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = 2.0f * in[8 * i];
}
// CHECK: uncoalesced-access.cu:[[@LINE-2]]:19: warning: load of 'in' in kernel 'gather' is uncoalesced (launch at {{.*}}uncoalesced-access.cu:{{[0-9]+}}): 32 sectors per warp request where 4 would do; 29.4 MB more DRAM traffic, the launch's time bound without reuse grows +350.0 % [roofline-uncoalesced-access]

// A window one float off alignment: 5 sectors where 4 would do, +25 % on
// that load; the store is aligned. (5 + 4) / (4 + 4) - 1 = 12.5 %: flagged.
__global__ void shifted(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = 2.0f * in[i + 1];
}
// CHECK: uncoalesced-access.cu:[[@LINE-2]]:19: warning: load of 'in' in kernel 'shifted' is uncoalesced {{.*}}5 sectors per warp request where 4 would do; {{.*}} grows +12.5 % [roofline-uncoalesced-access]

// The same misalignment in a compute-bound kernel (200 FLOPs a thread): the
// time bound is the compute time either way, so nothing to gain: quiet.
__global__ void shifted_dense(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[i + 1], acc = 0.0f;
  for (int d = 0; d < 100; ++d)
    acc = acc * v + 1.0f;
  out[i] = acc;
}

int main() {
  gather<<<4096, 256>>>(nullptr, nullptr);
  shifted<<<4096, 256>>>(nullptr, nullptr);
  shifted_dense<<<4096, 256>>>(nullptr, nullptr);
}
// JSON: "id": "roofline-uncoalesced-access",
// JSON: "properties": {
// JSON-NEXT: "gpu": "test-gpu",
// JSON-NEXT: "array": "in",
// JSON-NEXT: "direction": "load",
// JSON-NEXT: "width": 4.0,
// JSON-NEXT: "sectors_per_request": 32.0,
// JSON-NEXT: "ideal_sectors_per_request": 4.0,
// JSON-NEXT: "extra_bytes": 29360128.0,
// JSON-NEXT: "time_growth_percent": 350.0,
