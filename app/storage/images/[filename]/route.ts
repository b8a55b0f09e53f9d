import { mediaEndpoints } from '@/lib/contract/media';
import { handle } from '@/lib/http/handle';
import { readUploadedFile } from '@/lib/http/read-upload';
import { storeImage } from '@/lib/server/media/upload-image';

// Read only after the wrapper has checked the owner's token: strangers never get their bytes buffered.
export const POST = handle(mediaEndpoints.uploadImage, async ({ request, shop, params }) =>
  storeImage(shop, params.filename, await readUploadedFile(request)));
