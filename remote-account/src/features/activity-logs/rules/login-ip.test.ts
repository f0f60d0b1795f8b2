import { displayIp } from './login-ip';

test('strips the IPv4-mapped prefix only', () => {
  expect(displayIp('::ffff:192.168.1.20')).toBe('192.168.1.20');
  expect(displayIp('::FFFF:10.0.0.1')).toBe('10.0.0.1');
  expect(displayIp('2001:db8::1')).toBe('2001:db8::1');
  expect(displayIp('::ffff:abcd')).toBe('::ffff:abcd');
  expect(displayIp(null)).toBe('');
});
