import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SearchBox } from '../../components/search-box';
import { useAppSelector } from '../../store/hooks';

/** A list's search: the domain dropdown ('in all domains' first), the search box and the count. */
export function MailToolbar({
  id,
  domain,
  onDomain,
  search,
  onSearch,
  count,
}: {
  id: string;
  domain: string;
  onDomain: (domain: string) => void;
  search: string;
  onSearch: (search: string) => void;
  count: ReactNode;
}) {
  const intl = useIntl();
  const domains = useAppSelector((state) => state.account.domains);
  // One option per domain (2,000 on a big account): made when the domains or the language change,
  // not on every keystroke in the search box.
  const options = useMemo(
    () =>
      domains.map((d) => (
        <option key={d.domain} value={d.domain}>
          {intl.formatMessage({ id: 'emails.inDomain' }, { domain: d.domain })}
        </option>
      )),
    [domains, intl],
  );
  return (
    <>
      <SearchBox id={`${id}-search`} className="mail-search" value={search} label={intl.formatMessage({ id: 'emails.search' })} onChange={onSearch} />
      <select
        id={`${id}-domain`}
        className="form-select form-select-sm mail-domain-filter"
        value={domain}
        onChange={(event) => onDomain(event.currentTarget.value)}
        aria-label={intl.formatMessage({ id: 'emails.domainFilter' })}
      >
        <option value="">{intl.formatMessage({ id: 'emails.allDomains' })}</option>
        {options}
      </select>
      <span className="ms-auto small text-body-secondary" data-testid={`${id}-count`}>
        {count}
      </span>
    </>
  );
}
