// A host helper with several returns is followed where the branches in
// front of them are known: the `if` on the table, the `switch` on the
// column count (falling through its cases to the shared return, a GNU case
// range), a `break` out of the switch to the return after it. A helper
// whose branch reads a value the host does not know is not followed, and
// says so.
// RUN: %roofline-lint %s | FileCheck %s

enum table_id_t { TABLE_GENERIC = 0, TABLE_SMALL };

static int calc_nwarps(int ncols, table_id_t table) {
  if (table == TABLE_GENERIC) {
    switch (ncols) {
    case 1:
    case 2:
      return 4;
    case 3 ... 8:
      return 2;
    case 9:
      break;
    default:
      return 1;
    }
    return 3; // after the break of case 9
  }
  return 1;
}

int runtime_columns(); // defined elsewhere

__global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x * blockDim.y + threadIdx.y * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= 2.0f;
}

void run(float *x) {
  scale<<<64, dim3(32, calc_nwarps(2, TABLE_GENERIC))>>>(x, 1 << 20);
  scale<<<64, dim3(32, calc_nwarps(5, TABLE_GENERIC))>>>(x, 1 << 20);
  scale<<<64, dim3(32, calc_nwarps(9, TABLE_GENERIC))>>>(x, 1 << 20);
  scale<<<64, dim3(32, calc_nwarps(20, TABLE_GENERIC))>>>(x, 1 << 20);
  scale<<<64, dim3(32, calc_nwarps(2, TABLE_SMALL))>>>(x, 1 << 20);
  scale<<<64, dim3(32, calc_nwarps(runtime_columns(), TABLE_GENERIC))>>>(x, 1 << 20);
}

// CHECK: helper-several-returns.cu:38:3: remark: launch of 'scale': grid (64, 1, 1), block (32, 4, 1)
// CHECK: helper-several-returns.cu:39:3: remark: launch of 'scale': grid (64, 1, 1), block (32, 2, 1)
// CHECK: helper-several-returns.cu:40:3: remark: launch of 'scale': grid (64, 1, 1), block (32, 3, 1)
// CHECK: helper-several-returns.cu:41:3: remark: launch of 'scale': grid (64, 1, 1), block (32, 1, 1)
// CHECK: helper-several-returns.cu:42:3: remark: launch of 'scale': grid (64, 1, 1), block (32, 1, 1)
// CHECK: helper-several-returns.cu:43:3: remark: launch of 'scale' (estimated): grid (64, 1, 1), block (32, blockDim.y, 1)
// CHECK: origin          blockDim.y: runtime_columns() at helper-several-returns.cu:43
