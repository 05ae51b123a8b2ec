/**
 * What a stored lead photo may be: the decoder's pixel ceiling, the size it is stored at and its
 * list thumbnail, and the encoders' quality. Sizes and counts of the upload itself are
 * `uploadLimits` in shared/business.ts.
 */
export const photoLimits = {
  /**
   * Larger images are refused before they are decoded (an "image bomb" is a small file that declares
   * a huge canvas). 50 MP leaves room for 48 MP phone cameras; 200 MP modes exceed the 10 MB file limit anyway.
   */
  maxInputPixels: 50_000_000,
  /** The longest side stored: enough to zoom into a crack on a driveway, a tenth of a raw photo's bytes. */
  maxLongSide: 2560,
  thumbnailLongSide: 360,
  jpegQuality: 82,
  webpQuality: 82,
  thumbnailQuality: 70,
} as const;
