import { describe, expect, it } from 'vitest';
import { throttledNetwork } from './client-network';

describe('the network a throttle counts', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:7:1:a::3', '2001:db8:7:1::/64'],
    ['2001:0db8:0007:0001:ffff:ffff:ffff:ffff', '2001:db8:7:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8:7:1::192.0.2.1', '2001:db8:7:1::/64'],
    ['not an address', 'not an address'],
  ])('%s → %s', (address, network) => {
    expect(throttledNetwork(address)).toBe(network);
  });
});
