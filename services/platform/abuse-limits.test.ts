import { describe, expect, it } from 'vitest';
import { abuseSubject } from './abuse-limits';

describe('abuse subjects', () => {
  it('makes one subject of one inbox, however the address is written', () => {
    const inbox = abuseSubject.recipient('victim@example.com');
    for (const spelling of [
      'Victim@Example.com',
      ' victim@example.com ',
      'victim+1@example.com',
      'VICTIM+a+b@EXAMPLE.COM',
    ]) {
      expect(abuseSubject.recipient(spelling)).toBe(inbox);
    }
    expect(abuseSubject.recipient('other@example.com')).not.toBe(inbox);
    // Dots count at other providers, not at Gmail.
    expect(abuseSubject.recipient('v.ictim@example.com')).not.toBe(inbox);
    expect(abuseSubject.recipient('anna.b+x@googlemail.com')).toBe(
      abuseSubject.recipient('AnnaB@gmail.com'),
    );
  });

  it('counts IPv4 as is and IPv6 by its /64 network', () => {
    expect(abuseSubject.client('203.0.113.9')).toBe('ip:203.0.113.9');
    expect(abuseSubject.client('::ffff:203.0.113.9')).toBe('ip:203.0.113.9');
    const network = abuseSubject.client('2001:db8:1:2::1');
    expect(network).toBe('ip6:2001:db8:1:2');
    for (const same of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002::abcd']) {
      expect(abuseSubject.client(same)).toBe(network);
    }
    expect(abuseSubject.client('2001:db8:1:3::1')).not.toBe(network);
    expect(abuseSubject.client('2001:db8::1')).toBe('ip6:2001:db8:0:0');
    expect(abuseSubject.client('::1')).toBe('ip6:0:0:0:0');
  });

  it('keeps visitors apart from addresses', () => {
    expect(abuseSubject.visitor('abc')).toBe('uid:abc');
  });
});
