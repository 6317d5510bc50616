// A classic script added to the page, and what it leaves on a global once it has run: how the
// loader takes its own lazy parts (loader/parts.ts) and a remote's classic build
// (loader/remote-containers.ts), neither of which needs CORS headers on dist/.
import { trustedValue } from '../shared/trusted-types.ts';

const trustedScriptUrl = trustedValue('createScriptURL');

export function scriptGlobal<T>(url: string, name: string, read: () => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = trustedScriptUrl(url);
    script.async = true;
    script.onload = () => {
      const value = read();
      if (value) resolve(value);
      else reject(new Error(`${url} defines no ${name}`));
    };
    script.onerror = () => reject(new Error(`${url} could not be loaded`));
    document.head.append(script);
  });
}
