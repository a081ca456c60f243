// Tensor-core instructions in inline PTX are counted from the instruction:
// mma.sync.aligned.m16n8k16 with f16 inputs is 2*16*8*16 = 4096 FLOPs per warp,
// 128 per thread, tensor fp16; wgmma (issued by a warpgroup of 128 threads)
// m64n128k16 with bf16 inputs is 2*64*128*16/128 = 2048 per thread, tensor
// bf16. Other inline assembly is opaque and reported.
// RUN: %roofline-lint %s | FileCheck %s
__global__ void ptx_mma(float *d, const unsigned *a) {
  float c0 = 0, c1 = 0, c2 = 0, c3 = 0;
  unsigned a0 = a[0];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
               "{%0,%1,%2,%3}, {%4,%4,%4,%4}, {%4,%4}, {%0,%1,%2,%3};"
               : "+f"(c0), "+f"(c1), "+f"(c2), "+f"(c3)
               : "r"(a0));
  d[0] = c0;
}
// CHECK: ptx-mma-asm.cu:[[@LINE-9]]:17: remark: kernel 'ptx_mma'
// CHECK-NEXT: flops/thread    128  (tensor fp16 128)
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)

__global__ void ptx_wgmma(float *d) {
  asm volatile("wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 ...;");
  d[0] = 0.0f;
}
// CHECK: ptx-mma-asm.cu:[[@LINE-4]]:17: remark: kernel 'ptx_wgmma'
// CHECK-NEXT: flops/thread    2048  (tensor bf16 2048)

__global__ void ptx_other(int *d) {
  int lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  d[0] = lane;
}
// CHECK: ptx-mma-asm.cu:[[@LINE-5]]:17: remark: kernel 'ptx_other' (estimated)
// CHECK: ptx-mma-asm.cu:[[@LINE-4]]:3: note: inline assembly contributes nothing [roofline-opaque-call]
