// A size the host reads at run time from something this file cannot see
// (a device query defined elsewhere) has no value; the launch names the
// host locals a --bind would settle: `cc` and `warp_size`, which the block
// rests on, not `table_id` and `nwarps`, computed from them. Bound, they
// take their values where the host reads them: the table follows from `cc`
// through the helper's branches, the warp count from the table.
// RUN: %roofline-lint %s | FileCheck %s --check-prefix=OPEN
// RUN: %roofline-lint --bind warp_size=32 --bind cc=800 --bind n=4096 %s 2>&1 | FileCheck %s --check-prefix=BOUND --implicit-check-not="matches no symbol"
// RUN: %roofline-lint --bind warp_size=64 --bind cc=1200 --bind n=4096 %s | FileCheck %s --check-prefix=OTHER

enum table_id_t { TABLE_GENERIC = 0, TABLE_WIDE };
struct device_info {
  int cc;
  int warp_size;
};
const device_info &get_info(); // filled from the driver, elsewhere

static int calc_nwarps(table_id_t table) {
  if (table == TABLE_GENERIC)
    return 4;
  return 1;
}

static table_id_t table_for(int cc) {
  if (cc >= 1000)
    return TABLE_WIDE;
  return TABLE_GENERIC;
}

static dim3 block_for(int warp_size, table_id_t table) {
  const int nwarps = calc_nwarps(table);
  return dim3(warp_size, nwarps, 1);
}

__global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x * blockDim.y + threadIdx.y * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= 2.0f;
}

void run(float *x, int n) {
  const int cc = get_info().cc;
  const int warp_size = get_info().warp_size;
  const table_id_t table_id = table_for(cc);
  const dim3 block = block_for(warp_size, table_id);
  scale<<<(n + 127) / 128, block>>>(x, n);
}

// OPEN: bind-host-local.cu:46:3: remark: launch of 'scale' (estimated): grid (floor((n + 127) / 128), 1, 1), block (blockDim.x, blockDim.y, blockDim.z)
// OPEN: unresolved      blockDim.x, blockDim.y, blockDim.z, cc, warp_size (not evaluable from the host code)
// OPEN: origin          blockDim: get_info() at bind-host-local.cu:43

// 4096 / 128 = 32 blocks of 32 x 4 threads.
// BOUND: bind-host-local.cu:46:3: remark: launch of 'scale': grid (32, 1, 1), block (32, 4, 1); cc = 800 (--bind), n = 4096 (--bind), warp_size = 32 (--bind)
// BOUND: threads         4096

// OTHER: bind-host-local.cu:46:3: remark: launch of 'scale': grid (32, 1, 1), block (64, 1, 1)
