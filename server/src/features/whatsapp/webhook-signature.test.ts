import { describe, expect, it } from 'vitest';
import { hasValidSignature, signatureOf } from './webhook-signature';

/**
 * The known vector was made by hand, outside this code:
 * printf '%s' '{"object":"whatsapp_business_account","entry":[]}' | openssl dgst -sha256 -hmac 'app-secret-for-tests'
 */
const BODY = '{"object":"whatsapp_business_account","entry":[]}';
const SECRET = 'app-secret-for-tests';
const EXPECTED = 'sha256=1ca363dab318df784e1963b29dca91e2098e6cf2fbf0d3c14e09580a90684a61';

describe('the webhook signature (X-Hub-Signature-256)', () => {
  it('matches the vector openssl made', () => {
    expect(signatureOf(BODY, SECRET)).toBe(EXPECTED);
    expect(hasValidSignature(Buffer.from(BODY), EXPECTED, SECRET)).toBe(true);
    // Hex in capitals is the same signature.
    expect(hasValidSignature(Buffer.from(BODY), EXPECTED.toUpperCase().replace('SHA256', 'sha256'), SECRET)).toBe(true);
  });

  it('refuses another body, another secret, a missing or malformed header', () => {
    expect(hasValidSignature(Buffer.from(`${BODY} `), EXPECTED, SECRET)).toBe(false);
    expect(hasValidSignature(Buffer.from(BODY), EXPECTED, 'another-secret')).toBe(false);
    expect(hasValidSignature(Buffer.from(BODY), undefined, SECRET)).toBe(false);
    expect(hasValidSignature(Buffer.from(BODY), [EXPECTED], SECRET)).toBe(false);
    expect(hasValidSignature(Buffer.from(BODY), EXPECTED.slice(7), SECRET)).toBe(false);
    expect(hasValidSignature(Buffer.from(BODY), `${EXPECTED.slice(0, -2)}`, SECRET)).toBe(false);
    expect(hasValidSignature(Buffer.from(BODY), `sha1=${EXPECTED.slice(7)}`, SECRET)).toBe(false);
    expect(hasValidSignature(Buffer.from(BODY), `${EXPECTED.slice(0, -1)}0`, SECRET)).toBe(false);
  });
});
