// A file with a Clang error is one roofline-parse-error finding (an error by
// default) at the first error, naming the kernels it touches; the kernel
// elsewhere in the file is analyzed; the run fails with exit 3 and says why.
// RUN: %expect-exit 3 %lint --readout=full %s 2> %t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err

__global__ void broken(float *x) {
  x[0] = undeclared_value;
}
// ERR: undeclared.cu:[[@LINE-2]]:10: error: use of undeclared identifier 'undeclared_value'
// CHECK: undeclared.cu:[[@LINE-3]]:10: error: '{{.*}}undeclared.cu' could not be parsed: 1 Clang error, at {{.*}}undeclared.cu:[[@LINE-3]]: use of undeclared identifier 'undeclared_value'; kernel 'broken' not analyzed [roofline-parse-error]
// CHECK-NOT: not analyzed: the kernel's body

__global__ void scale(float *x) { x[threadIdx.x] *= 2.0f; }
// CHECK: undeclared.cu:[[@LINE-1]]:17: remark: kernel 'scale'
// CHECK: roofline-lint: 0 warnings, 1 error; fails on error: 1 file could not be parsed
