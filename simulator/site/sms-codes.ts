import { LRUCache } from 'lru-cache';

/** The simulator's SMS code: always this, but only once one was sent (docs/decisions.md "Login flows"). */
export const SMS_CODE = '123456';
/** A code is good for this long after it was sent (simulator clock). */
export const CODE_TTL_MS = 5 * 60_000;
/** Wrong codes allowed before the code is spent and a new one must be sent. */
export const MAX_TRIES = 5;

interface SentCode {
  sentAt: number;
  tries: number;
}

/** What a code check found: good, wrong (a try counted), or no usable code (never sent, expired, used, or tried out). */
export type CodeCheck = 'ok' | 'wrong' | 'none';

/**
 * The SMS codes sent in one scope, by the phone they went to: every check must match a code the
 * simulator sent to that phone recently and that was not yet used. Bounded, so a flood of sends
 * cannot grow memory without end.
 */
export class SmsCodes {
  private readonly sent = new LRUCache<string, SentCode>({ max: 5_000 });

  /** The last send to this phone, if any (for the resend wait). */
  sentAt(phone: string): number | undefined {
    return this.sent.peek(phone)?.sentAt;
  }

  send(phone: string, now: number): void {
    this.sent.set(phone, { sentAt: now, tries: 0 });
  }

  /**
   * Checks `code` against the one sent to `phone`. `use` spends a good code (the call that signs in
   * or registers); a check that only tells the form the code is right leaves it for that call.
   */
  check(phone: string, code: string, now: number, use: boolean): CodeCheck {
    const sent = this.sent.get(phone);
    if (!sent || now - sent.sentAt > CODE_TTL_MS || sent.tries >= MAX_TRIES) {
      this.sent.delete(phone);
      return 'none';
    }
    if (code !== SMS_CODE) {
      sent.tries += 1;
      return 'wrong';
    }
    if (use) this.sent.delete(phone);
    return 'ok';
  }
}
