# Registries built from a folder's files: a check per lib/Lint/Checks/*.cpp,
# output formats per lib/Report/*Report.cpp, the diagnostics pages per
# docs/diagnostics/roofline-*.md.

# Writes OUTPUT (written only when it changes, so nothing rebuilds for
# nothing) from ENTRIES, one line each.
function(roofline_write_if_changed OUTPUT ENTRIES)
  file(WRITE ${OUTPUT}.tmp "${ENTRIES}")
  configure_file(${OUTPUT}.tmp ${OUTPUT} COPYONLY)
endfunction()

# roofline_register_files(<var> <glob> <macro> <output>): the files GLOB
# matches, sorted, into <var>, and OUTPUT with a line `MACRO(<name>)` per
# file (<name>: the file's name without its extension). A new file is listed
# the next time CMake runs, which it does by itself (CONFIGURE_DEPENDS).
function(roofline_register_files VAR GLOB MACRO OUTPUT)
  file(GLOB sources CONFIGURE_DEPENDS ${GLOB})
  list(SORT sources)
  set(entries "")
  foreach(source ${sources})
    get_filename_component(name ${source} NAME_WE)
    string(APPEND entries "${MACRO}(${name})\n")
  endforeach()
  roofline_write_if_changed(${OUTPUT} "${entries}")
  set(${VAR} ${sources} PARENT_SCOPE)
endfunction()
