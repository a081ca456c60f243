// Two call paths that give the same configuration are one launch, counted
// twice; a different one is a configuration of its own.
// RUN: %roofline-lint %s | FileCheck %s
// RUN: %roofline-lint %s --format=json | FileCheck %s --check-prefix=JSON

__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2.0f;
}

void run(float *a, int n) { scale<<<n / 256, 256>>>(a, n); }
void warmup(float *a) { run(a, 4096); }
void measure(float *a) { run(a, 4096); }

int main() {
  float *a = nullptr;
  warmup(a);
  measure(a);
  run(a, 512);
}
// main -> warmup -> run and main -> measure -> run both give n = 4096:
// 16 blocks of 256, 4096 FLOPs.
// CHECK: merged-configurations.cu:12:29: remark: launch of 'scale': grid (16, 1, 1), block (256, 1, 1); n = 4096 [roofline-launch]
// CHECK: host path       main -> warmup -> run (+1 more path or iteration); configuration 1 of 2 at this site
// CHECK-NEXT: threads         4096
// CHECK-NEXT: flops           4096  (fp32 4096)
// CHECK: merged-configurations.cu:12:29: remark: launch of 'scale': grid (2, 1, 1), block (256, 1, 1); n = 512 [roofline-launch]
// CHECK: host path       main -> run; configuration 2 of 2 at this site
// JSON:      "call_path": [
// JSON-NEXT:   "main",
// JSON-NEXT:   "warmup",
// JSON-NEXT:   "run"
// JSON-NEXT: ],
// JSON-NEXT: "host_loop_iterations": [],
// JSON-NEXT: "count": 2,
// JSON-NEXT: "configuration": 1,
// JSON-NEXT: "configurations": 2,
