/**
 * The storefront's review form (bearer storefront token; the token's shop is the review's shop):
 *   POST /web/api/product/submit/review  multipart (or urlencoded, or JSON without a photo):
 *     productUuid, name, email, phone, purchaseDate, rating, text, boughtHere, acceptedPolicy,
 *     optional photo in `image` (one file, 2 MB)
 *   -> 200 {success:true, message, data:{uuid, status}};
 *      400 {success:false, message, code, errors:{field:[...]}}
 * Everything about the photo (not an image, too large, more than one) is reported under `image`, the
 * field the form sends it in. An empty file part (a browser's file input left empty) is no photo.
 */
import { ErrorCode, MAX_UPLOAD_BYTES } from '@tijara/schema';
import type { Request } from 'express';
import { AppError, BadUserInputError } from '../../../core/errors';
import type { ReviewPhoto, ReviewSubmissionService } from '../review-submission.service';
import type { ReviewSubmissionFields } from '../review-submission';
import { fieldOf, readFormBody } from '../../../rest/form-body';
import type { FormBody } from '../../../rest/form-body';
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';

export const REVIEW_PHOTO_FIELD = 'image';
const FIELDS = [
  'productUuid',
  'name',
  'email',
  'phone',
  'purchaseDate',
  'rating',
  'text',
  'boughtHere',
  'acceptedPolicy',
] as const satisfies readonly (keyof ReviewSubmissionFields)[];

/** The form, with the reader's "too many files" (named `file`) told under the photo's field. */
async function readReviewForm(req: Request): Promise<FormBody> {
  try {
    return await readFormBody(req, { maxFiles: 1, maxFileBytes: MAX_UPLOAD_BYTES });
  } catch (error) {
    if (
      error instanceof AppError &&
      error.code === ErrorCode.PAYLOAD_TOO_LARGE &&
      error.fieldErrors['file']
    ) {
      const message = 'At most one photo per review';
      throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, message, { [REVIEW_PHOTO_FIELD]: [message] });
    }
    throw error;
  }
}

function photoOf(form: FormBody): ReviewPhoto | null {
  const files = form.files.filter((file) => file.data.length > 0);
  const stray = files.find((file) => file.field !== REVIEW_PHOTO_FIELD);
  if (stray) {
    throw new BadUserInputError(
      { [stray.field]: [`Send the photo in the field ${REVIEW_PHOTO_FIELD}`] },
      'Unexpected file',
    );
  }
  const [photo] = files;
  return photo ? { filename: photo.filename, data: photo.data } : null;
}

export function webReviewRoutes({
  submission,
}: {
  readonly submission: ReviewSubmissionService;
}): RestRoute[] {
  return [
    route('post', '/web/api/product/submit/review', { bearer: 'storefront' }, async (ctx, req, res) => {
      const form = await readReviewForm(req);
      const fields = Object.fromEntries(FIELDS.map((name) => [name, fieldOf(form, name)]));
      const { review } = await submission.submit(ctx, ctx.storefrontShopId ?? '', {
        fields,
        photo: photoOf(form),
      });
      res.json({
        success: true,
        message: 'Review submitted: it will appear once approved',
        data: { uuid: review.uuid, status: review.status },
      });
    }),
  ];
}
