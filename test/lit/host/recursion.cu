// Host recursion is followed level by level, each with its own values,
// until a known branch ends it: every configuration it launches is
// reported. A cycle of two functions is followed the same way, from the
// entry point that really calls into it. Recursion deeper than four levels
// is a stated limit, never silence.
// RUN: %roofline-lint %s | FileCheck %s

__global__ void k(float *x) { x[threadIdx.x] *= 2.0f; }

void halve(float *x, int blocks) {
  k<<<blocks, 128>>>(x);
  if (blocks > 1)
    halve(x, blocks / 2);
}

void ping(float *x, int n);
void pong(float *x, int n) {
  k<<<n, 64>>>(x);
  if (n > 1)
    ping(x, n - 1);
}
void ping(float *x, int n) {
  if (n > 1)
    pong(x, n - 1);
}

void deep(float *x, int n) {
  k<<<n, 256>>>(x);
  if (n > 1)
    deep(x, n - 1);
}

int main() {
  float *x = nullptr;
  halve(x, 8);
  ping(x, 6);
  deep(x, 10);
}
// CHECK-NOT: recursion.cu:11:{{.*}}roofline-host-limit
// CHECK-NOT: recursion.cu:18:{{.*}}roofline-host-limit
// CHECK-DAG: recursion.cu:11:3: remark: launch of 'k': grid (1, 1, 1), block (128, 1, 1) [roofline-launch]
// CHECK-DAG: host path       main -> halve -> halve -> halve -> halve; configuration 1 of 4 at this site
// CHECK-DAG: recursion.cu:11:3: remark: launch of 'k': grid (2, 1, 1), block (128, 1, 1) [roofline-launch]
// CHECK-DAG: recursion.cu:11:3: remark: launch of 'k': grid (4, 1, 1), block (128, 1, 1) [roofline-launch]
// CHECK-DAG: recursion.cu:11:3: remark: launch of 'k': grid (8, 1, 1), block (128, 1, 1) [roofline-launch]
// CHECK-DAG: host path       main -> halve; configuration 4 of 4 at this site
// CHECK-DAG: recursion.cu:18:3: remark: launch of 'k': grid (1, 1, 1), block (64, 1, 1) [roofline-launch]
// CHECK-DAG: host path       main -> ping -> pong -> ping -> pong -> ping -> pong; configuration 1 of 3 at this site
// CHECK-DAG: recursion.cu:18:3: remark: launch of 'k': grid (3, 1, 1), block (64, 1, 1) [roofline-launch]
// CHECK-DAG: recursion.cu:18:3: remark: launch of 'k': grid (5, 1, 1), block (64, 1, 1) [roofline-launch]
// CHECK-DAG: host path       main -> ping -> pong; configuration 3 of 3 at this site
// CHECK-DAG: recursion.cu:28:3: remark: launch of 'k' (estimated): grid (7, 1, 1), block (256, 1, 1) [roofline-launch]
// CHECK-DAG: recursion.cu:28:3: note: the host evaluation reached its limits (256 contexts, 400000 steps, 64 iterations per loop,
// CHECK-DAG: 4 levels of recursion): some configurations or values may be missing or left symbolic [roofline-host-limit]
// CHECK-DAG: recursion.cu:28:3: remark: launch of 'k': grid (10, 1, 1), block (256, 1, 1) [roofline-launch]
// CHECK-NOT: grid (0,
