/**
 * The password a reset gives: generated here, never chosen by the administrator (no "123456789" for
 * everyone) and never stored in clear. Three groups of four characters from an alphabet without the
 * look-alikes (0 O o, 1 l I), so it can be read out or copied by hand: 12 characters of 56, about 69
 * bits, drawn with crypto's unbiased randomInt.
 */
import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

export function temporaryPassword(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}
