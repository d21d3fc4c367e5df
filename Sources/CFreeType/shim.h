#ifndef SWATCH_CFREETYPE_SHIM_H
#define SWATCH_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H

// Swift cannot import function-like or cast-containing macros; re-export them as constants.
static const FT_Int32 swatch_FT_LOAD_NO_HINTING = FT_LOAD_NO_HINTING;
static const FT_Int32 swatch_FT_LOAD_NO_BITMAP = FT_LOAD_NO_BITMAP;
static const FT_Int32 swatch_FT_LOAD_COLOR = FT_LOAD_COLOR;

static inline int swatch_FT_IS_SCALABLE(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }
static inline int swatch_FT_HAS_COLOR(FT_Face face) { return FT_HAS_COLOR(face) ? 1 : 0; }
static inline int swatch_FT_HAS_FIXED_SIZES(FT_Face face) { return FT_HAS_FIXED_SIZES(face) ? 1 : 0; }

#endif
