// roofline-bank-conflict: a warning at a shared-memory access whose warp
// requests ask one bank for several words, when the shared-memory roof is
// the launch's limit or within 10 % of it. Test GPU: 100 SMs at 1 GHz, one
// wavefront per clock per SM (100 G wavefronts/s), 1 TB/s.
// RUN: %expect-exit 1 %lint --fail-on=warning %s | FileCheck %s --implicit-check-not='warning:'
// RUN: %lint --format=json %s | FileCheck %s --check-prefix=JSON
// RUN: %roofline-lint-bare --list-checks | FileCheck %s --check-prefix=LIST
// LIST: roofline-bank-conflict
// RUN: %roofline-lint-bare --explain roofline-bank-conflict | FileCheck %s --check-prefix=PAGE
// PAGE: # roofline-bank-conflict

// A 32 x 32 tile read down a column, 1024 x 1024 floats, blocks of (32, 16):
// 1024 blocks x 16 warps x 2 x (1 + 32) = 1081344 wavefronts, 10.8 us,
// above the 8.39 us of DRAM (8388608 B at 1 TB/s): the shared roof limits.
// The load has 32 wavefronts per request where 1 would do: 32768 requests,
// 1015808 extra wavefronts, 10.2 us; without them the launch takes the
// DRAM time.
#define TILE 32
#define ROWS 16
__global__ void transposeCoalesced(float *out, const float *in, int width,
                                   int height) {
  __shared__ float tile[TILE][TILE];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  int from = x + y * width;
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  int to = x + y * height;
  for (int i = 0; i < TILE; i += ROWS)
    tile[threadIdx.y + i][threadIdx.x] = in[from + i * width];
  __syncthreads();
  for (int i = 0; i < TILE; i += ROWS)
    out[to + i * height] = tile[threadIdx.x][threadIdx.y + i];
}
// CHECK: roofline-bank-conflict.cu:[[@LINE-2]]:28: warning: load of shared 'tile' in kernel 'transposeCoalesced' has 32-way bank conflicts (launch at {{.*}}roofline-bank-conflict.cu:{{[0-9]+}}): 32 wavefronts per warp request where 1 would do; they cost 10.2 us of shared-memory time, the launch's predicted time falls from 10.8 us to 8.39 us without them: pad each row of 'tile' by one word where lanes walk down a column, give consecutive lanes consecutive words where they stride along a row, or swizzle the index (XOR the column with the row) [roofline-bank-conflict]

int main() {
  transposeCoalesced<<<dim3(32, 32), dim3(TILE, ROWS)>>>(nullptr, nullptr,
                                                         1024, 1024);
}
// JSON: "id": "roofline-bank-conflict",
// JSON: "properties": {
// JSON: "conflict_degree": 32.0,
// JSON: "extra_wavefronts": 1015808.0,
