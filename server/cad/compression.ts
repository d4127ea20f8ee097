/**
 * STEP and DXF files are text (a STEP model about 50 KB, a quarter of that compressed) whose media types
 * (`model/step`, `image/vnd.dxf`) are not compressible by name: the routes that answer them say so.
 */
export const CAD_COMPRESSION = {
  customTypes: /^(model\/step|image\/vnd\.dxf)$/,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: 1024,
}
