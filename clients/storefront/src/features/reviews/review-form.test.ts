import { MAX_UPLOAD_BYTES } from '@tijara/schema';
import { EMPTY_REVIEW, missingFields, photoProblem, reviewFormData, today } from './review-form';

const complete = {
  ...EMPTY_REVIEW,
  name: 'Amina',
  email: 'amina@example.dz',
  phone: '0550123456',
  purchaseDate: '2026-03-01',
  text: 'Bien.',
  boughtHere: true,
  acceptedPolicy: true,
};

it('starts at 5 stars with nothing filled', () => {
  expect(EMPTY_REVIEW.rating).toBe(5);
  expect(missingFields(EMPTY_REVIEW)).toEqual([
    'name',
    'email',
    'phone',
    'purchaseDate',
    'text',
    'boughtHere',
    'acceptedPolicy',
  ]);
});

it('counts blank text as missing and both boxes as required; the photo is optional', () => {
  expect(missingFields(complete)).toEqual([]);
  expect(missingFields({ ...complete, text: ' \n ' })).toEqual(['text']);
  expect(missingFields({ ...complete, boughtHere: false })).toEqual(['boughtHere']);
});

it('takes only images of 2 MB at most as the photo', () => {
  expect(photoProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
  expect(photoProblem(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe('notImage');
  const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
  expect(photoProblem(big)).toBe('tooLarge');
});

it('writes the multipart body under the server’s keys, trimmed, with no empty photo part', () => {
  const body = reviewFormData('p-uuid', { ...complete, name: '  Amina  ' });
  expect(body.get('name')).toBe('Amina');
  expect(body.get('rating')).toBe('5');
  expect(body.get('acceptedPolicy')).toBe('true');
  expect(body.has('image')).toBe(false);
});

it('gives today in the shopper’s calendar', () => {
  expect(today(new Date(2026, 2, 14, 23, 30))).toBe('2026-03-14');
});
