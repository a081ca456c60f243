// A NOLINT(roofline-bank-conflict) comment on the access's line suppresses
// the finding (test GPU: the 32-way column read limits the launch).
// RUN: %lint --fail-on=warning %s | FileCheck %s --implicit-check-not='warning:'
// RUN: %lint --format=json %s | FileCheck %s --check-prefix=JSON

__global__ void transpose(float *out, const float *in, int width, int height) {
  __shared__ float tile[32][32];
  int x = blockIdx.x * 32 + threadIdx.x;
  int y = blockIdx.y * 32 + threadIdx.y;
  for (int i = 0; i < 32; i += 16)
    tile[threadIdx.y + i][threadIdx.x] = in[x + (y + i) * width];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  for (int i = 0; i < 32; i += 16)
    out[x + (y + i) * height] = tile[threadIdx.x][threadIdx.y + i]; // NOLINT(roofline-bank-conflict)
}

int main() { transpose<<<dim3(32, 32), dim3(32, 16)>>>(nullptr, nullptr, 1024, 1024); }
// CHECK: roofline-lint: 0 warnings, 0 errors
// JSON: "id": "roofline-bank-conflict",
// JSON: "suppressed": true,
