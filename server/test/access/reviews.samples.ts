/** Access samples for the reviews area (see samples.ts): a product with one pending review to moderate. */
import { Review } from '../../src/modules/reviews';
import { createReviewableProduct, demoShop, reviewFields, reviewForm } from '../helpers/reviews-fixtures';
import type { ProductFixture } from '../helpers/reviews-fixtures';
import type { AccessSamples } from './samples';

let product: ProductFixture;
let reviewId: number;

export const reviewsSamples: AccessSamples = {
  async prepare(server) {
    product = await createReviewableProduct(server);
    const em = server.orm.em.fork();
    const review = em.create(Review, {
      product: product.id,
      shop: (await demoShop(server)).uuid,
      authorName: 'Karim',
      email: 'karim@example.dz',
      phone: '0661234567',
      purchaseDate: '2024-06-01',
      rating: 5,
      textHtml: 'Parfait',
      boughtHere: true,
      acceptedPolicy: true,
    });
    await em.flush();
    reviewId = review.id;
  },
  graphql: () => ({
    'query reviews': '{ reviews { totalCount } }',
    'mutation publishReview': `mutation { publishReview(id: ${reviewId}) { id status } }`,
    'mutation rejectReview': `mutation { rejectReview(id: ${reviewId}, reason: "off topic") { id status } }`,
    'query productReviews': `{ productReviews(productUuid: "${product.uuid}") { totalCount averageRating } }`,
  }),
  rest: () => ({
    'post /web/api/product/submit/review': {
      path: '/web/api/product/submit/review',
      // A past date whatever day the suite runs (the form refuses future purchases).
      form: () => reviewForm({ ...reviewFields(product.uuid), purchaseDate: '2024-06-01' }),
    },
  }),
};
