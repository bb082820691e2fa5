/**
 * A seeded random source (mulberry32): the same seed gives the same keys, phones, orders and pauses,
 * so a failing run can be run again as it was.
 */
export class Random {
  private state: number;
  private phones = 0;
  private readonly phoneBase: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
    this.phoneBase = this.int(90_000_000);
  }

  /** In [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [0, below). */
  int(below: number): number {
    return Math.floor(this.next() * below);
  }

  hex(length: number): string {
    return Array.from({ length }, () => this.int(16).toString(16)).join('');
  }

  /** A version 4 UUID, lower case (a till's client order id). */
  uuid(): string {
    const hex = this.hex(32);
    const variant = (8 + this.int(4)).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
  }

  /** An Algerian mobile number none of this source's earlier ones shares (the cooldown is per phone). */
  phone(): string {
    return `06${String(this.phoneBase + this.phones++).padStart(8, '0')}`;
  }
}
