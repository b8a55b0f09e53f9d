/** The crop mode's texts (EditorCrop), translated on the server and handed to the editor as plain strings. */
export const CROP_TEXT_KEYS = [
  'cropImage', 'croppedTo', 'cropArea', 'cropHint', 'cropPosition', 'sizeLegend', 'left', 'top', 'width', 'height',
  'aspectRatio', 'free', 'original', 'applyCrop', 'cancel', 'removeCrop', 'recommendedWidth', 'tooNarrow',
] as const;
export type CropTextKey = (typeof CROP_TEXT_KEYS)[number];
