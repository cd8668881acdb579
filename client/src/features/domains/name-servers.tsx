import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import { CopyButton } from '../../components/copy-button';

/** The two name servers a domain must point to, each with a copy button (on a phone under its label, so the name keeps one line), and the propagation note. */
export function NameServers() {
  const connector = useAppSelector((state) => state.session.plan?.connector);
  const servers = [connector?.ns1, connector?.ns2].filter((server): server is string => Boolean(server));
  return (
    <>
      <dl className="row mb-3" data-testid="name-servers">
        {servers.map((server, index) => (
          <Fragment key={server}>
            <dt className="col-12 col-sm-4 fw-normal text-body-secondary">
              <FormattedMessage id="domainConfig.nameServer" values={{ number: index + 1 }} />
            </dt>
            <dd className="col-12 col-sm-8 mb-2 font-monospace">
              {server}
              <CopyButton value={server} />
            </dd>
          </Fragment>
        ))}
      </dl>
      <p className="small text-body-secondary mb-0">
        <FormattedMessage id="domainConfig.propagation" />
      </p>
    </>
  );
}
