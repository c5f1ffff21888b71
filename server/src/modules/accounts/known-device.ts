import { createHmac, timingSafeEqual } from 'node:crypto';
import { KNOWN_ADDRESS_DAYS } from './throttle.js';
import type { KnownDevice } from './accounts.types.js';

/**
 * The known-device cookie: set on every successful sign-in, it tells later sign-ins from this browser
 * that it is the owner's, so they skip the account's delay wherever the browser is (a phone changes
 * address all day). It vouches for one account and is no credential: the password is still checked.
 * HttpOnly (no script reads it), signed with the JWT secret (nobody makes one for an account they never
 * signed in to), and it lasts as long as a known address does.
 */
export const KNOWN_DEVICE_COOKIE = 'known_device';
export const KNOWN_DEVICE_SECONDS = KNOWN_ADDRESS_DAYS * 24 * 60 * 60;

const mac = (secret: string, email: string, expires: number) => createHmac('sha256', secret).update(`known-device\n${email}\n${expires}`).digest('base64url');

/** A value for the account, valid until `now` plus KNOWN_DEVICE_SECONDS: `<expiry>.<signature>`. */
export function knownDeviceValue(secret: string, email: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + KNOWN_DEVICE_SECONDS;
  return `${expires}.${mac(secret, email, expires)}`;
}

/** Whether the value was made by us for this account and has not expired. */
export function isKnownDevice(secret: string, email: string, value: string | null, now = Date.now()): boolean {
  const [expiresText, signature] = value?.split('.') ?? [];
  const expires = Number(expiresText);
  if (!signature || !/^\d{1,12}$/.test(expiresText!) || expires * 1000 < now) return false;
  const expected = Buffer.from(mac(secret, email, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The Set-Cookie header for a value. */
export function knownDeviceHeader(device: KnownDevice): string | null {
  if (!device.set) return null;
  return `${KNOWN_DEVICE_COOKIE}=${device.set}; Path=/; Max-Age=${KNOWN_DEVICE_SECONDS}; HttpOnly; SameSite=Lax${device.secure ? '; Secure' : ''}`;
}
