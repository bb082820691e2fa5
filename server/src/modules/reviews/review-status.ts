/** Reviews are held for moderation: only published ones are shown; rejected ones are kept for audit. */
export const ReviewStatus = { PENDING: 'pending', PUBLISHED: 'published', REJECTED: 'rejected' } as const;
export type ReviewStatus = (typeof ReviewStatus)[keyof typeof ReviewStatus];
