import { PosProblems } from '../pos-problems';
import { checkClose, checkOpen, closeFingerprint, openFingerprint } from './session-rules';

const ACTOR = '0b9d3c1e-2f4a-4b5c-8d6e-7f8091a2b3c4';
const OPEN = {
  uuid: 'D3B07384-D9A0-4C1B-9F8E-1A2B3C4D5E6F',
  deviceUuid: '8f14e45f-ceea-4167-a2b3-0c1d2e3f4a5b',
  number: 7,
  openedAt: new Date('2026-11-24T08:00:00Z'),
  openingCash: 1_000_000,
  cashierId: null,
};
const CLOSE = {
  uuid: OPEN.uuid,
  closedAt: new Date('2026-11-24T18:00:00Z'),
  countedCash: 1_500_000,
  expectedCash: 1_520_000,
  note: null,
};

describe('checkOpen', () => {
  it('lower-cases the uuids and names the actor when the till names no cashier', () => {
    const problems = new PosProblems();
    expect(checkOpen(OPEN, ACTOR.toUpperCase(), problems)).toEqual({
      ...OPEN,
      uuid: OPEN.uuid.toLowerCase(),
      cashierId: ACTOR,
    });
    expect(problems.error()).toBeNull();
  });

  it('names every field at fault', () => {
    const problems = new PosProblems();
    checkOpen(
      {
        ...OPEN,
        uuid: 'x',
        deviceUuid: 'C1',
        number: 1.5,
        openedAt: new Date('nope'),
        openingCash: -1,
        cashierId: 'me',
      },
      ACTOR,
      problems,
    );
    expect(Object.keys(problems.error()?.fieldErrors ?? {}).sort()).toEqual([
      'cashierId',
      'deviceUuid',
      'number',
      'openedAt',
      'openingCash',
      'uuid',
    ]);
  });
});

describe('checkClose', () => {
  it('trims the note (blank is none) and refuses one above 500 characters', () => {
    const problems = new PosProblems();
    expect(checkClose({ ...CLOSE, note: '   ' }, problems).note).toBeNull();
    expect(checkClose({ ...CLOSE, note: ' Fond de caisse ' }, problems).note).toBe('Fond de caisse');
    expect(problems.error()).toBeNull();
    checkClose({ ...CLOSE, note: 'x'.repeat(501), expectedCash: 2 ** 31 }, problems);
    expect(Object.keys(problems.error()?.fieldErrors ?? {}).sort()).toEqual(['expectedCash', 'note']);
  });
});

describe('fingerprints', () => {
  it('are the same for the same values whatever their case, and differ for any other value', () => {
    const problems = new PosProblems();
    const base = openFingerprint(checkOpen(OPEN, ACTOR, problems));
    expect(
      openFingerprint(
        checkOpen({ ...OPEN, uuid: OPEN.uuid.toLowerCase(), cashierId: ACTOR }, ACTOR, problems),
      ),
    ).toBe(base);
    expect(openFingerprint(checkOpen({ ...OPEN, openingCash: 1_000_001 }, ACTOR, problems))).not.toBe(base);
    expect(openFingerprint(checkOpen({ ...OPEN, number: 8 }, ACTOR, problems))).not.toBe(base);
    const closed = closeFingerprint(checkClose(CLOSE, problems));
    expect(closeFingerprint(checkClose({ ...CLOSE, note: '  ' }, problems))).toBe(closed);
    expect(closeFingerprint(checkClose({ ...CLOSE, countedCash: 1_520_000 }, problems))).not.toBe(closed);
  });
});
