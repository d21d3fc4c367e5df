#ifndef SWATCH_CFRIBIDI_SHIM_H
#define SWATCH_CFRIBIDI_SHIM_H

#include <fribidi.h>

// Swift cannot import FriBidi's cast-containing macros; re-export the ones swatch uses as constants.
static const FriBidiParType swatch_FRIBIDI_PAR_ON = FRIBIDI_PAR_ON;
static const FriBidiParType swatch_FRIBIDI_PAR_LTR = FRIBIDI_PAR_LTR;
static const FriBidiParType swatch_FRIBIDI_PAR_RTL = FRIBIDI_PAR_RTL;

#endif
