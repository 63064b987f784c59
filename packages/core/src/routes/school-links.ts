/** Spec §2 school links used by the school switcher, on the school's own domain when it has one. */
import type { LanguageCode } from '../languages.ts';
import { href, seg, type LinkOptions } from './href.ts';

/** A school domain as `host[:port]`, or null when absent or not a plain host name. */
function cleanDomain(domain: string | null | undefined): string | null {
  if (!domain) return null;
  const host = domain
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^\/\//, '')
    .replace(/\/+$/, '');
  return /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/i.test(host) ? host.toLowerCase() : null;
}

/**
 * Spec §2 "School links used by the school switcher": portal //{domain}/portal/{id}; management
 * //{domain}/iadmin/{id}/management/workbench; sub-school portal //{domain}/portal/{parentId}/sub-school/{id};
 * sub-school management //{domain}/iadmin/{id}/sub-college-management/sub-college-info. Each carries sxz-lang.
 * Without a (valid) domain the links are path-only, i.e. on the current host. A store-type first-level school
 * (`store`, spec §4 store-enabled flag) is managed at `/iadmin/{id}/management/college-management/college-info`
 * (spec §2 route table).
 */
export function schoolSwitcherLinks(a: {
  id: string;
  domain: string | null;
  parentId?: string | null;
  lang: LanguageCode;
  store?: boolean;
}): { portal: string; management: string } {
  const host = cleanDomain(a.domain);
  const prefix = host ? `//${host}` : '';
  const opts: LinkOptions = { lang: a.lang };
  if (a.parentId) {
    return {
      portal: prefix + href(`/portal/${seg(a.parentId)}/sub-school/${seg(a.id)}`, [], opts),
      management: prefix + href(`/iadmin/${seg(a.id)}/sub-college-management/sub-college-info`, [], opts),
    };
  }
  return {
    portal: prefix + href(`/portal/${seg(a.id)}`, [], opts),
    management:
      prefix +
      href(
        `/iadmin/${seg(a.id)}/management/${a.store ? 'college-management/college-info' : 'workbench'}`,
        [],
        opts,
      ),
  };
}
