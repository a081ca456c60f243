// Copying a whole struct from or to global memory is one access of the struct's
// size. Particle is four floats and an int: sizeof(Particle) = 20.
// Hand count per thread, both kernels: load 20 B + store 20 B = 40 B; no FLOPs.
// RUN: %roofline-lint %s | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

struct Particle {
  float x, y, z, w;
  int id;
};

// Assignment between two global elements (the implicit copy-assignment operator).
__global__ void copy_particles(const Particle *in, Particle *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i];
}
// CHECK: struct-copy.cu:[[@LINE-4]]:17: remark: kernel 'copy_particles': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   40 B  (load 20 B, store 20 B)

// Through a local copy (the implicit copy constructor): the local itself is free.
__global__ void stage_particle(const Particle *in, Particle *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Particle p = in[i];
  out[i] = p;
}
// CHECK: struct-copy.cu:[[@LINE-5]]:17: remark: kernel 'stage_particle': moves data only
// CHECK-NEXT: flops/thread    0
// CHECK-NEXT: global/thread   40 B  (load 20 B, store 20 B)
