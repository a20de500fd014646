import { describe, expect, it } from 'vitest';
import { parseSse, showsNumber } from './sse';

describe('parseSse', () => {
  it('splits events at blank lines, joins data lines and keeps the unfinished rest', () => {
    const { events, rest } = parseSse(
      'event: connected\ndata: {}\n\nid: 1\ndata: {"a":\ndata: 1}\n\ndata: par',
    );
    expect(events).toEqual([
      { event: 'connected', data: '{}' },
      { event: '', data: '{"a":\n1}' },
    ]);
    expect(rest).toBe('data: par');
  });

  it('reads CRLF line ends, skips comments and events without data', () => {
    const { events, rest } = parseSse(': ping\r\n\r\nevent: ping\r\n\r\ndata:x\r\n\r\n');
    expect(events).toEqual([{ event: '', data: 'x' }]);
    expect(rest).toBe('');
  });

  it('gives an event split across chunks once its end arrives', () => {
    const first = parseSse('data: {"n"');
    expect(first.events).toEqual([]);
    const second = parseSse(`${first.rest}:7}\n\n`);
    expect(second.events).toEqual([{ event: '', data: '{"n":7}' }]);
  });
});

describe('showsNumber', () => {
  it('finds an object with that number at any depth', () => {
    expect(showsNumber('{"recent":[{"number":12,"timestamp":"t"}]}', 12)).toBe(true);
    expect(showsNumber('{"result":{"data":{"recent":[{"number":3}]}}}', 3)).toBe(true);
  });

  it('ignores other numbers, bare values and text that is not JSON', () => {
    expect(showsNumber('{"recent":[{"number":12}],"left":7}', 7)).toBe(false);
    expect(showsNumber('[7, 8]', 7)).toBe(false);
    expect(showsNumber('not json', 7)).toBe(false);
  });
});
