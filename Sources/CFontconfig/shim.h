#ifndef SWATCH_CFONTCONFIG_SHIM_H
#define SWATCH_CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>

// Swift does not import fontconfig's string property-name macros; re-export the ones swatch uses.
static const char *const swatch_FC_FAMILY = FC_FAMILY;
static const char *const swatch_FC_FILE = FC_FILE;
static const char *const swatch_FC_INDEX = FC_INDEX;
static const char *const swatch_FC_CHARSET = FC_CHARSET;
static const char *const swatch_FC_WEIGHT = FC_WEIGHT;
static const char *const swatch_FC_COLOR = FC_COLOR;
static const char *const swatch_FC_LANG = FC_LANG;

#endif
