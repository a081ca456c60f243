// A kernel with FLOPs and no global bytes has no intensity to draw on a log
// axis: it is not drawn at the right edge, and the caption names it.
// RUN: %roofline-lint %s --format svg | FileCheck %s --implicit-check-not='class="point '

__global__ void spin(float seed) {
  float v = seed;
  for (int k = 0; k < 64; ++k)
    v = v * 0.5f + 1.0f;
  if (v == 12345.0f)
    __trap();
}

void run() { spin<<<64, 256>>>(1.0f); }

// The x axis spans a decade each side of the ridge only (10 FLOP/B: 1 to
// 1000), not out to an edge for the kernel.
// CHECK: <text class="tick-x" {{.*}}>1</text>
// CHECK-NEXT: <line class="grid-x"
// CHECK-NEXT: <text class="tick-x" {{.*}}>10</text>
// CHECK: <text class="tick-x" {{.*}}>1000</text>
// CHECK-NOT: class="tick-x"
// CHECK: <text class="caption" {{.*}}>Not drawn (no DRAM traffic, compute-bound): spin (no-dram-traffic.cu:5)</text>
