# The pipeline's stages, upstream first (docs/Architecture.md). A stage's
# library Roofline<Stage> may link only stages before it; only Frontend and
# Host, which read Clang's AST, may link Clang. Configuring fails on a backward link, so a change that makes
# one cannot build; test/layering checks the #include lines the same way.
set(ROOFLINE_STAGES
  Support Cost Machine Traffic Launch Result Roofline Lint Measure Chart
  Report Frontend Host Driver)
set(ROOFLINE_CLANG_STAGES Frontend Host)

function(roofline_check_layering)
  set(upstream "")
  foreach(stage IN LISTS ROOFLINE_STAGES)
    set(target Roofline${stage})
    get_target_property(direct ${target} LINK_LIBRARIES)
    get_target_property(iface ${target} INTERFACE_LINK_LIBRARIES)
    foreach(lib IN LISTS direct iface)
      if(lib MATCHES "^Roofline(.+)$")
        list(FIND upstream "${CMAKE_MATCH_1}" at)
        if(at EQUAL -1)
          message(FATAL_ERROR
            "${target} links ${lib}, which is not upstream of it "
            "(stages in order: ${ROOFLINE_STAGES}; docs/Architecture.md)")
        endif()
      elseif(lib MATCHES "^clang" AND NOT stage IN_LIST ROOFLINE_CLANG_STAGES)
        string(JOIN " and " clang_stages ${ROOFLINE_CLANG_STAGES})
        message(FATAL_ERROR "${target} links ${lib}: only ${clang_stages} link Clang")
      endif()
    endforeach()
    list(APPEND upstream ${stage})
  endforeach()
endfunction()
