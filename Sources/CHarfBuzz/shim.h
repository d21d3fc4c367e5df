#ifndef SWATCH_CHARFBUZZ_SHIM_H
#define SWATCH_CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ot.h>

#endif
