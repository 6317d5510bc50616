// Trusted Types: a host whose CSP says `require-trusted-types-for 'script'` lets no plain string
// reach a script's src or an HTML parser. Our values there are our own: a script URL the loader
// built from its manifest (or the host's data-referral-src), CMS text parsed into an inert
// <template> that rich-text.tsx reads and never inserts. Each copy of this code (loader.js, a
// loader part, a remote) makes its own policy named "katkin" on first use and keeps it to itself,
// as rspack's chunk loading does in the classic build (output.trustedTypes): so the host allows
// `trusted-types katkin 'allow-duplicates'` (README "Security"). Where the policy may not be made
// (a browser without Trusted Types, or a `trusted-types` list without "katkin"), the plain string
// goes on: a page that does not require Trusted Types works as before, and one that does reports
// the refused assignment.

export const TRUSTED_TYPES_POLICY = 'katkin';

type Rule = 'createScriptURL' | 'createHTML';
type Policy = Record<Rule, (value: string) => unknown>;
interface PolicyFactory {
  createPolicy(name: string, rules: Partial<Policy>): Policy;
}

/**
 * A function that makes our trusted value of `rule`'s kind from a string. Typed as string because
 * the DOM's types take strings where the browser also takes the trusted value.
 */
export function trustedValue(rule: Rule): (value: string) => string {
  let policy: Policy | null | undefined;
  return (value) => {
    // Tried once: a refused createPolicy is a report to the host's CSP endpoint each time.
    if (policy === undefined) {
      try {
        policy = (window as { trustedTypes?: PolicyFactory }).trustedTypes?.createPolicy(TRUSTED_TYPES_POLICY, { [rule]: (given: string) => given }) ?? null;
      } catch {
        policy = null;
      }
    }
    return policy ? (policy[rule](value) as string) : value;
  };
}
