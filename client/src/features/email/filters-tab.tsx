import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { PlusLg, ShieldCheck, ShieldX, Trash } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SenderEntry } from '@panel/contract';
import { useDialogs } from '../../components/dialog-host';
import { PAGE_SIZE, Pager, pageCountOf } from '../../components/pager';
import { useAppSelector } from '../../store/hooks';
import { RemoveSenderDialog } from './remove-sender-dialog';
import { SenderDialog, type SenderList } from './sender-dialog';

const TEXT = {
  white: { title: 'senders.trusted.title', add: 'senders.trusted.add', empty: 'senders.trusted.empty', remove: 'senders.trusted.removeLabel' },
  black: { title: 'senders.blocked.title', add: 'senders.blocked.add', empty: 'senders.blocked.empty', remove: 'senders.blocked.removeLabel' },
} as const;

/** One list: its title and add button, then recipient domain, sender and a remove button per entry. */
function SenderCard({ list, entries }: { list: SenderList; entries: readonly SenderEntry[] }) {
  const intl = useIntl();
  const { show } = useDialogs();
  const [page, setPage] = useState(0);
  const text = TEXT[list];
  const pageCount = pageCountOf(entries.length, PAGE_SIZE);
  const currentPage = Math.min(page, pageCount - 1);
  const visible = entries.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE);
  const Icon = list === 'white' ? ShieldCheck : ShieldX;
  const titleId = `senders-${list}-title`;
  return (
    <Card className="mb-3" data-testid={`senders-${list}`}>
      <Card.Header className="bg-body d-flex flex-wrap align-items-center gap-2">
        <h2 className="h6 mb-0 me-auto" id={titleId}>
          <Icon aria-hidden="true" className={`me-2 ${list === 'white' ? 'text-success' : 'text-danger'}`} />
          <FormattedMessage id={text.title} />
        </h2>
        <Button variant="outline-primary" size="sm" onClick={() => show(<SenderDialog list={list} />)}>
          <PlusLg aria-hidden="true" className="me-1" />
          <FormattedMessage id={text.add} />
        </Button>
      </Card.Header>
      {entries.length === 0 ? (
        <Card.Body className="text-center text-body-secondary py-4" data-testid={`senders-${list}-empty`}>
          <FormattedMessage id={text.empty} />
        </Card.Body>
      ) : (
        <Table hover responsive className="align-middle mb-0 senders-table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="senders.column.domain" />
              </th>
              <th scope="col">
                <FormattedMessage id="senders.column.sender" />
              </th>
              <th scope="col" className="text-end">
                <span className="visually-hidden">
                  <FormattedMessage id="emails.column.actions" />
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((entry) => {
              const label = intl.formatMessage({ id: text.remove }, { sender: entry.sender, domain: entry.domain });
              return (
                <tr key={`${entry.domain} ${entry.sender}`} data-testid={`sender-${list}-row`} data-sender={entry.sender} data-domain={entry.domain}>
                  <td className="address-cell">
                    <span className="d-block text-truncate" title={entry.domain}>
                      {entry.domain}
                    </span>
                  </td>
                  <td className="address-cell">
                    <span className="d-block text-truncate font-monospace small" title={entry.sender}>
                      {entry.sender}
                    </span>
                  </td>
                  <td className="text-end actions-cell">
                    <button type="button" className="btn btn-link btn-sm text-danger row-menu-toggle" aria-label={label} title={label} onClick={() => show(<RemoveSenderDialog list={list} entry={entry} />)}>
                      <Trash aria-hidden="true" />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      {entries.length > PAGE_SIZE && (
        <Card.Footer className="bg-body">
          <Pager page={currentPage} pageSize={PAGE_SIZE} total={entries.length} onPage={setPage} label={intl.formatMessage({ id: 'emails.pager' })} />
        </Card.Footer>
      )}
    </Card>
  );
}

/** Trusted and blocked senders, each per recipient domain. */
export function FiltersTab() {
  const white = useAppSelector((state) => state.account.emailWhitelists);
  const black = useAppSelector((state) => state.account.emailBlacklists);
  return (
    <>
      <SenderCard list="white" entries={white} />
      <SenderCard list="black" entries={black} />
    </>
  );
}
