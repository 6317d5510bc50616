import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { listen } from './http/static-server.ts';
import { distinctPorts, pageOriginsFrom, portFrom, startFailure } from './start-ports.ts';

describe('portFrom', () => {
  it('takes the default when the variable is unset or empty, and a port number as given', () => {
    expect(portFrom({}, 'HOST_PORT', 4300)).toBe(4300);
    expect(portFrom({ HOST_PORT: '' }, 'HOST_PORT', 4300)).toBe(4300);
    expect(portFrom({ HOST_PORT: '8080' }, 'HOST_PORT', 4300)).toBe(8080);
    expect(portFrom({ API_PORT: '0' }, 'API_PORT', 4100)).toBe(0);
  });

  it('names the variable and what it got when it is not a port', () => {
    expect(() => portFrom({ HOST_PORT: 'abc' }, 'HOST_PORT', 4300)).toThrow('HOST_PORT must be a port number from 0 to 65535 (got "abc")');
    expect(() => portFrom({ DIST_PORT: '70000' }, 'DIST_PORT', 4200)).toThrow('DIST_PORT must be a port number from 0 to 65535 (got "70000")');
    expect(() => portFrom({ API_PORT: '-1' }, 'API_PORT', 4100)).toThrow('API_PORT must be a port number from 0 to 65535 (got "-1")');
    expect(() => portFrom({ API_PORT: '41.5' }, 'API_PORT', 4100)).toThrow('API_PORT must be a port number from 0 to 65535 (got "41.5")');
  });
});

describe('distinctPorts', () => {
  it('refuses two servers on one port, naming both variables; 0 (any free port) may repeat', () => {
    expect(() => distinctPorts({ API_PORT: 4114, DIST_PORT: 4114, HOST_PORT: 4300 })).toThrow('API_PORT and DIST_PORT are both 4114: each server needs a port of its own');
    expect(() => distinctPorts({ API_PORT: 4100, DIST_PORT: 4200, HOST_PORT: 4100 })).toThrow('API_PORT and HOST_PORT are both 4100');
    expect(distinctPorts({ API_PORT: 0, DIST_PORT: 0, HOST_PORT: 4300 })).toEqual({ API_PORT: 0, DIST_PORT: 0, HOST_PORT: 4300 });
  });
});

describe('pageOriginsFrom (PAGE_ORIGINS)', () => {
  it('reads origins separated by commas, none when unset', () => {
    expect(pageOriginsFrom({})).toEqual([]);
    expect(pageOriginsFrom({ PAGE_ORIGINS: 'http://127.0.0.1:8080, https://dev.example/' })).toEqual(['http://127.0.0.1:8080', 'https://dev.example']);
    // As the browser sends it: the scheme and host in lower case, no default port.
    expect(pageOriginsFrom({ PAGE_ORIGINS: 'HTTP://Dev.Example:80' })).toEqual(['http://dev.example']);
  });

  it('names the variable and the item that is not an origin', () => {
    expect(() => pageOriginsFrom({ PAGE_ORIGINS: '127.0.0.1:8080' })).toThrow('PAGE_ORIGINS must be origins separated by commas, such as http://127.0.0.1:8080 (got "127.0.0.1:8080")');
    expect(() => pageOriginsFrom({ PAGE_ORIGINS: 'http://a.example/page.html' })).toThrow('(got "http://a.example/page.html")');
    expect(() => pageOriginsFrom({ PAGE_ORIGINS: 'file:///tmp/x.html' })).toThrow('(got "file:///tmp/x.html")');
  });
});

describe('startFailure', () => {
  it('says which port is taken and how to choose others, for the error a real second listener gets', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const error = await listen(createServer(), port).then(() => undefined, (e: unknown) => e);
      expect(startFailure(error)).toBe(
        `npm start: port ${port} on 127.0.0.1 is in use (is another npm start still running?). Stop it, or choose free ports: API_PORT=5100 DIST_PORT=5200 HOST_PORT=5300 npm start`,
      );
    } finally {
      taken.close();
    }
  });

  it('gives any other error its own message', () => {
    expect(startFailure(new Error('HOST_PORT must be a port number from 0 to 65535 (got "x")'))).toBe('npm start: HOST_PORT must be a port number from 0 to 65535 (got "x")');
  });
});
