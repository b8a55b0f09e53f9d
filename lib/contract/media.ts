import { z } from 'zod';
import { isStorableText, STORABLE_TEXT_MESSAGE } from './content';
import { defineEndpoint } from './endpoint';


const imageUploadResultSchema = z.object({
  relativeDownloadUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  metadata: z.object({ contentType: z.string(), byteSize: z.number().int().nonnegative(), originalFilename: z.string() }),
});

export const mediaEndpoints = {
  /**
   * The body is the file itself (any content type) or multipart/form-data with exactly one file; the
   * type is decided by the file's magic bytes and must agree with the filename's extension.
   */
  uploadImage: defineEndpoint({
    method: 'POST', path: '/storage/images/{filename}', outsideApi: true, tag: 'Media', auth: 'owner',
    errors: [401, 403, 413, 415, 503, 507], successStatus: 201,
    summary: 'Stores a jpeg, png or gif image (at most 10 MB) and answers its URL and dimensions.',
    params: z.object({ filename: z.string().min(1).max(200).refine(isStorableText, STORABLE_TEXT_MESSAGE) }),
    response: imageUploadResultSchema,
    rateLimit: { bucket: 'image-upload', limit: 60, windowSeconds: 60 },
  }),
};

export type ImageUploadResult = z.infer<typeof imageUploadResultSchema>;
