//===- cooperative_groups.h - roofline-lint stand-in ----------------------===//
//
// roofline-lint's minimal stand-in for the CUDA SDK header of the same name:
// thread_block, grid_group, coalesced_group, thread_block_tile<N>,
// this_thread_block(), this_grid(), tiled_partition<N>() and the warp
// collectives of a tile, in namespace cooperative_groups::__v1 (imported into
// cooperative_groups) as in the SDK.
//
// What the analyzer relies on follows the SDK exactly:
//  - thread_block's queries and sync() are static members computing from the
//    built-in variables the way the SDK does (thread_rank() is
//    threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)), so
//    guards such as `if (block.thread_rank() == 0)` can be evaluated;
//  - thread_block_tile<N>::size() and num_threads() are `static constexpr`
//    and return N, so `for (i = tile.thread_rank(); i < n; i += tile.size())`
//    and `if constexpr`-style branches fold the same way in both modes;
//  - meta_group_rank() is parent.thread_rank() / N.
// Collectives (shfl*, any, all, ballot) are declarations: they cost nothing.
//
//===----------------------------------------------------------------------===//

#ifndef _COOPERATIVE_GROUPS_H_
#define _COOPERATIVE_GROUPS_H_

#include "host_defines.h"
#include "vector_types.h"

// The SDK's version pulls in the half and bfloat16 types through CCCL; code
// that uses __half after including only <cooperative_groups.h> relies on it.
#include "cuda_bf16.h"
#include "cuda_fp16.h"

#include <type_traits>

#define __ROOFLINE_CG_QUALIFIER __forceinline__ __device__
#define __ROOFLINE_CG_STATIC static __forceinline__ __device__
#define __ROOFLINE_CG_STATIC_CONSTEXPR                                         \
  static constexpr __forceinline__ __device__

namespace cooperative_groups {
namespace __v1 {

namespace details {

enum group_id : unsigned int {
  coalesced_group_id = 1,
  grid_group_id = 2,
  thread_block_id = 3,
  multi_grid_group_id = 4,
  multi_tile_group_id = 5,
  cluster_group_id = 6
};

template <typename Ty>
using remove_qual =
    typename std::remove_cv<typename std::remove_reference<Ty>::type>::type;

template <typename TyTrunc>
__ROOFLINE_CG_STATIC TyTrunc vec3_to_linear(dim3 index, dim3 nIndex) {
  return ((TyTrunc)index.z * nIndex.y * nIndex.x) +
         ((TyTrunc)index.y * nIndex.x) + (TyTrunc)index.x;
}

__ROOFLINE_CG_STATIC unsigned int laneid() {
  return __nvvm_read_ptx_sreg_laneid();
}

namespace cta {
__ROOFLINE_CG_STATIC void sync() { __barrier_sync(0); }
__ROOFLINE_CG_STATIC unsigned int num_threads() {
  return static_cast<unsigned int>(blockDim.x * blockDim.y * blockDim.z);
}
__ROOFLINE_CG_STATIC unsigned int thread_rank() {
  return vec3_to_linear<unsigned int>(threadIdx, blockDim);
}
__ROOFLINE_CG_STATIC dim3 group_index() {
  return dim3(blockIdx.x, blockIdx.y, blockIdx.z);
}
__ROOFLINE_CG_STATIC dim3 thread_index() {
  return dim3(threadIdx.x, threadIdx.y, threadIdx.z);
}
__ROOFLINE_CG_STATIC dim3 dim_threads() {
  return dim3(blockDim.x, blockDim.y, blockDim.z);
}
__ROOFLINE_CG_STATIC unsigned int size() { return num_threads(); }
__ROOFLINE_CG_STATIC dim3 block_dim() { return dim_threads(); }
} // namespace cta

namespace grid {
__device__ void sync(unsigned int *bar);
__ROOFLINE_CG_STATIC unsigned long long num_blocks() {
  return (unsigned long long)gridDim.x * (gridDim.y * gridDim.z);
}
__ROOFLINE_CG_STATIC unsigned long long num_threads() {
  return num_blocks() * cta::num_threads();
}
__ROOFLINE_CG_STATIC unsigned long long block_rank() {
  return vec3_to_linear<unsigned long long>(blockIdx, gridDim);
}
__ROOFLINE_CG_STATIC unsigned long long thread_rank() {
  return block_rank() * cta::num_threads() + cta::thread_rank();
}
__ROOFLINE_CG_STATIC dim3 dim_blocks() {
  return dim3(gridDim.x, gridDim.y, gridDim.z);
}
__ROOFLINE_CG_STATIC dim3 block_index() {
  return dim3(blockIdx.x, blockIdx.y, blockIdx.z);
}
__ROOFLINE_CG_STATIC dim3 dim_threads() {
  return dim3(gridDim.x * blockDim.x, gridDim.y * blockDim.y,
              gridDim.z * blockDim.z);
}
__ROOFLINE_CG_STATIC dim3 thread_index() {
  return dim3(blockIdx.x * blockDim.x + threadIdx.x,
              blockIdx.y * blockDim.y + threadIdx.y,
              blockIdx.z * blockDim.z + threadIdx.z);
}
} // namespace grid

} // namespace details

//===--- Generic group ---------------------------------------------------===//

class thread_group {
protected:
  unsigned int _type;
  __ROOFLINE_CG_QUALIFIER thread_group(unsigned int type) : _type(type) {}

public:
  __device__ unsigned long long size() const;
  __device__ unsigned long long num_threads() const;
  __device__ unsigned long long thread_rank() const;
  __device__ void sync() const;
  __ROOFLINE_CG_QUALIFIER unsigned int get_type() const { return _type; }
};

template <unsigned int TyId> struct thread_group_base : public thread_group {
  __ROOFLINE_CG_QUALIFIER thread_group_base() : thread_group(TyId) {}
  static constexpr unsigned int id = TyId;
};

//===--- Grid ------------------------------------------------------------===//

class grid_group : public thread_group_base<details::grid_group_id> {
  friend __device__ grid_group this_grid();
  __ROOFLINE_CG_QUALIFIER grid_group() {}

public:
  static constexpr unsigned int _group_id = details::grid_group_id;
  __device__ bool is_valid() const;
  __device__ void sync() const;
  __ROOFLINE_CG_STATIC unsigned long long size() {
    return details::grid::num_threads();
  }
  __ROOFLINE_CG_STATIC dim3 group_dim() { return details::grid::dim_blocks(); }
  __ROOFLINE_CG_STATIC dim3 dim_threads() {
    return details::grid::dim_threads();
  }
  __ROOFLINE_CG_STATIC unsigned long long num_threads() {
    return details::grid::num_threads();
  }
  __ROOFLINE_CG_STATIC dim3 thread_index() {
    return details::grid::thread_index();
  }
  __ROOFLINE_CG_STATIC unsigned long long thread_rank() {
    return details::grid::thread_rank();
  }
  __ROOFLINE_CG_STATIC dim3 dim_blocks() { return details::grid::dim_blocks(); }
  __ROOFLINE_CG_STATIC unsigned long long num_blocks() {
    return details::grid::num_blocks();
  }
  __ROOFLINE_CG_STATIC dim3 block_index() {
    return details::grid::block_index();
  }
  __ROOFLINE_CG_STATIC unsigned long long block_rank() {
    return details::grid::block_rank();
  }
};

__ROOFLINE_CG_QUALIFIER grid_group this_grid() { return grid_group(); }

//===--- Block -----------------------------------------------------------===//

// Shared scratch for multi-warp tiles. With Clang on sm_80+ the SDK uses the
// reserved shared memory, leaving an empty 8-byte-aligned struct.
template <unsigned int MaxBlockSize = 1024>
struct __align__(8) block_tile_memory{};

class thread_block;
template <unsigned int MaxBlockSize>
__device__ thread_block
this_thread_block(block_tile_memory<MaxBlockSize> &scratch);

class thread_block : public thread_group_base<details::thread_block_id> {
  friend __device__ thread_block this_thread_block();
  template <unsigned int MaxBlockSize>
  friend __device__ thread_block
  this_thread_block(block_tile_memory<MaxBlockSize> &scratch);
  __ROOFLINE_CG_QUALIFIER thread_block() {}

public:
  static constexpr unsigned int _group_id = details::thread_block_id;
  __ROOFLINE_CG_STATIC void sync() { details::cta::sync(); }
  __ROOFLINE_CG_STATIC unsigned int size() { return details::cta::size(); }
  __ROOFLINE_CG_STATIC unsigned int thread_rank() {
    return details::cta::thread_rank();
  }
  __ROOFLINE_CG_STATIC dim3 group_index() {
    return details::cta::group_index();
  }
  __ROOFLINE_CG_STATIC dim3 thread_index() {
    return details::cta::thread_index();
  }
  __ROOFLINE_CG_STATIC dim3 group_dim() { return details::cta::block_dim(); }
  __ROOFLINE_CG_STATIC dim3 dim_threads() {
    return details::cta::dim_threads();
  }
  __ROOFLINE_CG_STATIC unsigned int num_threads() {
    return details::cta::num_threads();
  }
};

__ROOFLINE_CG_QUALIFIER thread_block this_thread_block() {
  return thread_block();
}

template <unsigned int MaxBlockSize>
__ROOFLINE_CG_QUALIFIER thread_block
this_thread_block(block_tile_memory<MaxBlockSize> &scratch) {
  return thread_block();
}

//===--- Coalesced group -------------------------------------------------===//

class coalesced_group : public thread_group_base<details::coalesced_group_id> {
  friend __device__ coalesced_group coalesced_threads();
  __ROOFLINE_CG_QUALIFIER coalesced_group() {}

public:
  static constexpr unsigned int _group_id = details::coalesced_group_id;
  __device__ unsigned int size() const;
  __device__ unsigned int num_threads() const;
  __device__ unsigned int thread_rank() const;
  __device__ unsigned int meta_group_rank() const;
  __device__ unsigned int meta_group_size() const;
  __device__ void sync() const;
  template <typename TyElem, typename TyRet = details::remove_qual<TyElem>>
  __device__ TyRet shfl(TyElem &&elem, int srcRank) const;
  template <typename TyElem, typename TyRet = details::remove_qual<TyElem>>
  __device__ TyRet shfl_down(TyElem &&elem, unsigned int delta) const;
  template <typename TyElem, typename TyRet = details::remove_qual<TyElem>>
  __device__ TyRet shfl_up(TyElem &&elem, unsigned int delta) const;
  __device__ int any(int predicate) const;
  __device__ int all(int predicate) const;
  __device__ unsigned int ballot(int predicate) const;
};

__ROOFLINE_CG_QUALIFIER coalesced_group coalesced_threads() {
  return coalesced_group();
}

//===--- Statically sized tiles ------------------------------------------===//

template <unsigned int Size> class __static_size_tile_base {
protected:
  static constexpr unsigned int numThreads = Size;

public:
  __ROOFLINE_CG_STATIC unsigned int thread_rank() {
    return (details::cta::thread_rank() & (numThreads - 1));
  }
  __ROOFLINE_CG_STATIC_CONSTEXPR unsigned int num_threads() {
    return numThreads;
  }
  __ROOFLINE_CG_STATIC_CONSTEXPR unsigned int size() { return num_threads(); }
};

template <unsigned int Size>
class __static_size_thread_block_tile_base
    : public __static_size_tile_base<Size> {
  using __static_size_tile_base<Size>::numThreads;

protected:
  __device__ static unsigned int build_mask();

public:
  static constexpr unsigned int _group_id = details::coalesced_group_id;
  __ROOFLINE_CG_STATIC void sync() { __syncwarp(build_mask()); }

  template <typename TyElem, typename TyRet = details::remove_qual<TyElem>>
  __device__ TyRet shfl(TyElem &&elem, int srcRank) const;
  template <typename TyElem, typename TyRet = details::remove_qual<TyElem>>
  __device__ TyRet shfl_down(TyElem &&elem, unsigned int delta) const;
  template <typename TyElem, typename TyRet = details::remove_qual<TyElem>>
  __device__ TyRet shfl_up(TyElem &&elem, unsigned int delta) const;
  template <typename TyElem, typename TyRet = details::remove_qual<TyElem>>
  __device__ TyRet shfl_xor(TyElem &&elem, unsigned int laneMask) const;

  __device__ int any(int predicate) const;
  __device__ int all(int predicate) const;
  __device__ unsigned int ballot(int predicate) const;
  template <typename TyIntegral>
  __device__ unsigned int match_any(TyIntegral val) const;
  template <typename TyIntegral>
  __device__ unsigned int match_all(TyIntegral val, int &pred) const;
};

template <unsigned int Size, typename ParentT>
class __static_parent_thread_block_tile_base {
public:
  __ROOFLINE_CG_STATIC unsigned int meta_group_rank() {
    return ParentT::thread_rank() / Size;
  }
  __ROOFLINE_CG_STATIC unsigned int meta_group_size() {
    return (ParentT::size() + Size - 1) / Size;
  }
};

template <unsigned int Size, typename ParentT = void> class thread_block_tile;

namespace details {
template <unsigned int Size> struct _is_multi_warp {
  static constexpr bool value = (Size > 32);
};
} // namespace details

// Tiles of at most one warp, with the SDK's class layering
// (thread_block_tile -> details::thread_block_tile_impl ->
// __single_warp_thread_block_tile -> __static_size_thread_block_tile_base ->
// __static_size_tile_base), so member lookups take the same paths.
template <unsigned int Size, typename ParentT = void>
class __single_warp_thread_block_tile
    : public __static_size_thread_block_tile_base<Size>,
      public __static_parent_thread_block_tile_base<Size, ParentT> {
protected:
  __ROOFLINE_CG_QUALIFIER __single_warp_thread_block_tile() {}
  __ROOFLINE_CG_QUALIFIER __single_warp_thread_block_tile(unsigned int,
                                                          unsigned int) {}
};

// The type-erased tile keeps its rank in the parent as data.
template <unsigned int Size>
class __single_warp_thread_block_tile<Size, void>
    : public __static_size_thread_block_tile_base<Size>,
      public thread_group_base<details::coalesced_group_id> {
  unsigned int metaGroupRank;
  unsigned int metaGroupSize;

protected:
  __ROOFLINE_CG_QUALIFIER
  __single_warp_thread_block_tile(unsigned int meta_group_rank = 0,
                                  unsigned int meta_group_size = 1)
      : metaGroupRank(meta_group_rank), metaGroupSize(meta_group_size) {}

public:
  using __static_size_thread_block_tile_base<Size>::sync;
  using __static_size_thread_block_tile_base<Size>::thread_rank;
  using __static_size_thread_block_tile_base<Size>::size;
  using __static_size_thread_block_tile_base<Size>::num_threads;
  __ROOFLINE_CG_QUALIFIER unsigned int meta_group_rank() const {
    return metaGroupRank;
  }
  __ROOFLINE_CG_QUALIFIER unsigned int meta_group_size() const {
    return metaGroupSize;
  }
};

// Tiles of 64..512 threads: rank, size and sync; no warp collectives.
template <unsigned int Size>
class __static_size_multi_warp_tile_base
    : public __static_size_tile_base<Size> {
public:
  static constexpr unsigned int _group_id = details::multi_tile_group_id;
  __device__ static void sync();
};

template <unsigned int Size, typename ParentT = void>
class __multi_warp_thread_block_tile
    : public __static_size_multi_warp_tile_base<Size>,
      public __static_parent_thread_block_tile_base<Size, ParentT> {
protected:
  __ROOFLINE_CG_QUALIFIER __multi_warp_thread_block_tile(const ParentT &) {}
};

template <unsigned int Size>
class __multi_warp_thread_block_tile<Size, void>
    : public __static_size_multi_warp_tile_base<Size> {
  unsigned int metaGroupRank;
  unsigned int metaGroupSize;

protected:
  template <typename GroupT>
  __ROOFLINE_CG_QUALIFIER __multi_warp_thread_block_tile(const GroupT &g)
      : metaGroupRank(g.meta_group_rank()), metaGroupSize(g.meta_group_size()) {
  }

public:
  __ROOFLINE_CG_QUALIFIER unsigned int meta_group_rank() const {
    return metaGroupRank;
  }
  __ROOFLINE_CG_QUALIFIER unsigned int meta_group_size() const {
    return metaGroupSize;
  }
};

namespace details {
template <unsigned int Size, typename ParentT, bool IsMultiWarp>
class thread_block_tile_impl;

template <unsigned int Size, typename ParentT>
class thread_block_tile_impl<Size, ParentT, false>
    : public __single_warp_thread_block_tile<Size, ParentT> {
protected:
  template <unsigned int OtherSize, typename OtherParentT>
  __ROOFLINE_CG_QUALIFIER
  thread_block_tile_impl(const thread_block_tile<OtherSize, OtherParentT> &g)
      : __single_warp_thread_block_tile<Size, ParentT>(g.meta_group_rank(),
                                                       g.meta_group_size()) {}
  __ROOFLINE_CG_QUALIFIER thread_block_tile_impl(const thread_block &) {}
};

template <unsigned int Size, typename ParentT>
class thread_block_tile_impl<Size, ParentT, true>
    : public __multi_warp_thread_block_tile<Size, ParentT> {
protected:
  template <typename GroupT>
  __ROOFLINE_CG_QUALIFIER thread_block_tile_impl(const GroupT &g)
      : __multi_warp_thread_block_tile<Size, ParentT>(g) {}
};
} // namespace details

template <unsigned int Size, typename ParentT>
class thread_block_tile
    : public details::thread_block_tile_impl<
          Size, ParentT, details::_is_multi_warp<Size>::value> {
protected:
  __ROOFLINE_CG_QUALIFIER thread_block_tile(const ParentT &g)
      : details::thread_block_tile_impl<Size, ParentT,
                                        details::_is_multi_warp<Size>::value>(
            g) {}

public:
  __ROOFLINE_CG_QUALIFIER operator thread_block_tile<Size, void>() const {
    return thread_block_tile<Size, void>(*this);
  }
};

template <unsigned int Size>
class thread_block_tile<Size, void>
    : public details::thread_block_tile_impl<
          Size, void, details::_is_multi_warp<Size>::value> {
  template <unsigned int, typename> friend class thread_block_tile;

public:
  template <typename ParentT>
  __ROOFLINE_CG_QUALIFIER
  thread_block_tile(const thread_block_tile<Size, ParentT> &g)
      : details::thread_block_tile_impl<Size, void,
                                        details::_is_multi_warp<Size>::value>(
            g) {}
};

namespace details {
template <unsigned int Size, typename ParentT> struct tiled_partition_impl;

template <unsigned int Size>
struct tiled_partition_impl<Size, thread_block>
    : public thread_block_tile<Size, thread_block> {
  __ROOFLINE_CG_QUALIFIER tiled_partition_impl(const thread_block &g)
      : thread_block_tile<Size, thread_block>(g) {}
};

template <unsigned int Size, unsigned int ParentSize, typename GrandParent>
struct tiled_partition_impl<Size, thread_block_tile<ParentSize, GrandParent>>
    : public thread_block_tile<Size,
                               thread_block_tile<ParentSize, GrandParent>> {
  __ROOFLINE_CG_QUALIFIER
  tiled_partition_impl(const thread_block_tile<ParentSize, GrandParent> &g)
      : thread_block_tile<Size, thread_block_tile<ParentSize, GrandParent>>(g) {
  }
};
} // namespace details

template <unsigned int Size, typename ParentT>
__ROOFLINE_CG_QUALIFIER thread_block_tile<Size, ParentT>
tiled_partition(const ParentT &g) {
  return details::tiled_partition_impl<Size, ParentT>(g);
}

// Dynamic partitions.
__device__ thread_group tiled_partition(const thread_group &parent,
                                        unsigned int tilesz);
__device__ thread_group tiled_partition(const thread_block &parent,
                                        unsigned int tilesz);
__device__ coalesced_group tiled_partition(const coalesced_group &parent,
                                           unsigned int tilesz);
__device__ coalesced_group labeled_partition(const coalesced_group &parent,
                                             int label);
template <unsigned int Size, typename ParentT>
__device__ coalesced_group
labeled_partition(const thread_block_tile<Size, ParentT> &parent, int label);
__device__ coalesced_group binary_partition(const coalesced_group &parent,
                                            bool pred);
template <unsigned int Size, typename ParentT>
__device__ coalesced_group
binary_partition(const thread_block_tile<Size, ParentT> &parent, bool pred);

template <class TyGroup> __ROOFLINE_CG_QUALIFIER void sync(TyGroup const &g) {
  g.sync();
}

} // namespace __v1
using namespace __v1;
} // namespace cooperative_groups

#undef __ROOFLINE_CG_QUALIFIER
#undef __ROOFLINE_CG_STATIC
#undef __ROOFLINE_CG_STATIC_CONSTEXPR

#endif // _COOPERATIVE_GROUPS_H_
