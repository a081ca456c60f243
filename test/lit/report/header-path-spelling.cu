// A header reached through `dir/../` is reported under one spelling of its
// path, without `.` and `..` components, so that its kernels and findings
// read (and deduplicate) the same whichever file includes it, and however.
// RUN: %roofline-lint %s | FileCheck %s
#include "../Inputs/../Inputs/./scale-kernel.cuh"

// CHECK: test/lit/Inputs/scale-kernel.cuh:2:17: remark: kernel 'scale_in_header'
// CHECK-NOT: /../
