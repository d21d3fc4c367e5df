#include "swatch_png.h"
int swatch_png_placeholder(void) { return 0; }
