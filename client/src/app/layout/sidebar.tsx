import Badge from 'react-bootstrap/Badge';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { pagePath } from '@panel/contract/pages';
import { useAppSelector } from '../../store/hooks';
import { useFeatures } from '../commands';
import { selectSectionCounts } from '../../api/queries';

/** The ten sections; beside the content from 992 px up, an off-canvas menu below that. */
export function Sidebar({ show, onHide }: { show: boolean; onHide: () => void }) {
  const intl = useIntl();
  const counts = useAppSelector(selectSectionCounts);
  const features = useFeatures();
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      responsive="lg"
      placement="start"
      className="panel-sidebar text-bg-dark"
      data-bs-theme="dark"
      id="panel-sidebar"
      aria-labelledby="panel-sidebar-title"
      // Opened as a menu on a narrow screen: the focus goes to the current section, not the panel around it.
      onShow={() => document.querySelector<HTMLElement>('#panel-sidebar a[aria-current="page"], #panel-sidebar .nav-link')?.focus()}
    >
      <Offcanvas.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })} className="border-bottom border-secondary">
        <Offcanvas.Title as="h2" className="h5 mb-0" id="panel-sidebar-title">
          <FormattedMessage id="app.name" />
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column p-0 w-100">
        <div className="panel-brand d-none d-lg-flex align-items-center gap-2 px-3" aria-hidden="true">
          <span className="panel-logo">HP</span>
          <span className="fw-semibold">
            <FormattedMessage id="app.name" />
          </span>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'nav.label' })} className="flex-grow-1 py-2">
          <ul className="nav flex-column">
            {features.map(({ page, title, icon: Icon }) => {
              const count = counts[page];
              return (
                <li className="nav-item" key={page}>
                  <NavLink to={pagePath(page)} className="nav-link panel-nav-link d-flex align-items-center gap-2" onClick={onHide} data-testid={`nav-${page}`}>
                    <Icon aria-hidden="true" className="flex-shrink-0" />
                    <span className="flex-grow-1">
                      <FormattedMessage id={title} />
                    </span>
                    {count !== undefined && (
                      <Badge pill bg="secondary" className="panel-count" data-testid={`count-${page}`}>
                        {intl.formatNumber(count)}
                      </Badge>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <footer className="panel-version small px-3 py-2 border-top border-secondary" data-testid="app-version">
          <FormattedMessage id="app.version" />
        </footer>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
