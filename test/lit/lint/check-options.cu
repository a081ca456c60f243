// A check's options, by the key "<id>.<option>": under check-options: in the
// configuration and with --check-option on the command line; the older
// thresholds: keys and flags set the same options. The command line wins over
// the file, and a value is checked against the option's range.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/k.cu
// RUN: printf 'check-options:\n  roofline-low-ceiling.min-percent-of-peak: 60\n  roofline-low-intensity.min-intensity: 6\n' > %t/.roofline-lint.yaml
// RUN: %lint --readout=full %t/k.cu | FileCheck %s --check-prefix=BELOW
// RUN: %lint --readout=full --check-option roofline-low-ceiling.min-percent-of-peak=50 --check-option=roofline-low-intensity.min-intensity=5 %t/k.cu | FileCheck %s --check-prefix=NONE
// RUN: %lint --readout=full --min-percent-of-peak=50 --min-intensity=5 %t/k.cu | FileCheck %s --check-prefix=NONE
// RUN: rm %t/.roofline-lint.yaml
// RUN: %lint --readout=full --check-option roofline-low-ceiling.min-percent-of-peak=60 --check-option=roofline-low-intensity.min-intensity=6 %t/k.cu | FileCheck %s --check-prefix=BELOW

// check-options: comes after thresholds:, and wins.
// RUN: printf 'thresholds:\n  min-intensity: 6\ncheck-options:\n  roofline-low-intensity.min-intensity: 5\n' > %t/.roofline-lint.yaml
// RUN: %lint --readout=full %t/k.cu | FileCheck %s --check-prefix=NONE

// Unknown keys and values out of range are configuration errors (exit 2).
// RUN: printf 'check-options:\n  roofline-low-ceiling.min-percent-of-peek: 60\n' > %t/.roofline-lint.yaml
// RUN: %expect-exit 2 %lint --readout=full %t/k.cu 2>&1 | FileCheck %s --check-prefix=KEY
// KEY: roofline-lint: error: {{.*}}.roofline-lint.yaml:2:3: unknown check option 'roofline-low-ceiling.min-percent-of-peek'; did you mean 'roofline-low-ceiling.min-percent-of-peak'?{{$}}
// RUN: printf 'check-options:\n  roofline-low-ceiling.min-percent-of-peak: 120\n' > %t/.roofline-lint.yaml
// RUN: %expect-exit 2 %lint --readout=full %t/k.cu 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: roofline-lint: error: {{.*}}.roofline-lint.yaml: roofline-low-ceiling.min-percent-of-peak: expected a percentage from 0 to 100{{$}}
// RUN: rm %t/.roofline-lint.yaml
// RUN: %expect-exit 2 %lint --readout=full --check-option roofline-low-intensity.min-intensity=-1 %t/k.cu 2>&1 | FileCheck %s --check-prefix=CLIRANGE
// CLIRANGE: roofline-lint: error: invalid --check-option 'roofline-low-intensity.min-intensity=-1': expected a finite number, 0 or more{{$}}
// RUN: %expect-exit 2 %lint --readout=full --check-option roofline-memory-bound.limit=1 %t/k.cu 2>&1 | FileCheck %s --check-prefix=CLIKEY
// CLIKEY: roofline-lint: error: invalid --check-option 'roofline-memory-bound.limit=1': unknown check option 'roofline-memory-bound.limit'{{$}}
// RUN: %expect-exit 2 %lint --readout=full --check-option roofline-low-intensity.min-intensity %t/k.cu 2>&1 | FileCheck %s --check-prefix=FORM
// FORM: roofline-lint: error: invalid --check-option 'roofline-low-intensity.min-intensity': expected ID.OPTION=VALUE{{$}}

// 40 FLOPs (20 FMAs) for 8 bytes: 5 FLOP/B, so 5 TFLOP/s = 50 % of the test
// GPU's peak.
__global__ void five(const float *x, float *y) {
  float v = x[threadIdx.x], acc = 0.0f;
  for (int d = 0; d < 20; ++d)
    acc = acc * v + 1.0f;
  y[threadIdx.x] = acc;
}
// NONE-NOT: roofline-low-
// BELOW: k.cu:[[@LINE-7]]:17: warning: kernel 'five' can reach at most 5 TFLOP/s = 50 % of fp32 peak on Test GPU (10 TFLOP/s, 1 TB/s), below the 60 % threshold [roofline-low-ceiling]
// BELOW: k.cu:[[@LINE-8]]:17: warning: kernel 'five' has intensity 5 FLOP/B, below the threshold 6 FLOP/B [roofline-low-intensity]
