import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import { selectLists } from '../../api/queries';

/**
 * The domain dropdown, 'in all domains' first: one option per domain (2,000 on a big account). It
 * renders again only when the chosen domain, the domains or the language change, not on every
 * keystroke in the search box next to it.
 */
const DomainOptions = memo(function DomainOptions({ id, domain, onDomain }: { id: string; domain: string; onDomain: (domain: string) => void }) {
  const intl = useIntl();
  const domains = useAppSelector((state) => selectLists(state).domains);
  return (
    <select
      id={`${id}-domain`}
      className="form-select form-select-sm mail-domain-filter"
      value={domain}
      onChange={(event) => onDomain(event.currentTarget.value)}
      aria-label={intl.formatMessage({ id: 'emails.domainFilter' })}
    >
      <option value="">{intl.formatMessage({ id: 'emails.allDomains' })}</option>
      {domains.map((d) => (
        <option key={d.domain} value={d.domain}>
          {intl.formatMessage({ id: 'emails.inDomain' }, { domain: d.domain })}
        </option>
      ))}
    </select>
  );
});

/** A mail list's domain filter, beside its search box (a tab's `DataTable` toolbar). */
export function DomainFilter({ id, domain, onDomain }: { id: string; domain: string; onDomain: (domain: string) => void }) {
  // The dropdown gets one handler for good, which calls the latest `onDomain`.
  const latestOnDomain = useRef(onDomain);
  useLayoutEffect(() => {
    latestOnDomain.current = onDomain;
  });
  const chooseDomain = useCallback((chosen: string) => latestOnDomain.current(chosen), []);
  return <DomainOptions id={id} domain={domain} onDomain={chooseDomain} />;
}
