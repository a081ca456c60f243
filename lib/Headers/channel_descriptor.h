//===- channel_descriptor.h - roofline-lint stand-in ----------------------===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name.
// Its declarations are already visible: roofline-lint force-includes
// __roofline_cuda_runtime.h (SDK-free mode), as nvcc and Clang pre-include
// the runtime. Including it again is harmless.
//
//===----------------------------------------------------------------------===//

#include "__roofline_cuda_runtime.h"
