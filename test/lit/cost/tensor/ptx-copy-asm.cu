// Copies into and out of shared memory in inline PTX are counted from the
// instruction: cp.async moves its copy size (4, 8 or 16 B) from global to
// shared memory (a global load and a shared store per thread); ldmatrix
// loads, and stmatrix stores, 4 B of shared memory per 8x8 matrix per lane
// (.x4: 16 B). Commit and wait groups cost nothing; any other instruction
// in the same string is reported as opaque.
// RUN: %roofline-lint %s | FileCheck %s

__device__ unsigned smem_addr(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}

__global__ void copy_tile(const float4 *src, float *dst) {
  __shared__ float4 tile[128];
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n"
               "cp.async.commit_group;\n" ::"r"(smem_addr(&tile[threadIdx.x])),
               "l"(src + threadIdx.x));
  asm volatile("cp.async.wait_all;\n" ::);
  unsigned r0, r1, r2, r3;
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3)
               : "r"(smem_addr(&tile[threadIdx.x % 32])));
  asm volatile("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%0], {%1, %2};" ::"r"(
                   smem_addr(&tile[threadIdx.x % 32])),
               "r"(r0), "r"(r1));
  dst[threadIdx.x] = r0 + r1 + r2 + r3;
}
// CHECK: ptx-copy-asm.cu:[[@LINE-15]]:17: remark: kernel 'copy_tile'
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   20 B  (load 16 B, store 4 B)
// CHECK-NEXT: shared/thread   load 16 B, store 24 B
// CHECK-NOT: roofline-opaque-call

__global__ void copy_and_other(const float *src, float *dst) {
  __shared__ float tile[32];
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n"
               "mov.u32 %0, %0;\n" ::"r"(smem_addr(&tile[threadIdx.x])),
               "l"(src + threadIdx.x));
  dst[threadIdx.x] = tile[threadIdx.x];
}
// CHECK: ptx-copy-asm.cu:[[@LINE-7]]:17: remark: kernel 'copy_and_other' (estimated)
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   8 B  (load 4 B, store 4 B)
// CHECK: ptx-copy-asm.cu:[[@LINE-8]]:3: note: inline assembly: instructions other than cp.async, ldmatrix, stmatrix and mma contribute nothing [roofline-opaque-call]
