import { BarChartLine } from 'react-bootstrap-icons';
import type { Feature } from '../../lib/commands';

/** The logs screen in the layout: its sidebar entry, `g l`. */
export const feature: Feature<'logs'> = { page: 'logs', title: 'nav.logs', icon: BarChartLine, goKey: 'l' };
