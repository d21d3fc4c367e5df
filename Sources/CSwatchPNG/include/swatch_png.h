int swatch_png_placeholder(void);
